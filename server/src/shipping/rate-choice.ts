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

/** A rate's terms as this order pays them (`shelf`: an export's rates lose their VAT, see shelfRule). */
export const rateTerms = (rate: RateFacts, shelf: (gross: Halalas) => Halalas = (g) => g) => ({
  firstKg: shelf(toHalalas(rate.firstKgFee)),
  additionalKg: shelf(toHalalas(rate.additionalKgFee)),
});

/**
 * The rate a parcel goes with: the requested carrier, or the cheapest (then fastest) one; 422 when
 * none ships there. Fees are as `shelf` prices them (an export's without VAT).
 */
export function chooseRate(
  rates: readonly RateFacts[],
  grams: number,
  carrierId: number | null | undefined,
  shelf: (gross: Halalas) => Halalas = (g) => g,
): ChosenRate {
  const feeOf = (rate: RateFacts): Halalas => weightShippingFee(grams, rateTerms(rate, shelf));
  const sorted = [...rates].sort((a, b) => feeOf(a) - feeOf(b) || a.maxDays - b.maxDays || a.id - b.id);
  const rate = carrierId ? sorted.find((r) => r.carrier.id === carrierId) : sorted[0];
  if (!rate) throw new ShippingError('shipping.unavailable');
  return {
    rate,
    fee: feeOf(rate),
    options: sorted.map((r) => ({
      carrier: { id: r.carrier.id, name: { ar: r.carrier.name.ar, en: r.carrier.name.en } },
      fee: toSar(feeOf(r)),
      days: { min: r.minDays, max: r.maxDays },
    })),
  };
}
