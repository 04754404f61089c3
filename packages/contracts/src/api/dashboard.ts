import { dashboardStatsSchema, dashboardUpcomingSchema } from '../dashboard';
import { endpoint } from './endpoint';

export const dashboardApi = {
  stats: endpoint({
    method: 'GET',
    path: '/api/dashboard/stats',
    responses: { 200: dashboardStatsSchema },
  }),
  upcoming: endpoint({
    method: 'GET',
    path: '/api/dashboard/upcoming',
    responses: { 200: dashboardUpcomingSchema },
  }),
};
