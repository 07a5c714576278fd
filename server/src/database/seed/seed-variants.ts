import type { DataSource, EntityManager } from 'typeorm';

/** A one-variant product's shelf as the seeds describe it (price, discount and weight come from the product row). */
export interface SeedShelf {
  productId: number;
  stock: number;
}

/**
 * Gives freshly inserted products their one variant (the `WRD-00042` SKU the shop always showed)
 * with the product's price, discount and weight, and sets the listing price range, in two
 * statements whatever the count.
 */
export async function addDefaultVariants(db: DataSource | EntityManager, shelves: readonly SeedShelf[]): Promise<void> {
  if (!shelves.length) return;
  const ids = shelves.map((s) => s.productId);
  await db.query(
    `INSERT INTO product_variants ("productId", sku, price, "isDiscounted", "discountValue", "finalPrice", stock, weight, "isDefault", "createdAt", "updatedAt")
     SELECT p.id, 'WRD-' || lpad(p.id::text, 5, '0'), p.price, p."isDiscounted", p."discountValue", p."finalPrice", s.stock, p.weight, true, p."createdAt", p."updatedAt"
     FROM unnest($1::int[], $2::int[]) AS s(id, stock) JOIN products p ON p.id = s.id ORDER BY p.id`,
    [ids, shelves.map((s) => s.stock)],
  );
  await db.query(`UPDATE products SET "minPrice" = "finalPrice", "maxPrice" = "finalPrice" WHERE id = ANY($1::int[])`, [ids]);
}
