import { formatGrouped } from './number-format.js';

/** Money is computed in integer halalas (1 SAR = 100 halalas) and shown in SAR. */
export type Halalas = number;

export function toHalalas(sar: number | string): Halalas {
  const value = typeof sar === 'string' ? Number(sar) : sar;
  if (!Number.isFinite(value)) throw new RangeError(`not an amount: ${sar}`);
  return Math.round(value * 100);
}

export function toSar(halalas: Halalas): number {
  return Math.round(halalas) / 100;
}

/** Percentage discount of a product price, rounded to the halala (DESIGN.md §5). */
export function discountedPrice(price: Halalas, discountPercent: number): Halalas {
  if (discountPercent <= 0) return price;
  return Math.round((price * (100 - discountPercent)) / 100);
}

/** A product's final price in SAR from its stored fields. */
export function productFinalPrice(p: { price: number; isDiscounted: boolean; discountValue: number | null }): number {
  if (!p.isDiscounted || !p.discountValue) return toSar(toHalalas(p.price));
  return toSar(discountedPrice(toHalalas(p.price), p.discountValue));
}

/**
 * An amount as both apps show it: «1,250.00 ر.س» / "SAR 1,250.00" (one symbol everywhere; the
 * runtime's own SAR currency format differs between engines: «ر.س.‏», "SAR"). Western digits in
 * both languages (DESIGN.md §6), whatever the runtime's default locale.
 */
export function formatSar(amount: number, lang: 'ar' | 'en', decimals = 2): string {
  const n = formatGrouped(Number.isFinite(amount) ? amount : 0, lang, decimals);
  return lang === 'ar' ? `${n} ر.س` : `SAR ${n}`;
}
