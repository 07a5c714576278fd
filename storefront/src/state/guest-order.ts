/**
 * The order a guest checkout placed in this browser (issue 18): its `X-Order-Access` token lets
 * the pay, result and confirmation pages read that one order without an account, until it
 * expires (24 hours) or the guest turns into an account. One at a time: the latest order.
 */
export interface GuestOrderAccess {
  orderId: number;
  orderNumber: string;
  paymentId: string | null;
  token: string;
  expiresAt: string;
}

const KEY = 'ward-guest-order';

export function rememberGuestOrder(access: GuestOrderAccess): void {
  try {
    localStorage.setItem(KEY, JSON.stringify(access));
  } catch {
    /* private mode: the pages ask the shopper to track the order instead */
  }
}

export function forgetGuestOrder(): void {
  try {
    localStorage.removeItem(KEY);
  } catch {
    /* ignore */
  }
}

/** The guest order held for this payment or order id, unless it has expired. */
export function guestOrder(match: { paymentId?: string; orderId?: number }): GuestOrderAccess | null {
  let held: GuestOrderAccess | null = null;
  try {
    held = JSON.parse(localStorage.getItem(KEY) ?? 'null') as GuestOrderAccess | null;
  } catch {
    return null;
  }
  if (!held || Date.parse(held.expiresAt) <= Date.now()) return null;
  if (match.paymentId !== undefined && held.paymentId !== match.paymentId) return null;
  if (match.orderId !== undefined && held.orderId !== match.orderId) return null;
  return held;
}

/** The header that opens this payment's (or order's) guest order, when this browser holds it. */
export function guestHeaders(match: { paymentId?: string; orderId?: number }): Record<string, string> | undefined {
  const held = guestOrder(match);
  return held ? { 'X-Order-Access': held.token } : undefined;
}
