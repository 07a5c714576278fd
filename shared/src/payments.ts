import { toHalalas } from './money.js';
import type { PaymentMethod } from './constants.js';
import type { Localized } from './types.js';

/** How a payment method is named to people (invoices, mails, the back office, checkout). */
export const PAYMENT_METHOD_NAMES: Record<PaymentMethod, Localized> = {
  mada: { ar: 'مدى', en: 'mada' },
  card: { ar: 'بطاقة ائتمانية (فيزا / ماستركارد)', en: 'Credit card (Visa / Mastercard)' },
  applepay: { ar: 'أبل باي', en: 'Apple Pay' },
  stcpay: { ar: 'إس تي سي باي', en: 'STC Pay' },
  tabby: { ar: 'تابي', en: 'Tabby' },
  tamara: { ar: 'تمارا', en: 'Tamara' },
  cod: { ar: 'الدفع عند الاستلام', en: 'Cash on delivery' },
  wallet: { ar: 'محفظة إلكترونية', en: 'E-wallet' },
  storeCredit: { ar: 'رصيد المتجر', en: 'Store credit' },
};

/** Splits `total` halalas in proportion to `weights`, the leftover halalas to the largest remainders (ties: the first). */
export function apportionHalalas(total: number, weights: number[]): number[] {
  const sum = weights.reduce((s, w) => s + w, 0);
  if (sum <= 0) return weights.map((_, i) => (i === 0 ? total : 0));
  const exact = weights.map((w) => (total * w) / sum);
  const parts = exact.map(Math.floor);
  let left = total - parts.reduce((s, p) => s + p, 0);
  const order = exact.map((x, i) => ({ i, r: x - Math.floor(x) })).sort((a, b) => b.r - a.r || a.i - b.i);
  for (let k = 0; left > 0; k = (k + 1) % order.length, left--) parts[order[k].i]++;
  return parts;
}

/** An order as a line refund reads it: amounts in SAR as stored, each line with its promotions' shares (issue 28). */
export interface RefundableOrder {
  subtotal: number;
  /** the promotions' and the coupon's discount together */
  discount: number;
  items: ReadonlyArray<{
    id: number;
    quantity: number;
    lineTotal: number;
    /** what each promotion took off the whole line (absent or empty: none) */
    promotions?: ReadonlyArray<{ promotionId: number; amount: number }>;
  }>;
}

/** What refunding some lines gives back, in halalas, and why: the units' gross, less their promotions' and coupon's shares. */
export interface LineRefundParts {
  gross: number;
  /** each promotion's share of the refunded units */
  promotions: Array<{ promotionId: number; amount: number }>;
  coupon: number;
  /** gross − promotions − coupon: what was paid for these units */
  total: number;
}

const unitsShare = (amount: number, quantity: number, of: number) => Math.round((toHalalas(amount) * quantity) / of);

/**
 * Refunding some lines (the credit note says the same): each unit's share of its line total, less
 * its share of what the line's promotions took off it (a free unit gives back nothing), less the
 * coupon, which was taken off what the promotions left, in proportion to that. Refunding every
 * line gives back exactly what was paid for them. Null when a line is not in the order or asks for
 * more units than it has.
 */
export function refundPartsForLines(
  order: RefundableOrder,
  lines: ReadonlyArray<{ itemId: number; quantity: number }>,
): LineRefundParts | null {
  let gross = 0;
  const promotions = new Map<number, number>();
  for (const { itemId, quantity } of lines) {
    const item = order.items.find((i) => i.id === itemId);
    if (!item || !Number.isInteger(quantity) || quantity < 1 || quantity > item.quantity) return null;
    gross += unitsShare(item.lineTotal, quantity, item.quantity);
    const shares = item.promotions ?? [];
    // the line's promotions rounded once, then split between them: never more than the units' gross
    const off = unitsShare(
      shares.reduce((s, p) => s + p.amount, 0),
      quantity,
      item.quantity,
    );
    const split = apportionHalalas(
      off,
      shares.map((p) => toHalalas(p.amount)),
    );
    shares.forEach((p, k) => promotions.set(p.promotionId, (promotions.get(p.promotionId) ?? 0) + split[k]));
  }
  const promoted = [...promotions.values()].reduce((s, a) => s + a, 0);
  const allPromotions = order.items.reduce((s, i) => s + (i.promotions ?? []).reduce((t, p) => t + toHalalas(p.amount), 0), 0);
  const coupon = Math.max(0, toHalalas(order.discount) - allPromotions);
  const paid = gross - promoted;
  const [couponShare] = apportionHalalas(coupon, [paid, Math.max(0, toHalalas(order.subtotal) - allPromotions - paid)]);
  return {
    gross,
    promotions: [...promotions].filter(([, amount]) => amount > 0).map(([promotionId, amount]) => ({ promotionId, amount })),
    coupon: couponShare,
    total: paid - couponShare,
  };
}

/** What refunding some lines gives back, in halalas (`refundPartsForLines`); null for lines not in the order. */
export function refundForLines(order: RefundableOrder, lines: ReadonlyArray<{ itemId: number; quantity: number }>): number | null {
  return refundPartsForLines(order, lines)?.total ?? null;
}

/**
 * Splits an amount (halalas) into `count` interest-free payments ("4 payments of X" with Tabby or
 * Tamara): equal parts, the first one taking the halalas that do not divide.
 */
export function instalments(total: number, count = 4): number[] {
  if (!Number.isInteger(total) || total < 0 || !Number.isInteger(count) || count < 1) return [];
  const part = Math.floor(total / count);
  return Array.from({ length: count }, (_, i) => (i === 0 ? total - part * (count - 1) : part));
}

/** `POST /api/checkout/pay-later`: per pay-later method the shop offers, whether its provider takes this cart. */
export type PayLaterCheckDto = Partial<
  Record<'tabby' | 'tamara', { available: boolean; reason: string | null; /** the first of 4 payments, SAR */ perPayment: number }>
>;

/** A card number's Luhn check digit (12 to 19 digits, spaces and dashes ignored). */
export function cardNumberValid(number: string): boolean {
  const digits = number.replace(/[\s-]/g, '');
  if (!/^\d{12,19}$/.test(digits)) return false;
  let sum = 0;
  for (let i = 0; i < digits.length; i++) {
    let d = Number(digits[digits.length - 1 - i]);
    if (i % 2 === 1) d = d * 2 > 9 ? d * 2 - 9 : d * 2;
    sum += d;
  }
  return sum % 10 === 0;
}

/** "MM/YY" (or MM/YYYY) of a card that has not expired: { month, year } with a four-digit year, or null. */
export function cardExpiry(text: string, now = new Date()): { month: number; year: number } | null {
  const match = /^(\d{1,2})\s*\/\s*(\d{2}|\d{4})$/.exec(text.trim());
  if (!match) return null;
  const month = Number(match[1]);
  const year = match[2].length === 2 ? 2000 + Number(match[2]) : Number(match[2]);
  if (month < 1 || month > 12) return null;
  if (year < now.getUTCFullYear() || (year === now.getUTCFullYear() && month < now.getUTCMonth() + 1)) return null;
  return { month, year };
}
