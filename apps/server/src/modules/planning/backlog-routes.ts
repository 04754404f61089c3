import { planningBacklogApi } from '@mijote/contracts';
import type { RouteModule } from '../../app-context';
import { route } from '../../lib/endpoint-route';
import {
  addBacklogMeal,
  getBacklogMeals,
  removeBacklogMeal,
  scheduleMeal,
  sendMealToBacklog,
} from './backlog-service';

/** « À planifier »: the household's meals without a day (docs/product.md, Planning). */
export const planningBacklogRoutes: RouteModule = async (app, ctx) => {
  route(app, planningBacklogApi.list, { access: 'subscriber' }, async (request) =>
    getBacklogMeals(ctx.db, request.caller),
  );

  route(app, planningBacklogApi.add, { access: 'subscriber' }, async (request, reply) =>
    reply.status(201).send(await addBacklogMeal(ctx.db, request.caller, request.body)),
  );

  route(app, planningBacklogApi.schedule, { access: 'subscriber' }, async (request) =>
    scheduleMeal(ctx.db, request.caller, request.params.mealId, request.body),
  );

  route(app, planningBacklogApi.unschedule, { access: 'subscriber' }, async (request) =>
    sendMealToBacklog(ctx.db, request.caller, request.params.mealId),
  );

  route(app, planningBacklogApi.remove, { access: 'subscriber' }, async (request, reply) => {
    await removeBacklogMeal(ctx.db, request.caller, request.params.mealId);
    return reply.status(204).send(null);
  });
};
