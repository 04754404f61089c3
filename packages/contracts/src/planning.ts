import { MEAL_TYPES } from '@mijote/cuisine/vocabulary';
import { z } from 'zod';
import { daysBetween, isoDateSchema, timeSchema } from './dates';
import { recipeSchema } from './recipe';
import { recipeIdSchema, requiredText, rowIdSchema } from './text';

/** Spec section 5: the add-meal form's defaults (the date defaults to today on the client). */
export const PLANNED_MEAL_DEFAULTS = { time: '19:00', servings: 2, type: 'plat' } as const;
export const SERVINGS_RANGE = { min: 1, max: 100 } as const;
/** A week view pages week by week; a longer range is refused rather than read whole. */
export const PLANNING_RANGE_MAX_DAYS = 366;

/** A meal of the household's planning (spec section 3, planned_meals). */
export const plannedMealSchema = z.object({
  id: z.uuid(),
  recipeId: z.string(),
  recipeTitle: z.string(),
  date: z.string(),
  time: z.string(),
  servings: z.number().int(),
  type: z.enum(MEAL_TYPES),
  /** The recipe as it was planned (null for a meal typed by hand). */
  recipe: recipeSchema.nullable(),
  /** « J'ai cuisiné »: when the meal was marked cooked, its ingredients taken. */
  cookedAt: z.iso.datetime().nullable(),
  /** Who planned it; null once that member has deleted their account. */
  authorId: z.string().nullable(),
  createdAt: z.iso.datetime(),
});
export type PlannedMeal = z.infer<typeof plannedMealSchema>;

/** GET /api/planning/meals?from=&to= (both optional, inclusive): ordered by date, then time. */
export const plannedMealsQuerySchema = z
  .object({ from: isoDateSchema().optional(), to: isoDateSchema().optional() })
  .refine((q) => !q.from || !q.to || q.from <= q.to, {
    path: ['to'],
    message: 'validation.dateRangeInvalid',
  })
  .refine((q) => !q.from || !q.to || daysBetween(q.from, q.to) <= PLANNING_RANGE_MAX_DAYS, {
    path: ['to'],
    message: 'validation.dateRangeInvalid',
  });
export type PlannedMealsQuery = z.infer<typeof plannedMealsQuerySchema>;

export const plannedMealListSchema = z.object({ meals: z.array(plannedMealSchema) });
export type PlannedMealList = z.infer<typeof plannedMealListSchema>;

/**
 * POST /api/planning/meals. Title, date and time are required; servings ≥ 1 (spec section 5).
 * `recipeId` is the recipe's when the meal comes from one (navigation state); the server makes a
 * UUID otherwise. `recipe` is the snapshot to show later.
 */
export const plannedMealInputSchema = z.object({
  recipeTitle: requiredText('validation.mealTitleRequired'),
  date: isoDateSchema('validation.dateRequired'),
  time: timeSchema,
  servings: z
    .number({ error: 'validation.servingsInvalid' })
    .int('validation.servingsInvalid')
    .min(SERVINGS_RANGE.min, 'validation.servingsInvalid')
    .max(SERVINGS_RANGE.max, 'validation.servingsInvalid')
    .default(PLANNED_MEAL_DEFAULTS.servings),
  type: z.enum(MEAL_TYPES, { error: 'validation.invalid' }).default(PLANNED_MEAL_DEFAULTS.type),
  recipeId: recipeIdSchema.optional(),
  recipe: recipeSchema.optional(),
});
export type PlannedMealInput = z.input<typeof plannedMealInputSchema>;
export type ValidPlannedMealInput = z.output<typeof plannedMealInputSchema>;

export const plannedMealParamsSchema = z.object({ mealId: rowIdSchema });
