import type { Language } from './constants.js';
import type { ImageDto, Localized } from './types.js';

/**
 * Product options and variants (issue 14): what a variant is called, which variant a choice of
 * option values names, what it costs per millilitre or gram. Pure functions; the server, the
 * storefront and the back office all use these.
 */

/**
 * What an option measures. `volume` values carry millilitres, `weight` values grams (a tola is
 * 11.66 g), `pack` values a count; `concentration` (extrait, EDP, EDT, perfume oil) and `other`
 * have no unit.
 */
export const OPTION_KINDS = ['volume', 'concentration', 'weight', 'pack', 'other'] as const;
export type OptionKind = (typeof OPTION_KINDS)[number];

/** The unit of an option kind's amounts, when it has one worth a "price per unit". */
export const OPTION_UNITS: Readonly<Record<OptionKind, 'ml' | 'g' | null>> = {
  volume: 'ml',
  weight: 'g',
  concentration: null,
  pack: null,
  other: null,
};

/** One tola of oud oil, in grams (the trade's measure in the Gulf). */
export const TOLA_GRAMS = 11.66;

export interface OptionValueDto {
  code: string;
  name: Localized;
  /** the value in its kind's unit (50 for 50 ml, 11.66 for a tola); null when it has none */
  amount: number | null;
}

export interface ProductOptionDto {
  code: string;
  kind: OptionKind;
  name: Localized;
  values: OptionValueDto[];
}

/** `{ size: '50ml', concentration: 'edp' }`: option code → value code. `{}` for a product without options. */
export type VariantOptions = Record<string, string>;

/** One thing a gift set holds: so many of another product's variant. */
export interface VariantComponentDto {
  variantId: number;
  productId: number;
  quantity: number;
  sku: string;
  name: Localized;
  /** the component's option labels ("50 ml · EDP"), null for a product without options */
  label: Localized | null;
}

export interface VariantDto {
  id: number;
  sku: string;
  barcode: string | null;
  options: VariantOptions;
  /** VAT-inclusive SAR */
  price: number;
  isDiscounted: boolean;
  /** percent 1–99, only when isDiscounted */
  discountValue: number | null;
  finalPrice: number;
  /** what can be sold now; for a gift set, how many sets its components make */
  stock: number;
  /** grams; null makes a shipping quote fail */
  weight: number | null;
  /** this variant's own pictures, shown first when it is chosen (the product's otherwise) */
  images: ImageDto[];
  isDefault: boolean;
  /** a gift set's contents; empty for a plain variant */
  components: VariantComponentDto[];
}

/** An option as bought: what the order item, the quote line and the invoice print. */
export interface OptionLabelDto {
  code: string;
  name: Localized;
  value: Localized;
}

export interface PriceRangeDto {
  /** the lowest final price among the variants */
  min: number;
  max: number;
}

/** The variant a shopper lands on: the default, else the first. */
export function defaultVariant<V extends Pick<VariantDto, 'isDefault'>>(variants: readonly V[]): V | undefined {
  return variants.find((v) => v.isDefault) ?? variants[0];
}

/** The variant with exactly these option values (every option of the product named), or undefined. */
export function variantWithOptions<V extends Pick<VariantDto, 'options'>>(
  variants: readonly V[],
  options: ProductOptionDto[],
  chosen: VariantOptions,
): V | undefined {
  if (Object.keys(chosen).length !== options.length) return undefined;
  return variants.find((v) => options.every((o) => Object.hasOwn(chosen, o.code) && v.options[o.code] === chosen[o.code]));
}

/** The variant a SKU names (case-insensitive, as SKUs are unique regardless of case). */
export function variantBySku<V extends Pick<VariantDto, 'sku'>>(variants: readonly V[], sku: string | null | undefined): V | undefined {
  if (!sku) return undefined;
  const wanted = sku.trim().toLowerCase();
  return variants.find((v) => v.sku.toLowerCase() === wanted);
}

/** The option values of a variant with their bilingual names, in the product's option order. */
export function optionLabels(options: readonly ProductOptionDto[], chosen: VariantOptions): OptionLabelDto[] {
  const labels: OptionLabelDto[] = [];
  for (const option of options) {
    const code = chosen[option.code];
    const value = option.values.find((v) => v.code === code);
    if (value) labels.push({ code: option.code, name: option.name, value: value.name });
  }
  return labels;
}

/** "50 ml · EDP" in one language; '' without options. */
export function labelText(labels: readonly OptionLabelDto[] | null | undefined, lang: Language): string {
  return (labels ?? []).map((l) => l.value[lang] || l.value.ar).join(' · ');
}

/** What names an order line as bought: its name, its option values and its SKU. */
export interface LineIdentity {
  name: Localized;
  optionLabels?: readonly OptionLabelDto[] | null;
  sku?: string | null;
}

/**
 * An order line's title in one language, "Rose musk — 100 ml · EDP (RM-100)": the one form every
 * page, print, mail and tax document names a line by, so two sizes of one product never read
 * alike. `sku: false` leaves the SKU out (the second language of a bilingual print).
 */
export function lineTitle(line: LineIdentity, lang: Language, { sku = true }: { sku?: boolean } = {}): string {
  const parts = lineTitleParts(line, lang);
  return `${parts.name}${sku && parts.sku ? ` (${parts.sku})` : ''}`;
}

/** The title's two parts, for a page that sets the SKU apart (left to right, unbroken, in right-to-left text). */
export function lineTitleParts(line: LineIdentity, lang: Language): { name: string; sku: string | null } {
  const label = labelText(line.optionLabels, lang);
  const name = line.name[lang] || line.name.ar;
  return { name: label ? `${name} — ${label}` : name, sku: line.sku || null };
}

/** The label in both languages, or null without options. */
export function localizedLabel(labels: readonly OptionLabelDto[] | null | undefined): Localized | null {
  return labels?.length ? { ar: labelText(labels, 'ar'), en: labelText(labels, 'en') } : null;
}

/** The product's lowest and highest final price. */
export function priceRangeOf(variants: ReadonlyArray<Pick<VariantDto, 'finalPrice'>>): PriceRangeDto {
  if (!variants.length) return { min: 0, max: 0 };
  const prices = variants.map((v) => v.finalPrice);
  return { min: Math.min(...prices), max: Math.max(...prices) };
}

/**
 * The price of one millilitre or gram of a variant, from the first option whose kind has a unit
 * and whose chosen value says how much (rounded to the halala); null when none does.
 */
export function pricePerUnit(
  options: readonly ProductOptionDto[],
  variant: Pick<VariantDto, 'options' | 'finalPrice'>,
): { unit: 'ml' | 'g'; price: number } | null {
  for (const option of options) {
    const unit = OPTION_UNITS[option.kind];
    const amount = option.values.find((v) => v.code === variant.options[option.code])?.amount;
    if (unit && amount && amount > 0) return { unit, price: Math.round((variant.finalPrice * 100) / amount) / 100 };
  }
  return null;
}

/** Whether any variant can be sold now (a product card's "sold out" is all of them sold out). */
export function anyInStock(variants: ReadonlyArray<Pick<VariantDto, 'stock'>>): boolean {
  return variants.some((v) => v.stock > 0);
}
