import { cardNumberValid } from '@ward/shared';
import type { GatewayInvoiceStatus } from '../../gateway.js';

/** Test cards of the hosted page (any future expiry, any 3-digit CVC). */
export const TEST_CARDS = {
  success: '4111111111111111',
  successMada: '4464040000000007',
  declined: '4000000000000002',
  insufficientFunds: '4000000000009995',
  threeDSecure: '4000000000003220',
} as const;
/** The one-time code that passes the 3-D Secure and STC Pay step. */
export const TEST_OTP = '123456';

/** Luhn check (the one rule in @ward/shared). */
export const luhnValid = cardNumberValid;

/** What the hosted page asks the gateway to do with a submitted form. */
export type PayAttempt =
  | { choice: 'mada' | 'visa'; cardNumber: string; expiry: string; cvc: string; holder: string }
  | { choice: 'applepay' }
  | { choice: 'stcpay'; mobile: string };

export type PayOutcome =
  | { kind: 'done'; status: GatewayInvoiceStatus; returnUrl: string }
  | { kind: 'invalid'; field: 'cardNumber' | 'expiry' | 'cvc' | 'holder' | 'mobile' | 'choice' }
  | { kind: 'challenge' }
  | { kind: 'missing' };

/** The first field of a card form that is not valid (the card number without spaces), or null. */
export function invalidCardField(card: {
  cardNumber: string;
  expiry: string;
  cvc: string;
  holder: string;
}): 'cardNumber' | 'expiry' | 'cvc' | 'holder' | null {
  if (!luhnValid(card.cardNumber)) return 'cardNumber';
  const expiry = /^(\d{2})\s*\/\s*(\d{2})$/.exec(card.expiry.trim());
  const now = new Date();
  if (
    !expiry ||
    Number(expiry[1]) < 1 ||
    Number(expiry[1]) > 12 ||
    2000 + Number(expiry[2]) < now.getUTCFullYear() ||
    (2000 + Number(expiry[2]) === now.getUTCFullYear() && Number(expiry[1]) < now.getUTCMonth() + 1)
  ) {
    return 'expiry';
  }
  if (!/^\d{3,4}$/.test(card.cvc.trim())) return 'cvc';
  if (card.holder.trim().length < 2) return 'holder';
  return null;
}
