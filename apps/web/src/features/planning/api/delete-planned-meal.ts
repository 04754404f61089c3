import { planningApi } from '@mijote/contracts';
import { api } from '@/lib/api';
import { usePlanningChange } from './use-planning-change';

/** DELETE /api/planning/meals/:mealId (204). */
export async function deletePlannedMeal(mealId: string): Promise<void> {
  await api(planningApi.remove, { params: { mealId } });
}

export function useDeletePlannedMeal() {
  return usePlanningChange(deletePlannedMeal);
}
