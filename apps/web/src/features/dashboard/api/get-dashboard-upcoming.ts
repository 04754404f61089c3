import { type DashboardUpcoming, dashboardApi } from '@mijote/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api';
import { dashboardQueryKey } from '@/lib/query-keys';

/** GET /api/dashboard/upcoming → today's and tomorrow's meals, fridge items expiring soon. */
export function getDashboardUpcoming(): Promise<DashboardUpcoming> {
  return api(dashboardApi.upcoming);
}

export const dashboardUpcomingQuery = queryOptions({
  queryKey: [...dashboardQueryKey, 'upcoming'],
  queryFn: getDashboardUpcoming,
});

export function useDashboardUpcoming() {
  return useQuery(dashboardUpcomingQuery);
}
