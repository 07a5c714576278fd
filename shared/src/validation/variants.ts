import { z } from 'zod';
import { OPTION_KINDS } from '../variants.js';
import { imageRefSchema } from './images.js';
import { id, money, nonNegativeInt } from './rules.js';

/**
 * The back office's options and variants (issue 14), checked once here for the product form,
 * the admin API and the CSV import. Codes are what URLs, carts and CSV files use; names are
 * what shoppers read.
 */

export const MAX_OPTIONS = 3;
export const MAX_OPTION_VALUES = 30;
export const MAX_VARIANTS = 100;
export const MAX_SET_COMPONENTS = 10;
export const MAX_COMPONENT_QUANTITY = 20;

/** `size`, `50ml`, `half-tola`: lower-case letters, digits, `.`, `_`, `-`. */
export const OPTION_CODE_PATTERN = /^[a-z0-9][a-z0-9._-]{0,31}$/;
/** Letters, digits and `.`, `_`, `-`, `/` (unique across the shop, whatever the case). */
export const SKU_PATTERN = /^[A-Za-z0-9][A-Za-z0-9._/-]{0,63}$/;
/** GTIN-8, UPC-A (12), EAN-13 or GTIN-14. */
export const BARCODE_PATTERN = /^(?:\d{8}|\d{12,14})$/;

const code = () =>
  z
    .string({ error: 'validation.required' })
    .trim()
    .toLowerCase()
    .min(1, { error: 'validation.required', abort: true })
    .regex(OPTION_CODE_PATTERN, { error: 'variant.code' });

/** An option's or value's name: short, both languages. */
const label = () =>
  z.object({
    ar: z
      .string({ error: 'validation.required' })
      .trim()
      .min(1, { error: 'validation.required' })
      .max(60, { error: 'validation.maxLength' }),
    en: z
      .string({ error: 'validation.required' })
      .trim()
      .min(1, { error: 'validation.required' })
      .max(60, { error: 'validation.maxLength' }),
  });

export const optionValueSchema = z.object({
  code: code(),
  name: label(),
  /** millilitres for a volume, grams for a weight, a count for a pack */
  amount: z
    .number({ error: 'validation.number' })
    .finite({ error: 'validation.number' })
    .positive({ error: 'validation.positive' })
    .max(100_000, { error: 'validation.max' })
    .nullable()
    .optional()
    .transform((v) => v ?? null),
});

export const productOptionSchema = z
  .object({
    code: code(),
    kind: z.enum(OPTION_KINDS, { error: 'validation.oneOf' }).default('other'),
    name: label(),
    values: z
      .array(optionValueSchema, { error: 'validation.required' })
      .min(1, { error: 'variant.valuesRequired' })
      .max(MAX_OPTION_VALUES, { error: 'validation.max' }),
  })
  .superRefine((o, ctx) => {
    const seen = new Set<string>();
    o.values.forEach((v, i) => {
      if (seen.has(v.code)) ctx.addIssue({ code: 'custom', path: ['values', i, 'code'], message: 'variant.duplicateValue' });
      seen.add(v.code);
    });
  });
export type ProductOptionInput = z.infer<typeof productOptionSchema>;

export const componentSchema = z.object({
  variantId: id(),
  quantity: z
    .number({ error: 'validation.number' })
    .int({ error: 'validation.integer' })
    .min(1, { error: 'validation.quantityMin' })
    .max(MAX_COMPONENT_QUANTITY, { error: 'validation.max' }),
});

const discountField = z.number({ error: 'validation.number' }).nullable().optional();
/** The discount rules run on an object whose flag is not a string (a null or non-object variant has its own error). */
const flagIsBoolean = (payload: { value: unknown }) =>
  typeof payload.value === 'object' &&
  payload.value !== null &&
  typeof (payload.value as { isDiscounted?: unknown }).isDiscounted !== 'string';

type Discount = { isDiscounted?: boolean; discountValue?: number | null };

/**
 * The discount rules of a variant (a percentage 1–99, only when discounted), on any object schema
 * with `isDiscounted` and `discountValue`: the variant form and the bulk edit share them.
 */
export function withDiscountRules<T extends z.ZodObject<{ isDiscounted: z.ZodType; discountValue: z.ZodType }>>(schema: T): T {
  return schema
    .refine(
      (value) => {
        const v = (value ?? {}) as Discount;
        return v.isDiscounted || v.discountValue === null || v.discountValue === undefined || v.discountValue === 0;
      },
      {
        path: ['discountValue'],
        message: 'validation.discountNotEnabled',
        when: flagIsBoolean,
      },
    )
    .refine(
      (value) => {
        const v = (value ?? {}) as Discount;
        return (
          !v.isDiscounted || (Number.isInteger(v.discountValue) && (v.discountValue as number) >= 1 && (v.discountValue as number) <= 99)
        );
      },
      { path: ['discountValue'], message: 'validation.discountRange', when: flagIsBoolean },
    );
}

/** A variant's discount on its own (the bulk edit sets it on every variant). */
export const discountSchema = withDiscountRules(z.strictObject({ isDiscounted: z.boolean(), discountValue: discountField }));

export const variantInputSchema = withDiscountRules(
  z.object({
    /** an existing variant of this product; none: a new one */
    id: id().optional(),
    sku: z
      .string({ error: 'validation.required' })
      .trim()
      .min(1, { error: 'validation.required', abort: true })
      .regex(SKU_PATTERN, { error: 'variant.sku' }),
    barcode: z
      .string()
      .trim()
      .regex(BARCODE_PATTERN, { error: 'variant.barcode' })
      .or(z.literal(''))
      .nullable()
      .optional()
      .transform((v) => v || null),
    options: z.record(z.string(), z.string({ error: 'validation.invalid' })).default({}),
    price: money(),
    isDiscounted: z.boolean().default(false),
    discountValue: discountField,
    /** ignored for a gift set: its stock is what its components make */
    stock: nonNegativeInt().default(0),
    weight: nonNegativeInt(100_000).nullable().optional(),
    images: z.array(imageRefSchema).max(12).default([]),
    isDefault: z.boolean().default(false),
    /** a gift set's contents: other products' variants */
    components: z.array(componentSchema).max(MAX_SET_COMPONENTS, { error: 'validation.max' }).default([]),
  }),
);
export type VariantInput = z.infer<typeof variantInputSchema>;

type Issue = { path: Array<string | number>; message: string };

/**
 * The rules across a product's options and variants: option codes unique; every variant names a
 * value of every option and nothing else; no two variants alike; SKUs not repeated; one default
 * at most; a product without options has one variant; a set holds each component once.
 */
export function variantStructureIssues(options: ProductOptionInput[], variants: VariantInput[]): Issue[] {
  const issues: Issue[] = [];
  const codes = new Set<string>();
  options.forEach((o, i) => {
    if (codes.has(o.code)) issues.push({ path: ['options', i, 'code'], message: 'variant.duplicateOption' });
    codes.add(o.code);
  });
  if (!options.length && variants.length > 1) issues.push({ path: ['variants'], message: 'variant.oneWithoutOptions' });
  const combinations = new Set<string>();
  const skus = new Set<string>();
  let defaults = 0;
  variants.forEach((v, i) => {
    const keys = Object.keys(v.options);
    const named = keys.length === options.length && options.every((o) => o.values.some((value) => value.code === v.options[o.code]));
    if (!named) issues.push({ path: ['variants', i, 'options'], message: 'variant.optionsMismatch' });
    const combination = JSON.stringify(options.map((o) => v.options[o.code]));
    if (named && combinations.has(combination)) issues.push({ path: ['variants', i, 'options'], message: 'variant.duplicateCombination' });
    combinations.add(combination);
    const sku = v.sku.toLowerCase();
    if (skus.has(sku)) issues.push({ path: ['variants', i, 'sku'], message: 'variant.skuRepeated' });
    skus.add(sku);
    if (v.isDefault && ++defaults > 1) issues.push({ path: ['variants', i, 'isDefault'], message: 'variant.oneDefault' });
    const parts = new Set<number>();
    v.components.forEach((c, j) => {
      if (c.variantId === v.id)
        issues.push({ path: ['variants', i, 'components', j, 'variantId'], message: 'variant.componentSameProduct' });
      else if (parts.has(c.variantId))
        issues.push({ path: ['variants', i, 'components', j, 'variantId'], message: 'variant.componentRepeated' });
      parts.add(c.variantId);
    });
  });
  return issues;
}

export const optionsListSchema = z.array(productOptionSchema).max(MAX_OPTIONS, { error: 'validation.max' }).default([]);
export const variantsListSchema = z
  .array(variantInputSchema)
  .min(1, { error: 'variant.required' })
  .max(MAX_VARIANTS, { error: 'validation.max' });
