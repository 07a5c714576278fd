import { useQuery } from '@tanstack/react-query';
import type { DashboardDto, SalesReportDto } from '@ward/shared';
import { useDataProvider } from 'react-admin';
import type { WardDataProvider } from '../providers';

type SalesQuery = { from?: string; to?: string; groupBy: 'day' | 'week' | 'month'; top?: number };

/**
 * The dashboard's queries, shared by its hooks and by `warmDashboard` (which starts them before
 * the first render). Fresh for a few seconds, so the screen does not ask again for what the
 * warm-up has just fetched; react-admin's refresh button still refetches them.
 */
const FRESH_MS = 10_000;
export const dashboardQuery = (dataProvider: WardDataProvider) => ({
  queryKey: ['dashboard'],
  queryFn: async () => (await dataProvider.fetch<DashboardDto>('dashboard')).data,
  staleTime: FRESH_MS,
});
export const salesQuery = (dataProvider: WardDataProvider, query: SalesQuery) => ({
  queryKey: ['reports/sales', query],
  queryFn: async () => (await dataProvider.fetch<SalesReportDto>('reports/sales', query)).data,
  staleTime: FRESH_MS,
});

/** `GET /api/admin/dashboard`: the twelve figures of SPEC.md §2 and what needs attention. */
export function useDashboard() {
  return useQuery(dashboardQuery(useDataProvider<WardDataProvider>()));
}

/** `GET /api/admin/reports/sales` over a range, grouped by day, week or month. */
export function useSalesReport(query: SalesQuery) {
  return useQuery(salesQuery(useDataProvider<WardDataProvider>(), query));
}

/** YYYY-MM-DD of today minus `days`, in the admin's time zone. */
export const daysAgo = (days: number) => {
  const d = new Date(Date.now() - days * 86_400_000);
  return `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, '0')}-${String(d.getDate()).padStart(2, '0')}`;
};

/** The dashboard's revenue chart: the last 30 days, day by day, with the top five products. */
export const revenueChartQuery = (): SalesQuery => ({ from: daysAgo(29), to: daysAgo(0), groupBy: 'day', top: 5 });
