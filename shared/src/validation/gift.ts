import { z } from 'zod';
import { phone, text } from './rules.js';

/** A gift message fits a card: 250 characters (letters as a reader counts them, emoji included). */
export const GIFT_MESSAGE_MAX = 250;

/** Control characters other than line breaks and tabs have no place on a printed card. */
const CONTROL = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F-\u009F]/;

const giftMessage = z
  .string({ error: 'validation.invalid' })
  .transform((v) => v.replace(/\r\n?/g, '\n').trim())
  .superRefine((v, ctx) => {
    // counted in code points: an emoji is one character to the shopper, two UTF-16 units to JavaScript
    if ([...v].length > GIFT_MESSAGE_MAX)
      ctx.addIssue({ code: 'too_big', origin: 'string', maximum: GIFT_MESSAGE_MAX, inclusive: true, input: v });
    if (CONTROL.test(v)) ctx.addIssue({ code: 'custom', message: 'validation.textOnly', input: v });
  })
  .nullable()
  .optional()
  .transform((v) => v || null);

/** Someone other than the buyer who receives the parcel: the courier calls them. */
export const giftRecipientSchema = z.object({
  name: text(2, 100),
  phone: phone(),
});

/**
 * Gifting per order (issue 14 §4): gift wrap (priced in the settings), a message in any language
 * for the card, another person who receives it, and a packing slip without prices. Quote and
 * order take the same object; the quote reads only `wrap`.
 */
export const giftSchema = z.object({
  wrap: z.boolean({ error: 'validation.invalid' }).optional().default(false),
  message: giftMessage,
  recipient: giftRecipientSchema.nullable().optional().default(null),
  hidePrices: z.boolean({ error: 'validation.invalid' }).optional().default(false),
});
export type GiftInput = z.infer<typeof giftSchema>;

/** What an order keeps of a gift (null when nothing of it was asked for). */
export interface OrderGiftDto {
  wrap: boolean;
  message: string | null;
  recipient: { name: string; phone: string } | null;
  hidePrices: boolean;
}

export function orderGiftOf(gift: GiftInput | null | undefined): OrderGiftDto | null {
  if (!gift) return null;
  const kept: OrderGiftDto = {
    wrap: gift.wrap,
    message: gift.message ?? null,
    recipient: gift.recipient ? { name: gift.recipient.name, phone: gift.recipient.phone } : null,
    hidePrices: gift.hidePrices,
  };
  return kept.wrap || kept.message || kept.recipient || kept.hidePrices ? kept : null;
}
