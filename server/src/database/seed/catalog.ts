import { productFinalPrice, searchKey, type ImageDto } from '@ward/shared';
import sharp from 'sharp';
import type { DataSource } from 'typeorm';
import type { WardConfig } from '../../config/config.js';
import { MediaService } from '../../catalog/media.service.js';
import { reindexProducts } from '../../catalog/search/search-index.js';
import { mediaStorage } from '../../catalog/media-storage.js';
import { describe, SEED_CATEGORIES } from './catalog-data.js';
import { productSvg, type ArtKind } from './product-art.js';
import { addDefaultVariants } from './seed-variants.js';
import { sqlRows } from '../sql-rows.js';

/** Renders (and caches) the picture for an art kind and palette seed. */
export function imageMaker(config: WardConfig) {
  const media = new MediaService(mediaStorage(config));
  const cache = new Map<string, Promise<ImageDto>>();
  return (kind: ArtKind, seed: number): Promise<ImageDto> => {
    const key = `${kind}-${seed % 6}`;
    if (!cache.has(key)) {
      cache.set(
        key,
        sharp(Buffer.from(productSvg(kind, seed % 6)))
          .png()
          .toBuffer()
          .then((png) => media.store(png)),
      );
    }
    return cache.get(key)!;
  };
}

/** Stock pattern: mostly healthy, some low, some sold out. */
export const seedStock = (i: number) => (i % 11 === 3 ? 0 : i % 7 === 2 ? 2 + (i % 3) : 12 + ((i * 17) % 70));

export async function seedCatalog(db: DataSource, config: WardConfig): Promise<void> {
  const image = imageMaker(config);
  let index = 0;
  const productIds: number[] = [];
  for (const cat of SEED_CATEGORIES) {
    const [{ id: categoryId }] = await sqlRows<{ id: number }>(
      db,
      `INSERT INTO categories ("nameAr", "nameEn", "descriptionAr", "descriptionEn", section) VALUES ($1, $2, $3, $4, $5) RETURNING id`,
      [cat.name[0], cat.name[1], cat.description[0], cat.description[1], cat.section],
    );
    for (const [ar, en, price, weight] of cat.products) {
      const i = index++;
      const isDiscounted = i % 5 === 1;
      const discountValue = isDiscounted ? [10, 15, 20, 25, 30][i % 5] : null;
      const [descAr, descEn] = describe(ar, en, cat);
      const images = [await image(cat.art, i), await image(cat.art, i + 1)];
      const [{ id: productId }] = await sqlRows<{ id: number }>(
        db,
        `INSERT INTO products ("nameAr", "nameEn", "descriptionAr", "descriptionEn", price, "finalPrice", "categoryId", images, weight,
           "isFeatured", "isDiscounted", "discountValue", "searchName", "searchText", "createdAt")
         VALUES ($1,$2,$3,$4,$5,$6,$7,$8,$9,$10,$11,$12,$13,$14, now() - make_interval(hours => $15)) RETURNING id`,
        [
          ar,
          en,
          descAr,
          descEn,
          price,
          productFinalPrice({ price, isDiscounted, discountValue }),
          categoryId,
          JSON.stringify(images),
          weight,
          i % 4 === 0,
          isDiscounted,
          discountValue,
          searchKey(`${ar} ${en}`),
          searchKey(`${descAr} ${descEn}`),
          64 - i,
        ],
      );
      await addDefaultVariants(db, [{ productId, stock: seedStock(i) }]);
      productIds.push(productId);
    }
  }
  // the shop's search words, read back with the variants (search-index.ts)
  await reindexProducts(db, { ids: productIds });
}
