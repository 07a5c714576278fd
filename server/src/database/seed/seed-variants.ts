import { productFinalPrice } from '@ward/shared';
import type { DataSource, EntityManager } from 'typeorm';
import { setStock } from '../../inventory/stock-writes.js';
import { sqlRows } from '../sql-rows.js';

/** A one-variant product's shelf as the seeds describe it (price, discount and weight come from the product row). */
export interface SeedShelf {
  productId: number;
  stock: number;
}

/**
 * Gives freshly inserted products their one variant (the `WRD-00042` SKU the shop always showed)
 * with the product's price, discount and weight, and sets the listing price range, in three
 * statements whatever the count (the stock through the inventory, recorded as `opening`).
 */
export async function addDefaultVariants(db: DataSource | EntityManager, shelves: readonly SeedShelf[]): Promise<void> {
  if (!shelves.length) return;
  const ids = shelves.map((s) => s.productId);
  const variants = await sqlRows<{ id: number; productId: number }>(
    db,
    `INSERT INTO product_variants ("productId", sku, price, "isDiscounted", "discountValue", "finalPrice", weight, "isDefault", "createdAt", "updatedAt")
     SELECT p.id, 'WRD-' || lpad(p.id::text, 5, '0'), p.price, p."isDiscounted", p."discountValue", p."finalPrice", p.weight, true, p."createdAt", p."updatedAt"
     FROM products p WHERE p.id = ANY($1::int[]) ORDER BY p.id RETURNING id, "productId"`,
    [ids],
  );
  const stockOf = new Map(shelves.map((s) => [s.productId, s.stock]));
  await setStock(
    db,
    variants.map((v) => ({ variantId: v.id, stock: stockOf.get(v.productId)! })),
    { reason: 'opening' },
  );
  await db.query(`UPDATE products SET "minPrice" = "finalPrice", "maxPrice" = "finalPrice" WHERE id = ANY($1::int[])`, [ids]);
}

/** A bench product's shelf: what its default (middle) size costs, its discount, weight and stock. */
export interface SizedShelf extends SeedShelf {
  price: number;
  isDiscounted: boolean;
  discountValue: number | null;
  weight: number;
}

/** The three sizes a bulk (bench) perfume comes in: [ml, price factor against the default 50 ml]. */
const BULK_SIZES: Array<[number, number]> = [
  [30, 0.65],
  [50, 1],
  [100, 1.7],
];
export const BULK_SIZE_ML = BULK_SIZES.map(([ml]) => ml);

/**
 * Gives freshly inserted products three size variants (30, 50 and 100 ml; the 50 ml one is the
 * default and keeps the `WRD-00042` SKU and the product row's price) and sets the product's size
 * option and listing price range, in four statements whatever the count (the stock through the
 * inventory, recorded as `opening`).
 */
export async function addSizeVariants(db: DataSource | EntityManager, shelves: readonly SizedShelf[], sizeOption: unknown): Promise<void> {
  if (!shelves.length) return;
  const rows = shelves.flatMap((s, k) =>
    BULK_SIZES.map(([ml, factor], position) => {
      const price = Math.round(s.price * factor * 100) / 100;
      return {
        productId: s.productId,
        suffix: ml === 50 ? '' : `-${ml}`,
        options: JSON.stringify({ size: `${ml}ml` }),
        price,
        finalPrice: productFinalPrice({ price, isDiscounted: s.isDiscounted, discountValue: s.discountValue }),
        // the sizes sell out at different times: the small one often, the large one rarely
        stock: position === 1 ? s.stock : position === 0 ? (k % 4 === 0 ? 0 : s.stock + 7) : s.stock * 2,
        weight: Math.round(s.weight * factor),
        position,
      };
    }),
  );
  const column = <K extends keyof (typeof rows)[number]>(key: K) => rows.map((r) => r[key]);
  const variants = await sqlRows<{ id: number; productId: number; position: number }>(
    db,
    `INSERT INTO product_variants ("productId", sku, options, price, "isDiscounted", "discountValue", "finalPrice", weight, "isDefault", position, "createdAt", "updatedAt")
     SELECT p.id, 'WRD-' || lpad(p.id::text, 5, '0') || r.suffix, r.options::jsonb, r.price, p."isDiscounted", p."discountValue", r.final, r.weight,
       r.position = 1, r.position, p."createdAt", p."updatedAt"
     FROM unnest($1::int[], $2::text[], $3::text[], $4::numeric[], $5::numeric[], $6::int[], $7::int[])
       AS r(id, suffix, options, price, final, weight, position)
     JOIN products p ON p.id = r.id ORDER BY p.id, r.position
     RETURNING id, "productId", position`,
    [column('productId'), column('suffix'), column('options'), column('price'), column('finalPrice'), column('weight'), column('position')],
  );
  const stockOf = new Map(rows.map((r) => [`${r.productId}:${r.position}`, r.stock]));
  await setStock(
    db,
    variants.map((v) => ({ variantId: v.id, stock: stockOf.get(`${v.productId}:${v.position}`)! })),
    { reason: 'opening' },
  );
  await db.query(
    `UPDATE products p SET options = $2::jsonb, "minPrice" = v.min, "maxPrice" = v.max
     FROM (SELECT "productId", min("finalPrice") AS min, max("finalPrice") AS max FROM product_variants
           WHERE "productId" = ANY($1::int[]) AND NOT "isSample" GROUP BY "productId") v
     WHERE p.id = v."productId"`,
    [shelves.map((s) => s.productId), JSON.stringify([sizeOption])],
  );
}
