import { z } from 'zod';
import { isoDateSchema, timeSchema } from './dates';
import { PLANNED_MEAL_DEFAULTS, plannedMealInputSchema, plannedMealSchema } from './planning';

// « À planifier » (docs/product.md, Planning): meals the household means to cook soon, without a
// day yet. They are planned meals without a date: giving one a day moves it into the week, and a
// dated meal not yet cooked can go back.

/** A meal waiting for its day: a planned meal less its date and cooking. */
export const backlogMealSchema = plannedMealSchema.omit({ date: true, cookedAt: true });
export type BacklogMeal = z.infer<typeof backlogMealSchema>;

/** GET /api/planning/backlog: oldest first, the order they were added in. */
export const backlogMealListSchema = z.object({ meals: z.array(backlogMealSchema) });
export type BacklogMealList = z.infer<typeof backlogMealListSchema>;

/**
 * POST /api/planning/backlog: the add-meal form without its date. The time is the one its day
 * will start with (the form's, 19:00 by default).
 */
export const backlogMealInputSchema = plannedMealInputSchema
  .omit({ date: true })
  .extend({ time: timeSchema.default(PLANNED_MEAL_DEFAULTS.time) });
export type BacklogMealInput = z.input<typeof backlogMealInputSchema>;
export type ValidBacklogMealInput = z.output<typeof backlogMealInputSchema>;

/** POST /api/planning/backlog/:mealId/schedule: the day and time it leaves the backlog for. */
export const mealScheduleInputSchema = z.object({
  date: isoDateSchema('validation.dateRequired'),
  time: timeSchema,
});
export type MealScheduleInput = z.input<typeof mealScheduleInputSchema>;
