import { z } from 'zod';
import { fridgeItemSchema } from './fridge';
import { plannedMealSchema } from './planning';
import { recipeSchema } from './recipe';

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
 * `priorityRecipes` (the loop): a few catalogue recipes that keep the household's rules
 * and use those items first (expired ones are never cooked), best first; empty when none.
 */
export const dashboardUpcomingSchema = z.object({
  today: z.string(),
  tomorrow: z.string(),
  /** Today's and tomorrow's meals, by date then time. */
  meals: z.array(plannedMealSchema),
  expiringItems: z.array(fridgeItemSchema),
  priorityRecipes: z.array(
    z.object({
      recipe: recipeSchema,
      /** The names of the expiring items the recipe uses, soonest first. */
      usedItems: z.array(z.string()),
    }),
  ),
});
export type DashboardUpcoming = z.infer<typeof dashboardUpcomingSchema>;
