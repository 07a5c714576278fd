import type { VariantDto } from '@ward/shared/variants';
import type { ProductDto } from '../../api/types';
import { localized } from '../../i18n';
import { variantPath } from '../../lib/variants';

/** schema.org Product data for search engines: the chosen variant's SKU, price and stock. */
export function productJsonLd(product: ProductDto, lang: 'ar' | 'en', origin: string, shopName: string, variant?: VariantDto) {
  const offer = variant ?? product;
  return {
    '@context': 'https://schema.org',
    '@type': 'Product',
    name: localized(product.name, lang),
    description: localized(product.description, lang),
    sku: variant?.sku ?? String(product.id),
    image: product.images.map((i) => `${origin}${i.url}`),
    category: product.category ? localized(product.category.name, lang) : undefined,
    brand: { '@type': 'Brand', name: shopName },
    offers: {
      '@type': 'Offer',
      url: `${origin}${variantPath(product, variant)}`,
      priceCurrency: 'SAR',
      price: offer.finalPrice.toFixed(2),
      availability: offer.stock > 0 ? 'https://schema.org/InStock' : 'https://schema.org/OutOfStock',
      itemCondition: 'https://schema.org/NewCondition',
    },
    ...(product.ratingCount > 0
      ? { aggregateRating: { '@type': 'AggregateRating', ratingValue: product.ratingAverage.toFixed(1), reviewCount: product.ratingCount } }
      : {}),
  };
}
