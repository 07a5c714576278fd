import type { VariantDto } from '@ward/shared/variants';
import type { ApiError } from '../../api/client';
import type { ProductDto } from '../../api/types';
import { localized, useT } from '../../i18n';
import { currentOrigin, useHead } from '../../lib/head';
import { useLanguage } from '../../state/preferences';
import { useSettings } from '../../state/settings';
import { productJsonLd } from './product-json-ld';

/** The product page's title, description, picture and structured data (noindex while loading or missing). */
export function useProductHead(p: ProductDto | undefined, variant: VariantDto | undefined, name: string, error: ApiError | null) {
  const t = useT();
  const lang = useLanguage();
  const settings = useSettings();
  const shopName = settings ? localized(settings.shopName, lang) : t('brand.name');
  const origin = currentOrigin();
  useHead(
    p
      ? {
          title: name,
          description: localized(p.description, lang).slice(0, 160),
          path: `/products/${p.id}`,
          image: p.images[0]?.variants?.['640'] ?? p.images[0]?.url ?? null,
          type: 'product',
          jsonLd: productJsonLd(p, lang, origin, shopName, variant),
          lang,
        }
      : { title: error ? t('product.notFound') : t('common.loading'), noindex: true },
  );
}
