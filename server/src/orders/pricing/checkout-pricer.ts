import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { CountryCode } from '@ward/shared';
import type { DataSource, EntityManager } from 'typeorm';
import { DomainError } from '../../common/domain-errors.js';
import { parseCouponCode } from '../../coupons/coupon-rules.js';
import { loadCheckoutContext, type CheckoutContext } from './checkout-context.js';
import { lookupIds, priceCheckout, type CheckoutRequest, type PricedCheckout } from './price-checkout.js';

export interface PricingRequest extends CheckoutRequest {
  couponCode?: string | null;
  country?: CountryCode | null;
  /** a signed-in shopper's quote: the coupon's per-customer options are checked too */
  customerId?: number | null;
  /** the client's coupon-code miss counters to read with the rest (CouponsService.missKeys) */
  codeMissKeys?: string[];
}

/** A placement also reads its customer, an earlier order with the same key and the saved address, in its transaction. */
export interface PlacementLookup {
  manager: EntityManager;
  customerId: number;
  addressId: number | null;
  idempotencyKey: string | null;
}

/** A code as typed: whether one was asked for, its stored form, or why it is malformed. */
export function couponCodeOf(raw: string | null | undefined) {
  if (!raw) return { asked: false, code: null, error: null };
  try {
    return { asked: true, code: parseCouponCode(raw, 'couponCode'), error: null };
  } catch (error) {
    if (!(error instanceof DomainError)) throw error;
    return { asked: true, code: null, error };
  }
}

/** Loads the checkout context in one statement and prices it: the whole pricing path, outside Nest too (the demo seed). */
export async function priceWith(
  db: DataSource | EntityManager,
  request: PricingRequest,
  placement?: Omit<PlacementLookup, 'manager'>,
): Promise<{ context: CheckoutContext; priced: PricedCheckout }> {
  const coupon = couponCodeOf(request.couponCode);
  const context = await loadCheckoutContext(db, {
    ...lookupIds(request.items, request.samples),
    couponCode: coupon.code,
    country: request.country ?? null,
    customerId: placement?.customerId ?? request.customerId ?? null,
    addressId: placement?.addressId,
    idempotencyKey: placement?.idempotencyKey,
    codeMissKeys: request.codeMissKeys,
  });
  return { context, priced: priceCheckout(context, request, coupon) };
}

/** What a cart costs, decided in one place: quote, shipping calculation and order placement call this. */
@Injectable()
export class CheckoutPricer {
  constructor(@InjectDataSource() private readonly db: DataSource) {}

  price(request: PricingRequest, placement?: PlacementLookup): Promise<{ context: CheckoutContext; priced: PricedCheckout }> {
    return priceWith(placement?.manager ?? this.db, request, placement);
  }
}
