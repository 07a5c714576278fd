import { normalizeSaudiMobile, SAUDI_MOBILE } from '@ward/shared';
import type { OrderSnapshot } from '../gateway.js';

/** SAR with two decimals, as Tabby writes amounts ("250.00"). */
export const sarText = (halalas: number): string => (halalas / 100).toFixed(2);
/** SAR as a number, as Tamara writes amounts. */
export const sarNumber = (halalas: number): number => Math.round(halalas) / 100;

/** The buyer's phone as +9665XXXXXXXX when it is a Saudi mobile, else as typed. */
export function buyerPhone(order: OrderSnapshot): string {
  const phone = (order.address.phone ?? order.buyer.phone ?? '').replace(/[\s-]/g, '');
  return SAUDI_MOBILE.test(phone) ? normalizeSaudiMobile(phone) : phone;
}

export function splitName(name: string): { first: string; last: string } {
  const [first, ...rest] = name.trim().split(/\s+/);
  return { first: first ?? name, last: rest.join(' ') || first || name };
}

/** Street, district and building in one line. */
export const addressLine = (order: OrderSnapshot): string => [order.address.street, order.address.district].filter(Boolean).join(', ');
