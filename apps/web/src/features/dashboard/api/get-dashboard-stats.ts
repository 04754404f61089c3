import type { DashboardStats } from '@mijote/contracts';
import { useQuery } from '@tanstack/react-query';
import { http } from '@/lib/http';
import { dashboardQueryKey } from '@/lib/query-keys';

/** GET /api/dashboard/stats → the home's four counts (SQL count(*) on the server). */
export function getDashboardStats(): Promise<DashboardStats> {
  return http<DashboardStats>('/api/dashboard/stats');
}

export function useDashboardStats() {
  return useQuery({ queryKey: [...dashboardQueryKey, 'stats'], queryFn: getDashboardStats });
}
