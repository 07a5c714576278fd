import type { ProductDto } from '../../api/types';
import { localized, useT } from '../../i18n';
import { useLanguage } from '../../state/preferences';

/** Home / Shop / the product's category / the product. */
export function ProductBreadcrumbs({ product: p, name }: { product: ProductDto; name: string }) {
  const t = useT();
  const lang = useLanguage();
  return (
    <nav class="breadcrumbs" aria-label={t('nav.breadcrumbs')}>
      <a href="/">{t('nav.home')}</a>
      <span aria-hidden="true">/</span>
      <a href="/products">{t('nav.shop')}</a>
      {p.category ? (
        <>
          <span aria-hidden="true">/</span>
          <a href={`/products?categoryId=${p.category.id}`}>{localized(p.category.name, lang)}</a>
        </>
      ) : null}
      <span aria-hidden="true">/</span>
      <span aria-current="page">{name}</span>
    </nav>
  );
}
