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
  /** The recurring meal it is an occurrence of (« Repas réguliers »), if any. */
  seriesId: z.uuid().nullable(),
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

/** « Planifier la semaine »: the evenings a proposal covers, from the first one. */
export const WEEK_PROPOSAL_DAYS = 7;
/** At most two weeks of meals saved at once. */
export const PLANNED_MEALS_BATCH_MAX = 14;

/** POST /api/planning/week-proposal: the first evening (today in Zurich when absent). */
export const weekProposalInputSchema = z.object({
  from: isoDateSchema().optional(),
});
export type WeekProposalInput = z.input<typeof weekProposalInputSchema>;

/** One proposed dinner, with why it was chosen and what could replace it. */
export const proposedDinnerSchema = z.object({
  date: z.string(),
  time: z.string(),
  servings: z.number().int(),
  recipe: recipeSchema,
  isFavorite: z.boolean(),
  /** One of the household's own recipes (decision 040). */
  isOwnRecipe: z.boolean(),
  /** Fridge foods it uses before their date. */
  fridgeFoods: z.array(z.string()),
  /** Foods bought by the pack or piece that another dinner of the week uses too. */
  sharedFoods: z.array(z.string()),
  /** Served a second time: the household's rules leave fewer dishes than evenings. */
  isRepeat: z.boolean(),
  /** « Autre idée »: the next best dishes for this evening. */
  alternatives: z.array(recipeSchema),
});
export type ProposedDinner = z.infer<typeof proposedDinnerSchema>;

export const weekProposalSchema = z.object({
  dinners: z.array(proposedDinnerSchema),
  /** Evenings of the week that already have a dinner, left as they are. */
  plannedDates: z.array(z.string()),
  /** What the proposed week makes the household buy. */
  basket: z.object({ items: z.number().int(), unusedShare: z.number() }),
});
export type WeekProposal = z.infer<typeof weekProposalSchema>;

/** POST /api/planning/meals/batch: the week's dinners saved together, all or none. */
export const plannedMealsInputSchema = z.object({
  meals: z
    .array(plannedMealInputSchema)
    .min(1, 'validation.invalid')
    .max(PLANNED_MEALS_BATCH_MAX, 'validation.invalid'),
});
export type PlannedMealsInput = z.input<typeof plannedMealsInputSchema>;
