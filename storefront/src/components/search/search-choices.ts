import type { SearchSuggestionsDto } from '../../api/types';

/** One choice of the list, in keyboard order. */
export interface Choice {
  id: string;
  href: string;
  /** a correction replaces the text instead of leaving the page */
  replaceWith?: string;
  productId?: number;
}

export const resultsHref = (q: string) => `/products?search=${encodeURIComponent(q)}`;

/** The choices in keyboard order: "did you mean", products, categories, "see all results". */
export function searchChoices(shown: SearchSuggestionsDto | null, query: string): Choice[] {
  const choices: Choice[] = [];
  if (shown?.didYouMean) choices.push({ id: 'search-fix', href: resultsHref(shown.didYouMean), replaceWith: shown.didYouMean });
  for (const p of shown?.products ?? []) choices.push({ id: `search-p${p.id}`, href: `/products/${p.id}`, productId: p.id });
  for (const c of shown?.categories ?? []) choices.push({ id: `search-c${c.id}`, href: `/products?categoryId=${c.id}` });
  if (query && shown) choices.push({ id: 'search-all', href: resultsHref(query) });
  return choices;
}
