import type { CartItem } from '../state/cart';

/**
 * The cart as it was when the shopper left for the payment page. The order holds the goods, so
 * the cart is emptied; if the payment is cancelled or fails, the payment result page puts the
 * items back ("never lose a cart").
 */
const KEY = 'ward-pending-cart';

export interface PendingCart {
  paymentId: string;
  items: CartItem[];
  couponCode: string | null;
}

export function stashCart(pending: PendingCart): void {
  try {
    sessionStorage.setItem(KEY, JSON.stringify(pending));
  } catch {
    /* ignore */
  }
}

export function takeStashedCart(paymentId: string): PendingCart | null {
  try {
    const raw = sessionStorage.getItem(KEY);
    if (!raw) return null;
    const pending = JSON.parse(raw) as PendingCart;
    if (pending.paymentId !== paymentId) return null;
    sessionStorage.removeItem(KEY);
    return pending;
  } catch {
    return null;
  }
}

export function dropStashedCart(paymentId: string): void {
  try {
    const raw = sessionStorage.getItem(KEY);
    if (raw && (JSON.parse(raw) as PendingCart).paymentId === paymentId) sessionStorage.removeItem(KEY);
  } catch {
    /* ignore */
  }
}
