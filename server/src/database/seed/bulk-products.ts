import { productFinalPrice, searchKey } from '@ward/shared';
import type { DataSource } from 'typeorm';
import type { WardConfig } from '../../config/config.js';
import { reindexProducts } from '../../catalog/search/search-index.js';
import { imageMaker, seedStock } from './catalog.js';
import type { ArtKind } from './product-art.js';
import { addSizeVariants, BULK_SIZE_ML } from './seed-variants.js';
import { SIZE } from './variant-catalog.js';
import { sqlRows } from '../sql-rows.js';

const ADJECTIVES: Array<[string, string]> = [
  ['الملكي', 'Royal'],
  ['الفاخر', 'Luxury'],
  ['الأصيل', 'Authentic'],
  ['الذهبي', 'Golden'],
  ['المعتق', 'Aged'],
  ['الناعم', 'Soft'],
  ['الليلي', 'Night'],
  ['الصحراوي', 'Desert'],
  ['الخليجي', 'Gulf'],
  ['النادر', 'Rare'],
  ['الأبيض', 'White'],
  ['الأسود', 'Black'],
  ['الوردي', 'Rosy'],
  ['الشرقي', 'Oriental'],
  ['الفريد', 'Unique'],
];
const NOUNS: Array<[string, string, ArtKind]> = [
  ['عطر عنبر', 'Amber Perfume', 'bottle'],
  ['دهن عود', 'Oud Oil', 'oil'],
  ['بخور معمول', 'Muattar Bakhoor', 'bakhoor'],
  ['مسك', 'Musk', 'musk'],
  ['عود كمبودي', 'Cambodian Oud', 'oud'],
  ['طقم هدية', 'Gift Set', 'gift'],
  ['عطر ورد طائفي', 'Taif Rose Perfume', 'bottle'],
  ['زيت زعفران', 'Saffron Oil', 'oil'],
  ['دخون', 'Dukhoon', 'bakhoor'],
  ['عطر صندل', 'Sandalwood Perfume', 'bottle'],
  ['عود هندي', 'Indian Oud', 'oud'],
  ['مسك الغزال', 'Deer Musk', 'musk'],
];
const ORIGINS: Array<[string, string]> = [
  ['من الرياض', 'of Riyadh'],
  ['من جدة', 'of Jeddah'],
  ['من الطائف', 'of Taif'],
  ['من دبي', 'of Dubai'],
  ['من مسقط', 'of Muscat'],
  ['من الدوحة', 'of Doha'],
  ['من الكويت', 'of Kuwait'],
  ['من المنامة', 'of Manama'],
];

/**
 * Adds `count` generated bilingual products (for benchmarks): combinations of kind, adjective
 * and origin, spread over the existing categories, inserted 1,000 at a time, each in three sizes
 * (issue 14's bench: 10,000 products × 3 variants).
 */
export async function seedBulkProducts(db: DataSource, config: WardConfig, count: number): Promise<number> {
  const categories = await sqlRows<{ id: number }>(db, `SELECT id FROM categories ORDER BY id`);
  if (!categories.length) throw new Error('no categories: start the shop once (demo seed) or create categories first');
  const image = imageMaker(config);
  const [{ max }] = await sqlRows<{ max: number }>(db, `SELECT coalesce(max(id), 0)::int AS max FROM products`);
  for (let start = 0; start < count; start += 1000) {
    const rows: unknown[][] = [];
    const shelves: Array<{ price: number; isDiscounted: boolean; discountValue: number | null; weight: number }> = [];
    for (let i = start; i < Math.min(count, start + 1000); i++) {
      const n = max + i + 1;
      const [nounAr, nounEn, art] = NOUNS[i % NOUNS.length];
      const [adjAr, adjEn] = ADJECTIVES[Math.floor(i / NOUNS.length) % ADJECTIVES.length];
      const [orAr, orEn] = ORIGINS[Math.floor(i / (NOUNS.length * ADJECTIVES.length)) % ORIGINS.length];
      const nameAr = `${nounAr} ${adjAr} ${orAr} ${n}`;
      const nameEn = `${adjEn} ${nounEn} ${orEn} ${n}`;
      const descAr = `${nameAr}: تركيبة مختارة بعناية تدوم طويلاً وتناسب أجواء الخليج، مثالية للهدايا والمناسبات.`;
      const descEn = `${nameEn}: a carefully chosen blend that lasts and suits the Gulf climate, ideal as a gift.`;
      const price = 25 + ((i * 37) % 4000) + (i % 100) / 100;
      const isDiscounted = i % 6 === 0;
      const discountValue = isDiscounted ? 5 + (i % 40) : null;
      const images = [await image(art, i)];
      const weight = 50 + (i % 20) * 50;
      shelves.push({ price, isDiscounted, discountValue, weight });
      rows.push([
        nameAr,
        nameEn,
        descAr,
        descEn,
        price,
        productFinalPrice({ price, isDiscounted, discountValue }),
        categories[i % categories.length].id,
        JSON.stringify(images),
        weight,
        i % 9 === 0,
        isDiscounted,
        discountValue,
        searchKey(`${nameAr} ${nameEn}`),
        searchKey(`${descAr} ${descEn}`),
      ]);
    }
    const params: unknown[] = [];
    const values = rows.map((row) => `(${row.map((v) => `$${params.push(v)}`).join(',')})`).join(',');
    const stocks = rows.map((_, k) => seedStock(start + k));
    const inserted = await sqlRows<{ id: number }>(
      db,
      `INSERT INTO products ("nameAr","nameEn","descriptionAr","descriptionEn",price,"finalPrice","categoryId",images,weight,"isFeatured","isDiscounted","discountValue","searchName","searchText") VALUES ${values} RETURNING id`,
      params,
    );
    await addSizeVariants(
      db,
      inserted.map(({ id }, k) => {
        return { productId: id, stock: stocks[k], ...shelves[k] };
      }),
      SIZE(...BULK_SIZE_ML),
    );
    await reindexProducts(db, { ids: inserted.map(({ id }) => id) });
  }
  // statistics for the planner, and the visibility map that lets counts read only the price index
  await db.query('VACUUM ANALYZE products');
  await db.query('VACUUM ANALYZE product_variants');
  return count;
}
