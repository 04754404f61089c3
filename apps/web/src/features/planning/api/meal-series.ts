import {
  type MealSeries,
  type MealSeriesInput,
  type MealSeriesList,
  planningSeriesApi,
} from '@mijote/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api';
import { planningQueryKey } from '@/lib/query-keys';
import { usePlanningChange } from './use-planning-change';

// « Repas réguliers »: under the planning's key, so a change of the planning (a member's, the
// live updates') refreshes them too.
const seriesQueryKey = [...planningQueryKey, 'series'] as const;

/** GET /api/planning/series → the household's recurring meals still running. */
export const mealSeriesQuery = queryOptions({
  queryKey: seriesQueryKey,
  queryFn: (): Promise<MealSeriesList> => api(planningSeriesApi.list),
});

export function useMealSeries() {
  return useQuery(mealSeriesQuery);
}

/**
 * POST /api/planning/series. `idempotencyKey` is the form's: sent again after a lost answer, the
 * series is planned once.
 */
export function useAddMealSeries() {
  return usePlanningChange(
    ({ input, idempotencyKey }: { input: MealSeriesInput; idempotencyKey: string }) =>
      api(planningSeriesApi.add, { body: input, idempotencyKey }),
  );
}

/** POST /api/planning/series/:seriesId/stop: no occurrence from `from` on. */
export function useStopMealSeries() {
  return usePlanningChange(
    ({ seriesId, from }: { seriesId: string; from: string }): Promise<MealSeries> =>
      api(planningSeriesApi.stop, { params: { seriesId }, body: { from } }),
  );
}
