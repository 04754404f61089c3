import { cookingApi, localDateOf, planningApi } from '@mijote/contracts';
import type { RouteModule } from '../../app-context';
import { perCallerRateLimit } from '../../lib/caller-rate-limit';
import { route } from '../../lib/endpoint-route';
import { cookMeal, undoCookedMeal } from './cook-meal';
import { getPlannedMeals, planMeal, planMeals, removePlannedMeal } from './planning-service';
import { proposeWeekFor } from './week-plan-service';

/** The household's meal planning (spec « Planning »). */
export const planningRoutes: RouteModule = async (app, ctx) => {
  route(app, planningApi.list, { access: 'subscriber' }, async (request) =>
    getPlannedMeals(ctx.db, request.caller, request.query, localDateOf(ctx.now())),
  );

  route(app, planningApi.plan, { access: 'subscriber' }, async (request, reply) =>
    reply.status(201).send(await planMeal(ctx.db, request.caller, request.body)),
  );

  route(app, planningApi.planMany, { access: 'subscriber' }, async (request, reply) =>
    reply.status(201).send(await planMeals(ctx.db, request.caller, request.body.meals)),
  );

  // « Planifier la semaine »: each proposal weighs thousands of weeks.
  route(
    app,
    planningApi.proposeWeek,
    {
      access: 'subscriber',
      rateLimit: perCallerRateLimit(
        'week-plan',
        { max: ctx.config.suggestionsRateLimitMax, timeWindow: '1 minute' },
        'WEEK_PLAN_RATE_LIMITED',
      ),
    },
    async (request) => proposeWeekFor(ctx, request.caller, request.body),
  );

  route(app, planningApi.remove, { access: 'subscriber' }, async (request, reply) => {
    await removePlannedMeal(ctx.db, request.caller, request.params.mealId);
    return reply.status(204).send(null);
  });

  // « J'ai cuisiné » and its « Annuler ».
  route(app, cookingApi.cook, { access: 'subscriber' }, async (request) =>
    cookMeal(ctx.db, request.caller, request.params.mealId, ctx.now()),
  );

  route(app, cookingApi.uncook, { access: 'subscriber' }, async (request) =>
    undoCookedMeal(ctx.db, request.caller, request.params.mealId, ctx.now()),
  );
};
