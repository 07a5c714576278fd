/** The test gateway's cards and one-time code (README), and the card number check its page applies. */

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

export function luhnValid(digits: string): boolean {
  if (!/^\d{12,19}$/.test(digits)) return false;
  let sum = 0;
  for (let i = 0; i < digits.length; i++) {
    let d = Number(digits[digits.length - 1 - i]);
    if (i % 2 === 1) {
      d *= 2;
      if (d > 9) d -= 9;
    }
    sum += d;
  }
  return sum % 10 === 0;
}
