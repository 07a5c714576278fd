import { toHalalas, toSar, weightShippingFee, type Halalas, type Localized, type ShippingOptionDto } from '@ward/shared';
import { DomainError } from '../common/domain-errors.js';

/** 422: a product without weight (SPEC.md §5) or no carrier for the country. */
export class ShippingError extends DomainError {
  constructor(key: 'shipping.incompleteProduct' | 'shipping.unavailable') {
    super(422, key);
  }
}

/** An active carrier's rate to a country, as pricing reads it. */
export interface RateFacts {
  id: number;
  carrier: { id: number; name: Localized; trackingUrlTemplate: string };
  /** SAR incl. VAT */
  firstKgFee: number;
  additionalKgFee: number;
  minDays: number;
  maxDays: number;
}

export interface ChosenRate {
  rate: RateFacts;
  /** the carrier's fee for this weight, before the free-shipping rule */
  fee: Halalas;
  /** every active carrier for the country, cheapest first */
  options: ShippingOptionDto[];
}

const feeOf = (rate: RateFacts, grams: number): Halalas =>
  weightShippingFee(grams, { firstKg: toHalalas(rate.firstKgFee), additionalKg: toHalalas(rate.additionalKgFee) });

/** The rate a parcel goes with: the requested carrier, or the cheapest (then fastest) one; 422 when none ships there. */
export function chooseRate(rates: readonly RateFacts[], grams: number, carrierId: number | null | undefined): ChosenRate {
  const sorted = [...rates].sort((a, b) => feeOf(a, grams) - feeOf(b, grams) || a.maxDays - b.maxDays || a.id - b.id);
  const rate = carrierId ? sorted.find((r) => r.carrier.id === carrierId) : sorted[0];
  if (!rate) throw new ShippingError('shipping.unavailable');
  return {
    rate,
    fee: feeOf(rate, grams),
    options: sorted.map((r) => ({
      carrier: { id: r.carrier.id, name: { ar: r.carrier.name.ar, en: r.carrier.name.en } },
      fee: toSar(feeOf(r, grams)),
      days: { min: r.minDays, max: r.maxDays },
    })),
  };
}
