import { mealCookedResultSchema, mealUncookedResultSchema } from '../loop';
import { plannedMealParamsSchema } from '../planning';
import { endpoint } from './endpoint';

/**
 * « J'ai cuisiné » and its « Annuler », apart from the planning's other endpoints: their answers
 * name the fridge's and the list's schemas (`loop.ts`), which the planning and the home would
 * otherwise build as they load; the web loads this module on the tap (decision 039).
 */
export const cookingApi = {
  cook: endpoint({
    method: 'POST',
    path: '/api/planning/meals/:mealId/cooked',
    params: plannedMealParamsSchema,
    responses: { 200: mealCookedResultSchema },
  }),
  uncook: endpoint({
    method: 'DELETE',
    path: '/api/planning/meals/:mealId/cooked',
    params: plannedMealParamsSchema,
    responses: { 200: mealUncookedResultSchema },
  }),
};
