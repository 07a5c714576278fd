import type { CategoryDto } from '../../api/types';
import { localized, useT } from '../../i18n';
import { useLanguage } from '../../state/preferences';

/** Home / Shop / the chosen category. */
export function ListingBreadcrumbs({ category }: { category: CategoryDto | undefined }) {
  const t = useT();
  const lang = useLanguage();
  return (
    <nav class="breadcrumbs" aria-label={t('nav.breadcrumbs')}>
      <a href="/">{t('nav.home')}</a>
      <span aria-hidden="true">/</span>
      <a href="/products" aria-current={category ? undefined : 'page'}>
        {t('nav.shop')}
      </a>
      {category ? (
        <>
          <span aria-hidden="true">/</span>
          <span aria-current="page">{localized(category.name, lang)}</span>
        </>
      ) : null}
    </nav>
  );
}
