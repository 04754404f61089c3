import type { DashboardUpcoming } from '@mijote/contracts';
import { useQuery } from '@tanstack/react-query';
import { http } from '@/lib/http';
import { dashboardQueryKey } from '@/lib/query-keys';

/** GET /api/dashboard/upcoming → today's and tomorrow's meals, fridge items expiring soon. */
export function getDashboardUpcoming(): Promise<DashboardUpcoming> {
  return http<DashboardUpcoming>('/api/dashboard/upcoming');
}

export function useDashboardUpcoming() {
  return useQuery({ queryKey: [...dashboardQueryKey, 'upcoming'], queryFn: getDashboardUpcoming });
}
