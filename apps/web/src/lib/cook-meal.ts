import type { MealCookedResult, MealUncookedResult, PlannedMeal } from '@mijote/contracts';
import { COOKED_UNDO_MS } from '@mijote/contracts/constants';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useToast } from '@/components/ui/toast';
import { useTranslation } from '@/lib/translation';
import { api } from './api';
import { actionErrorText } from './errors';
import { dashboardQueryKey, fridgeQueryKey, planningQueryKey } from './query-keys';

// « J'ai cuisiné »: the planning and the home both offer it on a meal, so it lives
// here rather than in one of the two features. Its endpoints load on the tap: the home and the
// planning show the button, its schemas are built when it is used.

const cookingApi = () => import('@mijote/contracts/api/cooking').then((area) => area.cookingApi);

/** POST /api/planning/meals/:mealId/cooked → the meal, cooked, and what left the fridge. */
export function cookMeal(mealId: string): Promise<MealCookedResult> {
  return cookingApi().then((endpoints) => api(endpoints.cook, { params: { mealId } }));
}

/** DELETE /api/planning/meals/:mealId/cooked (« Annuler ») → the fridge items put back. */
export function undoCookedMeal(mealId: string): Promise<MealUncookedResult> {
  return cookingApi().then((endpoints) => api(endpoints.uncook, { params: { mealId } }));
}

/**
 * Marks a meal cooked, then offers « Annuler » for COOKED_UNDO_MS in a toast that says what
 * left the fridge; the undo puts back exactly that.
 */
export function useCookMeal() {
  const { t } = useTranslation();
  const { showToast } = useToast();
  const queryClient = useQueryClient();
  const refresh = () =>
    Promise.all(
      [planningQueryKey, dashboardQueryKey, fridgeQueryKey].map((queryKey) =>
        queryClient.invalidateQueries({ queryKey }),
      ),
    );
  const undo = useMutation({
    mutationFn: undoCookedMeal,
    onSuccess: () => showToast({ title: t('planning.cooked.undone') }),
    onError: (error) => showToast({ title: actionErrorText(t, error, 'MEAL_COOK_UNDO_FAILED') }),
    onSettled: refresh,
  });
  const cook = useMutation({
    mutationFn: (meal: PlannedMeal) => cookMeal(meal.id),
    onSuccess: ({ meal, takes }) => {
      showToast({
        title: t('planning.cooked.done', { title: meal.recipeTitle }),
        description:
          takes.length === 0
            ? t('planning.cooked.nothingTaken')
            : t('planning.cooked.taken', {
                list: takes.map((take) => take.name).join(', '),
              }),
        duration: COOKED_UNDO_MS,
        action: {
          label: t('planning.cooked.undo'),
          altText: t('planning.cooked.undoAlt', { title: meal.recipeTitle }),
          onClick: () => undo.mutate(meal.id),
        },
      });
    },
    onError: (error) => showToast({ title: actionErrorText(t, error, 'MEAL_COOK_FAILED') }),
    onSettled: refresh,
  });
  return {
    cook: (meal: PlannedMeal) => cook.mutate(meal),
    pendingMealId: cook.isPending ? cook.variables?.id : undefined,
  };
}
