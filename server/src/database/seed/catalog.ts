import { productFinalPrice, searchKey, type ImageDto } from '@ward/shared';
import { searchDocument } from '../../catalog/search/search-document.js';
import { addVocabulary } from '../../catalog/search/search-index.js';
import sharp from 'sharp';
import type { DataSource } from 'typeorm';
import type { WardConfig } from '../../config/config.js';
import { MediaService } from '../../catalog/media.service.js';
import { mediaStorage } from '../../catalog/media-storage.js';
import { describe, SEED_CATEGORIES } from './catalog-data.js';
import { productSvg, type ArtKind } from './product-art.js';

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
  for (const cat of SEED_CATEGORIES) {
    const [{ id: categoryId }] = await db.query(
      `INSERT INTO categories ("nameAr", "nameEn", "descriptionAr", "descriptionEn", section) VALUES ($1, $2, $3, $4, $5) RETURNING id`,
      [cat.name[0], cat.name[1], cat.description[0], cat.description[1], cat.section],
    );
    for (const [ar, en, price, weight] of cat.products) {
      const i = index++;
      const isDiscounted = i % 5 === 1;
      const discountValue = isDiscounted ? [10, 15, 20, 25, 30][i % 5] : null;
      const [descAr, descEn] = describe(ar, en, cat);
      const images = [await image(cat.art, i), await image(cat.art, i + 1)];
      const search = searchDocument({ name: { ar, en }, description: { ar: descAr, en: descEn }, categoryName: { ar: cat.name[0], en: cat.name[1] } });
      await addVocabulary(db, search.vocabulary);
      await db.query(
        `INSERT INTO products ("nameAr", "nameEn", "descriptionAr", "descriptionEn", price, "finalPrice", "categoryId", images, stock, weight,
           "isFeatured", "isDiscounted", "discountValue", "searchName", "searchText", "createdAt", "searchVector")
         VALUES ($1,$2,$3,$4,$5,$6,$7,$8,$9,$10,$11,$12,$13,$14,$15, now() - make_interval(hours => $16), $17)`,
        [
          ar,
          en,
          descAr,
          descEn,
          price,
          productFinalPrice({ price, isDiscounted, discountValue }),
          categoryId,
          JSON.stringify(images),
          seedStock(i),
          weight,
          i % 4 === 0,
          isDiscounted,
          discountValue,
          searchKey(`${ar} ${en}`),
          searchKey(`${descAr} ${descEn}`),
          64 - i,
          search.vector,
        ],
      );
    }
  }
}
