import { z } from 'zod';
import { fridgeItemSchema } from './fridge';
import { plannedMealSchema } from './planning';

/** GET /api/dashboard/stats (spec: dashboard stats; suggestions is always 0 and hidden). */
export const dashboardStatsSchema = z.object({
  plannedMeals: z.number().int().min(0),
  shoppingItems: z.number().int().min(0),
  favorites: z.number().int().min(0),
  suggestions: z.literal(0),
});
export type DashboardStats = z.infer<typeof dashboardStatsSchema>;

/**
 * GET /api/dashboard/upcoming: what the home shows below the cards. Days are Swiss days.
 * `expiringItems` are the fridge items whose date is at most EXPIRING_SOON_DAYS away, expired
 * ones included (soonest first): what the family should eat or throw away first.
 */
export const dashboardUpcomingSchema = z.object({
  today: z.string(),
  tomorrow: z.string(),
  /** Today's and tomorrow's meals, by date then time. */
  meals: z.array(plannedMealSchema),
  expiringItems: z.array(fridgeItemSchema),
});
export type DashboardUpcoming = z.infer<typeof dashboardUpcomingSchema>;
