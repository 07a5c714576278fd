import {
  describedByVariants,
  productFinalPrice,
  type Language,
  type MessageKey,
  type ProductInput,
  type ProductOptionInput,
  type VariantInput,
} from '@ward/shared';
import type { EntityManager } from 'typeorm';
import { BadInputError, ConflictError } from '../../common/domain-errors.js';
import { sqlRows } from '../../database/sql-rows.js';
import { ProductVariant } from './product-variant.entity.js';
import { REFRESH_PRODUCT_SUMMARY } from './variant-sql.js';

type FieldErrors = Record<string, MessageKey>;

/** A variant held by another product's gift set: its SKU and the set's names (the 409 names them). */
export interface HeldBySet {
  sku: string;
  nameAr: string;
  nameEn: string;
}

/**
 * A product's variants as the form sends them, or today's one-variant fields turned into one (a
 * product without options: its top-level fields win over the variant a client read and sent back).
 */
export function variantsOf(input: ProductInput, existing: Array<{ id: number; sku: string }>, fallbackSku: string): VariantInput[] {
  if (input.variants && describedByVariants(input)) return input.variants;
  if (!input.variants && existing.length > 1) throw new BadInputError('error.validation', { variants: 'variant.required' });
  const sent = input.variants?.[0];
  return [
    {
      id: sent ? sent.id : existing[0]?.id,
      sku: sent?.sku ?? existing[0]?.sku ?? fallbackSku,
      barcode: sent?.barcode ?? null,
      options: {},
      price: input.price!,
      isDiscounted: input.isDiscounted,
      discountValue: input.discountValue,
      stock: input.stock ?? sent?.stock ?? 0,
      weight: input.weight === undefined ? (sent?.weight ?? null) : input.weight,
      images: sent?.images ?? [],
      isDefault: true,
      components: input.components ?? sent?.components ?? [],
    },
  ];
}

/**
 * A product without options sends its set's contents as `components` (beside `price` and
 * `stock`): field errors about its one variant's contents are moved there, where the form shows them.
 */
export function onTopLevelComponents(error: unknown, input: ProductInput): unknown {
  if (!(error instanceof BadInputError) || !input.components || describedByVariants(input)) return error;
  const fields = Object.fromEntries(Object.entries(error.fields).map(([k, v]) => [k.replace(/^variants\.0\.components/, 'components'), v]));
  return new BadInputError(error.messageKey, fields, error.params);
}

/** The SKU a product gets when none is given: the `WRD-00042` the storefront always showed. */
export const defaultSku = (productId: number) => `WRD-${String(productId).padStart(5, '0')}`;

/**
 * Checks what only the database knows: variant ids of this product, SKUs free across the shop,
 * gift-set components that exist, variants about to be removed that no other set holds.
 */
async function check(
  m: EntityManager,
  productId: number,
  variants: VariantInput[],
  removed: number[],
  own: Set<number>,
  lang: Language,
): Promise<void> {
  const errors: FieldErrors = {};
  variants.forEach((v, i) => {
    if (v.id !== undefined && !own.has(v.id)) errors[`variants.${i}.id`] = 'variant.notFound';
  });
  const taken: Array<{ sku: string }> = await m.query(
    `SELECT lower(sku) AS sku FROM product_variants WHERE lower(sku) = ANY($1::text[]) AND ("productId" <> $2 OR "isSample")`,
    [variants.map((v) => v.sku.toLowerCase()), productId],
  );
  const takenSkus = new Set(taken.map((t) => t.sku));
  variants.forEach((v, i) => takenSkus.has(v.sku.toLowerCase()) && (errors[`variants.${i}.sku`] = 'variant.skuTaken'));
  const wanted = [...new Set(variants.flatMap((v) => v.components.map((c) => c.variantId)))];
  const found: Array<{ id: number; productId: number }> = wanted.length
    ? await m.query(
        `SELECT id, "productId" FROM product_variants WHERE id = ANY($1::int[]) AND NOT (id = ANY($2::int[])) AND NOT "isSample"`,
        [wanted, removed],
      )
    : [];
  const productOf = new Map(found.map((f) => [f.id, f.productId]));
  variants.forEach((v, i) =>
    v.components.forEach((c, j) => {
      const owner = productOf.get(c.variantId);
      // a set is made of other products: its own variants would count their stock twice
      if (owner === productId) errors[`variants.${i}.components.${j}.variantId`] = 'variant.componentSameProduct';
      else if (owner === undefined) errors[`variants.${i}.components.${j}.variantId`] = 'variant.componentMissing';
    }),
  );
  if (Object.keys(errors).length) throw new BadInputError('error.validation', errors);
  if (!removed.length) return;
  const [held] = await sqlRows<HeldBySet>(
    m,
    `SELECT c.sku, sp."nameAr", sp."nameEn" FROM variant_components k
       JOIN product_variants c ON c.id = k."componentId" JOIN product_variants s ON s.id = k."setId" JOIN products sp ON sp.id = s."productId"
     WHERE k."componentId" = ANY($1::int[]) AND s."productId" <> $2 LIMIT 1`,
    [removed, productId],
  );
  if (held) throw new ConflictError('variant.usedInSet', { sku: held.sku, set: lang === 'en' ? held.nameEn : held.nameAr });
}

/** After writing: no set may hold another set (either side may have changed in this save). */
async function refuseNestedSets(m: EntityManager, ids: number[], variants: VariantInput[], idOf: number[]): Promise<void> {
  const [nested] = await sqlRows<{ setId: number; componentId: number }>(
    m,
    `SELECT a."setId", a."componentId" FROM variant_components a
     WHERE (a."setId" = ANY($1::int[]) OR a."componentId" = ANY($1::int[]))
       AND EXISTS (SELECT 1 FROM variant_components b WHERE b."setId" = a."componentId") LIMIT 1`,
    [ids],
  );
  if (!nested) return;
  const i = idOf.indexOf(nested.setId);
  const j = i >= 0 ? variants[i].components.findIndex((c) => c.variantId === nested.componentId) : -1;
  const at = i >= 0 ? `variants.${i}.components.${j}.variantId` : `variants.${idOf.indexOf(nested.componentId)}.components`;
  throw new BadInputError('error.validation', { [at]: 'variant.componentIsSet' });
}

function columnsOf(v: VariantInput, productId: number, position: number, isDefault: boolean): Partial<ProductVariant> {
  const discountValue = v.isDiscounted ? (v.discountValue ?? null) : null;
  return {
    productId,
    sku: v.sku,
    barcode: v.barcode ?? null,
    options: v.options,
    price: v.price,
    isDiscounted: v.isDiscounted,
    discountValue,
    finalPrice: productFinalPrice({ price: v.price, isDiscounted: v.isDiscounted, discountValue }),
    weight: v.weight ?? null,
    images: v.images,
    isDefault,
    position,
  };
}

/** The stock a saved variant is to have (written by the inventory): a gift set keeps 0, its components' stock is what counts. */
export const stockToWrite = (v: VariantInput): number => (v.components.length ? 0 : v.stock);

/**
 * Writes a product's options and variants in the caller's transaction: updates the ones it
 * keeps, adds the new ones (with no stock), removes the rest, rewrites gift-set contents and the
 * product's summary columns. Bad references are refused with field errors before anything is
 * written. Answers the variants' ids, in the order of `variants`, for the inventory to write
 * their stock (stockToWrite).
 */
export async function writeVariants(
  m: EntityManager,
  productId: number,
  options: ProductOptionInput[],
  variants: VariantInput[],
  lang: Language = 'ar',
): Promise<number[]> {
  // the free sample vial is written apart (sample-writer.ts)
  const current: Array<{ id: number }> = await m.query(`SELECT id FROM product_variants WHERE "productId" = $1 AND NOT "isSample"`, [
    productId,
  ]);
  const own = new Set(current.map((c) => c.id));
  const kept = new Set(variants.flatMap((v) => (v.id === undefined ? [] : [v.id])));
  const removed = [...own].filter((id) => !kept.has(id));
  await check(m, productId, variants, removed, own, lang);

  const repo = m.getRepository(ProductVariant);
  if (removed.length) await m.query(`DELETE FROM variant_components WHERE "setId" = ANY($1::int[])`, [removed]);
  if (removed.length) await m.query(`DELETE FROM product_variants WHERE id = ANY($1::int[])`, [removed]);
  // free the unique SKUs, option values and default of the kept ones, so a save may swap them
  if (kept.size)
    await m.query(
      `UPDATE product_variants SET sku = 'swap.' || id, options = jsonb_build_object('~swap', id), "isDefault" = false WHERE id = ANY($1::int[])`,
      [[...kept]],
    );
  const defaultAt = Math.max(
    0,
    variants.findIndex((v) => v.isDefault),
  );
  const ids: number[] = [];
  for (const [i, v] of variants.entries()) {
    const columns = columnsOf(v, productId, i, i === defaultAt);
    if (v.id !== undefined) {
      await repo.update(v.id, columns);
      ids.push(v.id);
    } else ids.push((await repo.insert(columns)).identifiers[0].id as number);
  }
  await m.query(`UPDATE products SET options = $2 WHERE id = $1`, [productId, JSON.stringify(options)]);
  await m.query(`DELETE FROM variant_components WHERE "setId" = ANY($1::int[])`, [ids]);
  const parts = variants.flatMap((v, i) => v.components.map((c) => [ids[i], c.variantId, c.quantity]));
  if (parts.length)
    await m.query(
      `INSERT INTO variant_components ("setId", "componentId", quantity) SELECT * FROM unnest($1::int[], $2::int[], $3::int[])`,
      [parts.map((p) => p[0]), parts.map((p) => p[1]), parts.map((p) => p[2])],
    );
  await refuseNestedSets(m, ids, variants, ids);
  await m.query(REFRESH_PRODUCT_SUMMARY, [[productId]]);
  return ids;
}
