import {
  plannedMealInputSchema,
  plannedMealListSchema,
  plannedMealParamsSchema,
  plannedMealSchema,
  plannedMealsQuerySchema,
} from '@mijote/contracts';
import { z } from 'zod';
import type { RouteModule } from '../../app-context';
import { getPlannedMeals, planMeal, removePlannedMeal } from './planning-service';

/** The household's meal planning (spec « Planning », issue 8 point 2). */
export const planningRoutes: RouteModule = async (app, ctx) => {
  app.get(
    '/api/planning/meals',
    {
      config: { access: 'subscriber' },
      schema: { querystring: plannedMealsQuerySchema, response: { 200: plannedMealListSchema } },
    },
    async (request) => getPlannedMeals(ctx.db, request.caller, request.query),
  );

  app.post(
    '/api/planning/meals',
    {
      config: { access: 'subscriber' },
      schema: { body: plannedMealInputSchema, response: { 201: plannedMealSchema } },
    },
    async (request, reply) =>
      reply.status(201).send(await planMeal(ctx.db, request.caller, request.body)),
  );

  app.delete(
    '/api/planning/meals/:mealId',
    {
      config: { access: 'subscriber' },
      schema: {
        params: plannedMealParamsSchema,
        response: { 204: z.null().describe('The meal is deleted.') },
      },
    },
    async (request, reply) => {
      await removePlannedMeal(ctx.db, request.caller, request.params.mealId);
      return reply.status(204).send(null);
    },
  );
};
