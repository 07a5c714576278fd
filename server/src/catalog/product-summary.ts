import type { Localized, ProductDto, ProductSummaryDto } from '@ward/shared';

/** About two lines of a list-view card on a phone, where the card clamps it anyway. */
export const SUMMARY_LENGTH = 140;

/** The text's first words up to `max` characters, cut between words with "…" (whole words only, unless one word is longer). */
export function cutBetweenWords(text: string, max = SUMMARY_LENGTH): string {
  const flat = text.replace(/\s+/g, ' ').trim();
  const chars = [...flat];
  if (chars.length <= max) return flat;
  const head = chars.slice(0, max).join('');
  const space = head.lastIndexOf(' ');
  return `${(space > max / 2 ? head.slice(0, space) : head).replace(/[\s.,،؛:;!?؟-]+$/u, '')}…`;
}

const summaryText = (text: Localized): Localized => ({ ar: cutBetweenWords(text.ar), en: cutBetweenWords(text.en) });

/** Summaries of frozen cards, made once: the card (product-cards.ts) stays as long as its summary matters. */
const kept = new WeakMap<ProductDto, ProductSummaryDto>();

/** A product as a card shows it (ProductSummaryDto): what listings, home sections, related products and the wishlist send. */
export function productSummary(product: ProductDto): ProductSummaryDto {
  const known = kept.get(product);
  if (known) return known;
  const summary: ProductSummaryDto = {
    id: product.id,
    name: product.name,
    summary: summaryText(product.description),
    price: product.price,
    finalPrice: product.finalPrice,
    isDiscounted: product.isDiscounted,
    discountValue: product.discountValue,
    stock: product.stock,
    weight: product.weight,
    categoryId: product.categoryId,
    category: product.category,
    image: product.images[0] ?? null,
    isFeatured: product.isFeatured,
    ratingAverage: product.ratingAverage,
    ratingCount: product.ratingCount,
    createdAt: product.createdAt,
    variantCount: product.variants.length,
    soldOut: product.variants.length ? product.variants.every((v) => v.stock <= 0) : product.stock <= 0,
    priceRange: product.priceRange,
  };
  // a frozen card never changes, so neither does its summary (and answer-bytes.ts may keep its JSON)
  if (Object.isFrozen(product)) kept.set(product, Object.freeze(summary));
  return summary;
}
