import type { CategoryDto } from '../../api/types';
import { localized, useT } from '../../i18n';
import { useHead } from '../../lib/head';
import { DEFAULT_LISTING, listingQuery, type ListingState } from '../../lib/listing';
import { useLanguage } from '../../state/preferences';

/**
 * The listing's heading (the search, the category or "shop") and its head tags: the canonical
 * address keeps only category and page, and search results are not indexed.
 */
export function useListingHead(state: ListingState, category: CategoryDto | undefined): string {
  const t = useT();
  const lang = useLanguage();
  const heading = state.search
    ? t('listing.resultsFor', { query: state.search })
    : category
      ? localized(category.name, lang)
      : t('listing.title');
  const canonicalState: ListingState = { ...DEFAULT_LISTING, categoryId: state.categoryId, page: state.page };
  useHead({
    title: heading,
    description: category ? localized(category.description, lang) : t('listing.metaDescription'),
    path: `/products${listingQuery(canonicalState)}`,
    noindex: !!state.search,
  });
  return heading;
}
