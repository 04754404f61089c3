import { z } from 'zod';
import {
  plannedMealInputSchema,
  plannedMealListSchema,
  plannedMealParamsSchema,
  plannedMealSchema,
  plannedMealsInputSchema,
  plannedMealsQuerySchema,
  weekProposalInputSchema,
  weekProposalSchema,
} from '../planning';
import { endpoint } from './endpoint';

export const planningApi = {
  list: endpoint({
    method: 'GET',
    path: '/api/planning/meals',
    query: plannedMealsQuerySchema,
    responses: { 200: plannedMealListSchema },
  }),
  plan: endpoint({
    method: 'POST',
    path: '/api/planning/meals',
    body: plannedMealInputSchema,
    responses: { 201: plannedMealSchema },
  }),
  /** The week's dinners saved together (« Planifier la semaine »). */
  planMany: endpoint({
    method: 'POST',
    path: '/api/planning/meals/batch',
    body: plannedMealsInputSchema,
    responses: { 201: plannedMealListSchema },
  }),
  /** « Planifier la semaine »: dinners proposed for the week's free evenings; nothing is saved. */
  proposeWeek: endpoint({
    method: 'POST',
    path: '/api/planning/week-proposal',
    body: weekProposalInputSchema,
    responses: { 200: weekProposalSchema },
  }),
  remove: endpoint({
    method: 'DELETE',
    path: '/api/planning/meals/:mealId',
    params: plannedMealParamsSchema,
    responses: { 204: z.null().describe('The meal is deleted.') },
  }),
};
