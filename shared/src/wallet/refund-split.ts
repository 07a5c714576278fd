import type { Halalas } from '../money.js';

/**
 * How a refund of an order paid partly by store credit goes back (issue 31): to the payment first
 * (its provider, or by hand for cash on delivery), never more than it took and has not given back;
 * the rest to the customer's wallet, never more than store credit paid and has not had back.
 * Null when the refund is more than both have left.
 */
export function splitRefund(
  amount: Halalas,
  paymentLeft: Halalas,
  storeCreditLeft: Halalas,
): { payment: Halalas; storeCredit: Halalas } | null {
  if (amount > paymentLeft + storeCreditLeft) return null;
  const payment = Math.min(amount, paymentLeft);
  return { payment, storeCredit: amount - payment };
}
