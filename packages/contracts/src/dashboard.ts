import { z } from 'zod';

/** GET /api/dashboard/stats (spec: dashboard stats; suggestions is always 0 and hidden). */
export const dashboardStatsSchema = z.object({
  plannedMeals: z.number().int().min(0),
  shoppingItems: z.number().int().min(0),
  favorites: z.number().int().min(0),
  suggestions: z.literal(0),
});
export type DashboardStats = z.infer<typeof dashboardStatsSchema>;
