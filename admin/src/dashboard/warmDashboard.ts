import type { QueryClient } from '@tanstack/react-query';
import { STORAGE_KEYS } from '@ward/shared';
import { dataProvider } from '../providers';
import { guardDecision } from '../providers/token';
import { dashboardQuery, revenueChartQuery, salesQuery } from './useDashboard';

/**
 * An admin who opens the back office lands on the dashboard: its screen and its figures are
 * fetched now, while the rest of the app starts and the layout renders, instead of after them
 * (the first load after sign-in waited for each in turn; `BENCH_PARTS=admin npm run bench`).
 * Nothing is asked without an admin's token (the guard sends anyone else to sign in).
 */
export function warmDashboard(queryClient: QueryClient, path: string): void {
  if (!/^\/admin\/?$/.test(path) || !guardDecision(localStorage.getItem(STORAGE_KEYS.token)).admin) return;
  void import('./Dashboard');
  void queryClient.prefetchQuery(dashboardQuery(dataProvider));
  void queryClient.prefetchQuery(salesQuery(dataProvider, revenueChartQuery()));
}
