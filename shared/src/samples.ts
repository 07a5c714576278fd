import type { Localized } from './types.js';
import type { ImageDto } from './types.js';

/**
 * Free samples (issue 14 §2): a product may offer a sample vial, its own stock-keeping unit (a
 * 2 ml vial is not taken from a 100 ml bottle); at checkout the shopper picks up to the shop's
 * `maxSamplesPerOrder` of them; each becomes an order line at 0 that takes the vial's stock.
 */

/** Samples a request may name at most, whatever the setting (the setting's own ceiling too). */
export const MAX_SAMPLES_CEILING = 10;

/** A product's sample as the product answer carries it (`null`: the product offers none). */
export interface ProductSampleDto {
  variantId: number;
  sku: string;
  stock: number;
  /** grams, for the parcel */
  weight: number | null;
}

/** `GET /api/samples`: a sample the shopper can choose at checkout now (in stock). */
export interface SampleOfferDto {
  productId: number;
  name: Localized;
  image: ImageDto | null;
}

/** `GET /api/samples`: what checkout offers now. */
export interface SampleOffersDto {
  /** samples one order may have (0: the shop offers none now) */
  max: number;
  items: SampleOfferDto[];
}

/** Why a sample asked for cannot be had. */
export type SampleProblem = 'notOffered' | 'outOfStock' | 'duplicate';

/** A sample as the quote reports it. */
export interface QuoteSampleDto {
  productId: number;
  /** null when the product offers no sample */
  variantId: number | null;
  sku: string | null;
  name: Localized | null;
  image: ImageDto | null;
  problem: SampleProblem | null;
  /** translated problem */
  message: string | null;
}

/** The words an order line that is a sample carries as bought ("عينة مجانية: …"), in every place lines are shown. */
export const SAMPLE_LINE_PREFIX: Localized = { ar: 'عينة مجانية', en: 'Free sample' };

export const sampleLineName = (name: Localized): Localized => ({
  ar: `${SAMPLE_LINE_PREFIX.ar}: ${name.ar}`,
  en: `${SAMPLE_LINE_PREFIX.en}: ${name.en}`,
});
