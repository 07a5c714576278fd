import type { ProductListDto } from '../../api/types';
import { ProductCard } from '../../components/ProductCard';
import { localized } from '../../i18n';
import { formatNumber } from '../../lib/format';
import { useLanguage } from '../../state/preferences';
import { useNoResultsT } from './no-results.texts';

/**
 * A search that found nothing: say so, offer the closest categories (links into the shop) and
 * what sells best now, so the visit does not end on an empty page. "Clear all" is the search
 * chip's row above (FilterChips), once.
 */
export function NoResults({ query, help }: { query: string; help: NonNullable<ProductListDto['noResults']> }) {
  const t = useNoResultsT();
  const lang = useLanguage();
  return (
    <section class="no-results" aria-labelledby="no-results-title">
      <h2 id="no-results-title" class="no-results-title">
        {t('noResults.title', { query })}
      </h2>
      <p class="muted">{t('noResults.text')}</p>
      {help.categories.length ? (
        <nav aria-label={t('noResults.categories')}>
          <h3 class="no-results-heading">{t('noResults.categories')}</h3>
          <ul class="chips">
            {help.categories.map((c) => (
              <li>
                <a class="chip" href={`/products?categoryId=${c.id}`}>
                  {localized(c.name, lang)}
                  <span class="choice-count">{formatNumber(c.count, lang)}</span>
                </a>
              </li>
            ))}
          </ul>
        </nav>
      ) : null}
      {help.popular.length ? (
        <>
          <h3 class="no-results-heading">{t('noResults.popular')}</h3>
          <div class="product-grid">
            {help.popular.map((p) => (
              <ProductCard product={p} titleLevel={3} key={p.id} />
            ))}
          </div>
        </>
      ) : null}
    </section>
  );
}
