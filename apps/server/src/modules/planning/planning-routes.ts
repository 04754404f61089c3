import {
  mealCookedResultSchema,
  mealUncookedResultSchema,
  plannedMealInputSchema,
  plannedMealListSchema,
  plannedMealParamsSchema,
  plannedMealSchema,
  plannedMealsQuerySchema,
} from '@mijote/contracts';
import { z } from 'zod';
import type { RouteModule } from '../../app-context';
import { cookMeal, undoCookedMeal } from './cook-meal';
import { getPlannedMeals, planMeal, removePlannedMeal } from './planning-service';

/** The household's meal planning (spec « Planning »). */
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

  // « J'ai cuisiné » and its « Annuler ».
  app.post(
    '/api/planning/meals/:mealId/cooked',
    {
      config: { access: 'subscriber' },
      schema: { params: plannedMealParamsSchema, response: { 200: mealCookedResultSchema } },
    },
    async (request) => cookMeal(ctx.db, request.caller, request.params.mealId, ctx.now()),
  );

  app.delete(
    '/api/planning/meals/:mealId/cooked',
    {
      config: { access: 'subscriber' },
      schema: { params: plannedMealParamsSchema, response: { 200: mealUncookedResultSchema } },
    },
    async (request) => undoCookedMeal(ctx.db, request.caller, request.params.mealId, ctx.now()),
  );
};
