const KEY_STORE = 'ward-checkout-key';

const fresh = () =>
  typeof crypto !== 'undefined' && 'randomUUID' in crypto ? crypto.randomUUID() : `k-${Date.now()}-${Math.random().toString(36).slice(2)}`;

/** One Idempotency-Key per checkout: a double submit (or a retry after a timeout) makes one order. */
export function checkoutKey(): string {
  try {
    const existing = sessionStorage.getItem(KEY_STORE);
    if (existing) return existing;
    const key = fresh();
    sessionStorage.setItem(KEY_STORE, key);
    return key;
  } catch {
    return fresh();
  }
}

/** The order is placed: the next checkout is a new order. */
export function forgetCheckoutKey(): void {
  try {
    sessionStorage.removeItem(KEY_STORE);
  } catch {
    /* storage unavailable: nothing kept */
  }
}
