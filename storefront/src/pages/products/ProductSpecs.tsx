import type { VariantDto } from '@ward/shared/variants';
import type { ProductDto } from '../../api/types';
import { localized, useT } from '../../i18n';
import { formatNumber } from '../../lib/format';
import { useLanguage } from '../../state/preferences';

/** The product's facts: weight, category and SKU (the chosen variant's where it has one). */
export function ProductSpecs({ product: p, variant }: { product: ProductDto; variant: VariantDto | undefined }) {
  const t = useT();
  const lang = useLanguage();
  const shown = variant ?? p;
  return (
    <dl class="specs">
      {shown.weight ? (
        <div>
          <dt>{t('product.weight')}</dt>
          <dd>{t('product.grams', { count: formatNumber(shown.weight, lang) })}</dd>
        </div>
      ) : null}
      {p.category ? (
        <div>
          <dt>{t('listing.category')}</dt>
          <dd>{localized(p.category.name, lang)}</dd>
        </div>
      ) : null}
      <div>
        <dt>{t('product.sku')}</dt>
        <dd dir="ltr">{variant?.sku ?? `WRD-${String(p.id).padStart(5, '0')}`}</dd>
      </div>
    </dl>
  );
}
