import type { Language } from '@ward/shared/constants';
import { giftSchema, type GiftInput } from '@ward/shared/validation/gift';
import { useState } from 'preact/hooks';
import { validate, type FieldErrors } from '../../lib/form';

/** What the shopper chose for the gift, as the form holds it. */
export interface GiftChoice {
  isGift: boolean;
  wrap: boolean;
  message: string;
  toSomeoneElse: boolean;
  name: string;
  phone: string;
  hidePrices: boolean;
}

/** The schema's name for a form field (its errors are keyed so). */
const FIELD_OF: Partial<Record<keyof GiftChoice, string>> = { message: 'message', name: 'recipient.name', phone: 'recipient.phone' };

const NONE: GiftChoice = { isGift: false, wrap: false, message: '', toSomeoneElse: false, name: '', phone: '', hidePrices: false };

/** The order body's `gift` (null when the order is no gift). */
export function giftBody(c: GiftChoice): GiftInput | null {
  if (!c.isGift) return null;
  return {
    wrap: c.wrap,
    message: c.message.trim() || null,
    recipient: c.toSomeoneElse ? { name: c.name, phone: c.phone } : null,
    hidePrices: c.hidePrices,
  };
}

/** Characters as the shopper counts them (an emoji is one), as the server counts them. */
export const charactersIn = (text: string) => [...text.trim()].length;

/** The gift form: the choice, its errors (`message`, `recipient.name`…) and the shared schema's check. */
export function useGiftChoice() {
  const [choice, setChoice] = useState<GiftChoice>(NONE);
  const [errors, setErrors] = useState<FieldErrors>({});
  return {
    choice,
    errors,
    set: <K extends keyof GiftChoice>(key: K, value: GiftChoice[K]) => {
      setChoice((c) => ({ ...c, [key]: value }));
      // a field the shopper changes loses its error until the next check
      const field = FIELD_OF[key];
      if (field) setErrors(({ [field]: _gone, ...rest }) => rest);
    },
    /** the server's `gift.*` field errors, shown on the gift's fields */
    showServerErrors: (fields: FieldErrors) =>
      setErrors(Object.fromEntries(Object.entries(fields).flatMap(([k, v]) => (k.startsWith('gift.') ? [[k.slice(5), v]] : [])))),
    check(lang: Language): boolean {
      const body = giftBody(choice);
      const checked = body ? validate(giftSchema, body, lang) : { ok: true as const };
      setErrors(checked.ok ? {} : checked.errors);
      return checked.ok;
    },
  };
}
export type GiftForm = ReturnType<typeof useGiftChoice>;

/** What gifting costs, as the quote and the pay-later check price it: only the wrap. */
export const wrapAsked = (gift: GiftForm) => (gift.choice.isGift && gift.choice.wrap ? { wrap: true } : null);
