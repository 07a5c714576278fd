import type { VariantDto } from '@ward/shared/variants';
import type { ProductDto } from '../../api/types';
import { Later } from '../../components/Later';
import { localized, useT } from '../../i18n';
import { useLanguage } from '../../state/preferences';
import { ProductSpecs } from './ProductSpecs';
import { SetContents } from './SetContents';

/** Below the buy row: a gift set's contents, the description and the specifications (hydrated later). */
export function ProductAbout({ product, variant }: { product: ProductDto; variant: VariantDto | undefined }) {
  const t = useT();
  const lang = useLanguage();
  return (
    <Later>
      {variant?.components.length ? <SetContents components={variant.components} /> : null}
      <h2 class="sub-title">{t('product.description')}</h2>
      <p class="product-desc">{localized(product.description, lang)}</p>
      <ProductSpecs product={product} variant={variant} />
    </Later>
  );
}
