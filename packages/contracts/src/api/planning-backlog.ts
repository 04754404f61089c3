import { z } from 'zod';
import { plannedMealParamsSchema, plannedMealSchema } from '../planning';
import {
  backlogMealInputSchema,
  backlogMealListSchema,
  backlogMealSchema,
  mealScheduleInputSchema,
} from '../planning-backlog';
import { endpoint } from './endpoint';

/** « À planifier »: the household's meals without a day (contracts' planning-backlog.ts). */
export const planningBacklogApi = {
  list: endpoint({
    method: 'GET',
    path: '/api/planning/backlog',
    responses: { 200: backlogMealListSchema },
  }),
  add: endpoint({
    method: 'POST',
    path: '/api/planning/backlog',
    body: backlogMealInputSchema,
    responses: { 201: backlogMealSchema },
  }),
  schedule: endpoint({
    method: 'POST',
    path: '/api/planning/backlog/:mealId/schedule',
    params: plannedMealParamsSchema,
    body: mealScheduleInputSchema,
    responses: { 200: plannedMealSchema },
  }),
  /** A dated meal, not cooked, back to « À planifier ». */
  unschedule: endpoint({
    method: 'POST',
    path: '/api/planning/meals/:mealId/unschedule',
    params: plannedMealParamsSchema,
    responses: { 200: backlogMealSchema },
  }),
  remove: endpoint({
    method: 'DELETE',
    path: '/api/planning/backlog/:mealId',
    params: plannedMealParamsSchema,
    responses: { 204: z.null().describe('The meal is deleted.') },
  }),
};
