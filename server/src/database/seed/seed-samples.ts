import type { DataSource } from 'typeorm';
import { writeSample } from '../../catalog/variants/sample-writer.js';
import { setStock } from '../../inventory/stock-writes.js';
import { sqlRows } from '../sql-rows.js';

/** Perfumes (and one oud oil) that offer a 2 ml sample vial in the demo shop, by name, with the vials on the shelf. */
const WITH_SAMPLES: Array<[nameEn: string, stock: number]> = [
  ['Oud Al Layl', 40],
  ['Rose Musk', 40],
  ['Amber Absolute', 25],
  ['Aged Cambodian Oud Oil', 15],
];

/** Also the first perfumes of the plain catalogue (men's and women's): a shop shows a handful of samples. */
const MORE_PERFUMES = 4;

/**
 * Free samples in the demo shop (issue 14 §2): several perfumes get a sample vial (own SKU
 * `<default SKU>-S`, 8 g), so checkout offers samples from the first visit (the default setting
 * allows 2 per order).
 */
export async function seedSamples(db: DataSource): Promise<void> {
  const products = await sqlRows<{ id: number; sku: string; stock: number }>(
    db,
    `(SELECT p.id, v.sku, w.stock FROM products p JOIN product_variants v ON v."productId" = p.id AND v."isDefault"
        JOIN unnest($1::text[], $2::int[]) AS w(name, stock) ON w.name = p."nameEn")
     UNION ALL
     (SELECT p.id, v.sku, 30 FROM products p JOIN categories c ON c.id = p."categoryId"
        JOIN product_variants v ON v."productId" = p.id AND v."isDefault"
      WHERE c."nameEn" IN ('Men''s Perfumes', 'Women''s Perfumes') AND NOT p."nameEn" = ANY($1::text[])
      ORDER BY p.id LIMIT ${MORE_PERFUMES})`,
    [WITH_SAMPLES.map((w) => w[0]), WITH_SAMPLES.map((w) => w[1])],
  );
  for (const p of products) {
    const vial = await writeSample(db.manager, p.id, { sku: `${p.sku}-S`, stock: p.stock, weight: 8 });
    await setStock(db, [{ variantId: vial!, stock: p.stock }], { reason: 'opening' });
  }
}
