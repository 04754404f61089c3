import type { PlannedMealList, PlannedMealsQuery } from '@mijote/contracts';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { http } from '@/lib/http';
import { planningQueryKey } from '@/lib/query-keys';

/** GET /api/planning/meals?from=&to= → the household's meals, by date then time. */
export function getPlannedMeals(range: PlannedMealsQuery): Promise<PlannedMealList> {
  const params = new URLSearchParams();
  if (range.from) params.set('from', range.from);
  if (range.to) params.set('to', range.to);
  const query = params.toString();
  return http<PlannedMealList>(`/api/planning/meals${query ? `?${query}` : ''}`);
}

export function usePlannedMeals(range: PlannedMealsQuery) {
  return useQuery({
    queryKey: [...planningQueryKey, 'meals', range],
    queryFn: () => getPlannedMeals(range),
    // Paging to the next week keeps the last one on screen until the new one arrives.
    placeholderData: keepPreviousData,
  });
}
