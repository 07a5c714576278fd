import { COUPON_CODE_PATTERN, normalizeCouponCode, toHalalas, type CouponTerms, type Halalas } from '@ward/shared';
import { BadInputError, ConflictError, type DomainError } from '../common/domain-errors.js';

/** What the coupon rules read of a coupon (an entity, or a row loaded with the checkout context). */
export interface CouponFacts {
  id: number;
  code: string;
  /** percent when isPercentage, otherwise SAR */
  discountValue: number;
  isPercentage: boolean;
  expiryDate: Date;
  usageLimit: number | null;
  usedCount: number;
  minOrderTotal: number | null;
  oncePerCustomer: boolean;
  firstOrderOnly: boolean;
}

/** Orders (alias `o`) that count for the per-customer options: not rejected, not failed to pay. */
export const COUNTED_ORDER = `o.status NOT IN ('Rejected', 'PaymentFailure')`;

/** What the per-customer options read: the customer's orders that were not rejected or left unpaid. */
export interface CustomerCouponHistory {
  orderCount: number;
  /** of those, the ones with this coupon */
  couponUses: number;
}

export type CouponField = 'code' | 'couponCode';

/**
 * A code as typed → the stored form (upper-case), or the catalogue's refusal: required, or
 * invalid (format). Nothing is looked up for a malformed code.
 */
export function parseCouponCode(raw: string | null | undefined, field: CouponField): string {
  const code = normalizeCouponCode(raw ?? '');
  if (!code) throw new BadInputError('coupon.codeRequired', { [field]: 'coupon.codeRequired' });
  if (code.length > 32 || !COUPON_CODE_PATTERN.test(code)) throw new BadInputError('coupon.invalid', { [field]: 'coupon.invalid' });
  return code;
}

/**
 * Whether a coupon that exists may be used now — the coupon validity rule, in one place:
 * expired, used up, (with a subtotal in halalas) below its minimum order, or (with the
 * customer's history; unknown for an anonymous shopper) already used by this customer or not
 * their first order. Null: usable.
 */
export function couponRefusal(
  coupon: CouponFacts,
  subtotal: Halalas | null,
  field: CouponField,
  now = new Date(),
  customer: CustomerCouponHistory | null = null,
): DomainError | null {
  if (coupon.expiryDate.getTime() <= now.getTime()) return new ConflictError('coupon.expired', {}, { [field]: 'coupon.expired' });
  if (coupon.usageLimit !== null && coupon.usedCount >= coupon.usageLimit)
    return new ConflictError('coupon.usedUp', {}, { [field]: 'coupon.usedUp' });
  if (customer && coupon.oncePerCustomer && customer.couponUses > 0)
    return new ConflictError('coupon.alreadyUsed', {}, { [field]: 'coupon.alreadyUsed' });
  if (customer && coupon.firstOrderOnly && customer.orderCount > 0)
    return new ConflictError('coupon.firstOrderOnly', {}, { [field]: 'coupon.firstOrderOnly' });
  if (subtotal !== null && coupon.minOrderTotal !== null && subtotal < toHalalas(coupon.minOrderTotal))
    return new ConflictError('coupon.minimumNotMet', { min: coupon.minOrderTotal.toFixed(2) }, { [field]: 'coupon.minimumNotMet' });
  return null;
}

/** The coupon as pricing reads it (@ward/shared `couponDiscount`). */
export function couponTerms(coupon: CouponFacts): CouponTerms {
  return {
    isPercentage: coupon.isPercentage,
    value: coupon.isPercentage ? coupon.discountValue : toHalalas(coupon.discountValue),
    minOrderTotal: coupon.minOrderTotal === null ? null : toHalalas(coupon.minOrderTotal),
  };
}
