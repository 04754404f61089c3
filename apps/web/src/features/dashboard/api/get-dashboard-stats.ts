import { type DashboardStats, dashboardApi } from '@mijote/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api';
import { dashboardQueryKey } from '@/lib/query-keys';

/** GET /api/dashboard/stats → the home's four counts (SQL count(*) on the server). */
export function getDashboardStats(): Promise<DashboardStats> {
  return api(dashboardApi.stats);
}

export const dashboardStatsQuery = queryOptions({
  queryKey: [...dashboardQueryKey, 'stats'],
  queryFn: getDashboardStats,
});

export function useDashboardStats() {
  return useQuery(dashboardStatsQuery);
}
