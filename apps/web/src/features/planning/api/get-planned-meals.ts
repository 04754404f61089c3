import { type PlannedMealList, type PlannedMealsQuery, planningApi } from '@mijote/contracts';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api';
import { planningQueryKey } from '@/lib/query-keys';

/** GET /api/planning/meals?from=&to= → the household's meals, by date then time. */
export function getPlannedMeals(range: PlannedMealsQuery): Promise<PlannedMealList> {
  return api(planningApi.list, { query: range });
}

export function plannedMealsQuery(range: PlannedMealsQuery) {
  return queryOptions({
    queryKey: [...planningQueryKey, 'meals', range],
    queryFn: () => getPlannedMeals(range),
  });
}

export function usePlannedMeals(range: PlannedMealsQuery) {
  return useQuery({
    ...plannedMealsQuery(range),
    // Paging to the next week keeps the last one on screen until the new one arrives.
    placeholderData: keepPreviousData,
  });
}
