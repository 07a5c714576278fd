import { useQuery } from '@tanstack/react-query';
import type { DashboardDto, SalesReportDto } from '@ward/shared';
import { useDataProvider } from 'react-admin';
import type { WardDataProvider } from '../providers';

/** `GET /api/admin/dashboard`: the twelve figures of SPEC.md §2 and what needs attention. */
export function useDashboard() {
  const dataProvider = useDataProvider<WardDataProvider>();
  return useQuery({ queryKey: ['dashboard'], queryFn: async () => (await dataProvider.fetch<DashboardDto>('dashboard')).data });
}

/** `GET /api/admin/reports/sales` over a range, grouped by day, week or month. */
export function useSalesReport(query: { from?: string; to?: string; groupBy: 'day' | 'week' | 'month'; top?: number }) {
  const dataProvider = useDataProvider<WardDataProvider>();
  return useQuery({
    queryKey: ['reports/sales', query],
    queryFn: async () => (await dataProvider.fetch<SalesReportDto>('reports/sales', query)).data,
  });
}

/** YYYY-MM-DD of today minus `days`, in the admin's time zone. */
export const daysAgo = (days: number) => {
  const d = new Date(Date.now() - days * 86_400_000);
  return `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, '0')}-${String(d.getDate()).padStart(2, '0')}`;
};
