import { PAY_LATER_METHODS, type PaymentMethod } from '../constants.js';
import { toHalalas, toSar, type Halalas } from '../money.js';

/** Why a checkout cannot spend store credit as asked (each a translated `wallet.*` refusal). */
export type CheckoutSpendRefusal = 'coversAll' | 'short' | 'notWithPayLater';

/**
 * How much store credit an order spends (issue 31), in halalas: what the customer asked for, but
 * never more than the spendable balance or the order's total; a figure beyond those is capped, not
 * trusted. `storeCredit` spends the whole total and needs a balance that covers it; another method
 * pays the rest, so it may not be left with nothing to pay (`coversAll`: choose store credit) and
 * pay later does not take a part (`notWithPayLater`: Tabby and Tamara are sent the order's items
 * and totals, which must add up to what they are asked for).
 */
export function checkoutSpend(
  method: PaymentMethod,
  asked: Halalas,
  balance: Halalas,
  total: Halalas,
): { wallet: Halalas } | { refusal: CheckoutSpendRefusal } {
  if (method === 'storeCredit') return balance >= total ? { wallet: total } : { refusal: 'short' };
  const wallet = Math.max(0, Math.min(asked, balance, total));
  if (wallet === 0) return { wallet: 0 };
  if ((PAY_LATER_METHODS as readonly string[]).includes(method)) return { refusal: 'notWithPayLater' };
  if (wallet === total) return { refusal: 'coversAll' };
  return { wallet };
}

/** What the payment method (or the courier, for cash on delivery) takes once store credit paid its part, SAR. */
export const leftAfterStoreCredit = (total: number, storeCredit: number): number => toSar(toHalalas(total) - toHalalas(storeCredit));
