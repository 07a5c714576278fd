/** Apple Pay on the web (Safari's ApplePaySession), as far as Ward needs it. */
export interface ApplePaySessionLike {
  onvalidatemerchant: ((event: { validationURL: string }) => void) | null;
  onpaymentauthorized: ((event: { payment: { token: unknown } }) => void) | null;
  oncancel: (() => void) | null;
  completeMerchantValidation(session: unknown): void;
  completePayment(status: number): void;
  abort(): void;
  begin(): void;
}

interface ApplePaySessionClass {
  new (version: number, request: unknown): ApplePaySessionLike;
  canMakePayments(): boolean;
  STATUS_SUCCESS: number;
  STATUS_FAILURE: number;
}

export function applePayClass(): ApplePaySessionClass | null {
  if (typeof window === 'undefined') return null;
  return (window as unknown as { ApplePaySession?: ApplePaySessionClass }).ApplePaySession ?? null;
}

/** Apple Pay is offered only where this browser can pay with it (Safari with a card in Wallet). */
export function canPayWithApplePay(): boolean {
  try {
    return applePayClass()?.canMakePayments() === true;
  } catch {
    return false;
  }
}
