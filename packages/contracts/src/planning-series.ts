import { z } from 'zod';
import { addDays, daysBetween, isoDateSchema } from './dates';
import { plannedMealInputSchema, plannedMealSchema } from './planning';
import { rowIdSchema } from './text';

// « Repas réguliers » (docs/product.md, Planning): a meal planned every week or every other week
// on the same day (« tous les vendredis soir : pizza maison »), with an end or not. Each
// occurrence is a planned meal of its own, so every reader of the planning's days (week, home,
// calendar feed, list, chat) sees it without knowing about series; skipping one is deleting
// that occurrence.

/** A week or two between occurrences. */
export const SERIES_EVERY_WEEKS = [1, 2] as const;
/** How far ahead a series' occurrences are written into the planning. */
export const SERIES_AHEAD_DAYS = 84;
/** The longest a range read can make a series write ahead of today. */
export const SERIES_AHEAD_MAX_DAYS = 366;

/** POST /api/planning/series: the add-meal form, its date the first occurrence's. */
export const mealSeriesInputSchema = plannedMealInputSchema
  .extend({
    everyWeeks: z.literal(SERIES_EVERY_WEEKS, { error: 'validation.invalid' }).default(1),
    /** The last day an occurrence may fall on; none: until the household stops it. */
    until: isoDateSchema().optional(),
  })
  .refine((input) => !input.until || input.until >= input.date, {
    path: ['until'],
    message: 'validation.seriesEndBeforeStart',
  })
  .refine(
    (input) => !input.until || daysBetween(input.date, input.until) <= SERIES_AHEAD_MAX_DAYS,
    { path: ['until'], message: 'validation.seriesEndTooFar' },
  );
export type MealSeriesInput = z.input<typeof mealSeriesInputSchema>;
export type ValidMealSeriesInput = z.output<typeof mealSeriesInputSchema>;

/** A recurring meal: what each occurrence is planned with, and when. */
export const mealSeriesSchema = z.object({
  id: z.uuid(),
  recipeTitle: z.string(),
  /** The first occurrence; the series falls on its day of the week. */
  startsOn: z.string(),
  /** The last day an occurrence may fall on (null: no end). */
  endsOn: z.string().nullable(),
  everyWeeks: z.number().int(),
  time: z.string(),
  servings: z.number().int(),
  authorId: z.string().nullable(),
});
export type MealSeries = z.infer<typeof mealSeriesSchema>;

/** GET /api/planning/series: the series still running (no end, or an end not past). */
export const mealSeriesListSchema = z.object({ series: z.array(mealSeriesSchema) });
export type MealSeriesList = z.infer<typeof mealSeriesListSchema>;

/** The new series and the occurrences it wrote into the planning. */
export const plannedSeriesSchema = z.object({
  series: mealSeriesSchema,
  meals: z.array(plannedMealSchema),
});
export type PlannedSeries = z.infer<typeof plannedSeriesSchema>;

export const mealSeriesParamsSchema = z.object({ seriesId: rowIdSchema });

/**
 * POST /api/planning/series/:seriesId/stop: no occurrence from `from` on (« ce repas et les
 * suivants », or « Arrêter » from today). The occurrences already cooked stay.
 */
export const mealSeriesStopInputSchema = z.object({
  from: isoDateSchema('validation.dateRequired'),
});
export type MealSeriesStopInput = z.input<typeof mealSeriesStopInputSchema>;

/** The occurrence dates of a series after `after` (exclusive) up to `until` (inclusive). */
export function seriesDates(
  series: Pick<MealSeries, 'startsOn' | 'endsOn' | 'everyWeeks'>,
  after: string,
  until: string,
): string[] {
  const last = series.endsOn && series.endsOn < until ? series.endsOn : until;
  const step = 7 * series.everyWeeks;
  const dates: string[] = [];
  let date = series.startsOn;
  if (date <= after) {
    const steps = Math.floor(daysBetween(date, after) / step) + 1;
    date = addDays(date, steps * step);
  }
  for (; date <= last; date = addDays(date, step)) dates.push(date);
  return dates;
}
