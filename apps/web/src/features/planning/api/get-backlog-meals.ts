import { type BacklogMealList, planningBacklogApi } from '@mijote/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api';
import { planningQueryKey } from '@/lib/query-keys';

/** Under the planning's key: whatever refreshes the planning (a change, live sync) refreshes it. */
export const backlogQueryKey = [...planningQueryKey, 'backlog'] as const;

/** GET /api/planning/backlog → the household's meals « À planifier », oldest first. */
export function getBacklogMeals(): Promise<BacklogMealList> {
  return api(planningBacklogApi.list, {});
}

export const backlogMealsQuery = queryOptions({
  queryKey: backlogQueryKey,
  queryFn: getBacklogMeals,
});

export function useBacklogMeals() {
  return useQuery(backlogMealsQuery);
}
