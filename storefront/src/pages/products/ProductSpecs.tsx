import type { VariantDto } from '@ward/shared/variants';
import type { ProductDto } from '../../api/types';
import { localized, useT } from '../../i18n';
import { formatNumber } from '../../lib/format';
import { useLanguage } from '../../state/preferences';
import { useSpecsT } from './product-specs.texts';

/** The grams a chosen weight option holds (a quarter tola: 2.92 g), null without one. */
export function netGrams(p: Pick<ProductDto, 'options'>, variant: Pick<VariantDto, 'options'> | undefined): number | null {
  for (const option of p.options ?? []) {
    if (option.kind !== 'weight' || !variant) continue;
    const amount = option.values.find((v) => v.code === variant.options[option.code])?.amount;
    if (amount && amount > 0) return amount;
  }
  return null;
}

/**
 * The product's facts: the net weight of a chosen weight (a tola's grams), the shipping weight,
 * category, SKU (the chosen variant's where it has one) and the SFDA notification number (issue 33 §5).
 */
export function ProductSpecs({ product: p, variant }: { product: ProductDto; variant: VariantDto | undefined }) {
  const t = useT();
  const specsT = useSpecsT();
  const lang = useLanguage();
  const shown = variant ?? p;
  const net = netGrams(p, variant);
  const grams = (g: number) => t('product.grams', { count: formatNumber(g, lang, Number.isInteger(g) ? 0 : 2) });
  return (
    <dl class="specs">
      {net ? (
        <div>
          <dt>{specsT('specs.netWeight')}</dt>
          <dd>{grams(net)}</dd>
        </div>
      ) : null}
      {shown.weight ? (
        <div>
          <dt>{specsT('specs.shippingWeight')}</dt>
          <dd>{grams(shown.weight)}</dd>
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
      {p.sfdaNumber ? (
        <div>
          <dt>{specsT('specs.sfda')}</dt>
          <dd dir="ltr">{p.sfdaNumber}</dd>
        </div>
      ) : null}
    </dl>
  );
}
