/**
 * SQL fragments every product read shares, so a product and its variants (with a gift set's
 * contents and stock) come back in the one statement that reads the product: reading variants
 * adds no query anywhere (server/src/performance/query-count.test.ts).
 */

/**
 * What can be sold of a variant now is stated once, by the database view `variant_sellable_stock`
 * (`id`, `productId`, `isSample`, `stock`: its own stock, or for a gift set the whole sets its
 * components make; migration 1764380000271), and once in TypeScript (`sellableStock` in
 * @ward/shared, tested against the view). Every read below goes through the view: PostgreSQL
 * inlines it, and hashes the gift sets' ids once per statement so only sets run the subquery.
 */
export const SELLABLE_STOCK = 'variant_sellable_stock';

/** What can be sold of variant `v` now. */
export const sellableStock = (v: string) => `(SELECT ss.stock FROM ${SELLABLE_STOCK} ss WHERE ss.id = ${v}.id)`;

/** Every variant's sellable stock at once, as rows (`id`, `stock`), for reads over all variants (the dashboard's low stock). */
export const SELLABLE_STOCKS = `SELECT id, stock FROM ${SELLABLE_STOCK}`;

/** Whether any variant of product `p` can be sold now (its free sample vials do not count). */
export const productInStock = (p: string) =>
  `EXISTS (SELECT 1 FROM ${SELLABLE_STOCK} sv WHERE sv."productId" = ${p}.id AND NOT sv."isSample" AND sv.stock > 0)`;

/** The ids among `ids` (a subquery of product ids) with a variant that can be sold now (search's thousands of matches). */
export const productsInStock = (ids: string) => `
  SELECT DISTINCT v."productId" AS id FROM ${SELLABLE_STOCK} v
  WHERE v."productId" = ANY (ARRAY(${ids})) AND NOT v."isSample" AND v.stock > 0`;

/** The sum of what can be sold of product `p`'s variants (the back office's stock column; sample vials apart). */
export const productStockTotal = (p: string) =>
  `(SELECT coalesce(sum(tv.stock), 0)::int FROM ${SELLABLE_STOCK} tv WHERE tv."productId" = ${p}.id AND NOT tv."isSample")`;

const COMPONENTS = `coalesce((SELECT json_agg(json_build_object('variantId', cv.id, 'productId', cv."productId", 'quantity', ck.quantity,
    'sku', cv.sku, 'nameAr', cvp."nameAr", 'nameEn', cvp."nameEn", 'options', cv.options, 'productOptions', cvp.options) ORDER BY cv.id)
  FROM variant_components ck JOIN product_variants cv ON cv.id = ck."componentId" JOIN products cvp ON cvp.id = cv."productId"
  WHERE ck."setId" = v.id), '[]'::json)`;

/**
 * Whether variant `v` is a gift set: an uncorrelated IN, which PostgreSQL hashes once per
 * statement, so the two set-only subqueries below run for sets alone instead of twice for every
 * variant of every product a listing page shows (EXPLAIN: 298 → 156 buffers for 24 products of
 * three sizes; the same rows for every product). A variant that is no set sells its own stock
 * (the view's rule), so only sets look theirs up there.
 */
const IS_SET = (v: string) => `${v}.id IN (SELECT "setId" FROM variant_components)`;

/**
 * Every variant of product `p` as a JSON array, in the shop's order, its free sample vial among
 * them flagged `isSample` (the mapper takes it out of `variants`). Money as float8 (exact for numeric(12,2)).
 */
export const variantsJson = (p: string) => `(SELECT json_agg(json_build_object(
    'id', v.id, 'sku', v.sku, 'barcode', v.barcode, 'options', v.options, 'price', v.price::float8,
    'isDiscounted', v."isDiscounted", 'discountValue', v."discountValue", 'finalPrice', v."finalPrice"::float8,
    'stock', CASE WHEN ${IS_SET('v')} THEN ${sellableStock('v')} ELSE v.stock END, 'weight', v.weight, 'images', v.images,
    'isDefault', v."isDefault", 'isSample', v."isSample", 'components', CASE WHEN ${IS_SET('v')} THEN ${COMPONENTS} ELSE '[]'::json END)
    ORDER BY v.position, v.id)
  FROM product_variants v WHERE v."productId" = ${p}.id)`;

/**
 * The columns written on `products` from its variants (the default's price, discount and weight;
 * the range of final prices), recomputed for the given product ids in one statement after any
 * write to variants. Orders never call this: stock is not among them.
 */
export const REFRESH_PRODUCT_SUMMARY = `
  UPDATE products p SET price = d.price, "finalPrice" = d."finalPrice", "isDiscounted" = d."isDiscounted",
    "discountValue" = d."discountValue", weight = d.weight, "minPrice" = r.min, "maxPrice" = r.max, "updatedAt" = now()
  FROM (SELECT DISTINCT ON ("productId") "productId", price, "finalPrice", "isDiscounted", "discountValue", weight
        FROM product_variants WHERE "productId" = ANY($1::int[]) AND NOT "isSample" ORDER BY "productId", "isDefault" DESC, position, id) d,
       (SELECT "productId", min("finalPrice") AS min, max("finalPrice") AS max
        FROM product_variants WHERE "productId" = ANY($1::int[]) AND NOT "isSample" GROUP BY "productId") r
  WHERE p.id = d."productId" AND p.id = r."productId"`;
