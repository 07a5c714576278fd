import { useQuery } from '@tanstack/react-query';
import type { Localized, SearchSummaryDto } from '@ward/shared';
import { useDataProvider, useListContext } from 'react-admin';
import type { WardDataProvider } from '../providers';

export const PERIODS = [1, 7, 30, 90, 365] as const;

/** The period the list shows (its `days` filter), 30 days unless chosen. */
export function useListDays(): number {
  const filterValues = useListContext().filterValues as { days?: number | string };
  return Number(filterValues.days ?? 30);
}

/** `GET /api/admin/search-queries/summary`: searches, those that found nothing, clicks, click-through. */
export function useSearchSummary(days: number) {
  const dataProvider = useDataProvider<WardDataProvider>();
  return useQuery({
    queryKey: ['search-queries/summary', days],
    queryFn: async () => (await dataProvider.fetch<SearchSummaryDto>('search-queries/summary', { days })).data,
  });
}

export interface ClickedProduct {
  productId: number;
  name: Localized;
  clicks: number;
}

/** `GET /api/admin/search-queries/clicks`: the products opened after searching one query. */
export function useClickedProducts(query: string, days: number) {
  const dataProvider = useDataProvider<WardDataProvider>();
  return useQuery({
    queryKey: ['search-queries/clicks', query, days],
    queryFn: async () => (await dataProvider.fetch<ClickedProduct[]>('search-queries/clicks', { query, days })).data,
  });
}
