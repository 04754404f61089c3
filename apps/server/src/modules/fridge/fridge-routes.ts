import { fridgeApi } from '@mijote/contracts';
import type { RouteModule } from '../../app-context';
import { route } from '../../lib/endpoint-route';
import {
  addFridgeItem,
  addFridgeItems,
  editFridgeItem,
  getFridgeItems,
  ingredientHint,
  removeFridgeItem,
} from './fridge-service';

/** The household's fridge (spec « Mon Frigo », inventory_items). */
export const fridgeRoutes: RouteModule = async (app, ctx) => {
  route(app, fridgeApi.list, { access: 'subscriber' }, async (request) =>
    getFridgeItems(ctx.db, request.caller),
  );

  route(app, fridgeApi.add, { access: 'subscriber', idempotent: true }, async (request, reply) =>
    reply.status(201).send(await addFridgeItem(ctx.db, request.caller, request.body)),
  );

  // « Ranger au frigo » for a completed recipe: its rows left the list on the last check.
  route(app, fridgeApi.addMany, { access: 'subscriber' }, async (request, reply) =>
    reply.status(201).send(await addFridgeItems(ctx.db, request.caller, request.body)),
  );

  route(app, fridgeApi.update, { access: 'subscriber', idempotent: true }, async (request) =>
    editFridgeItem(ctx.db, request.caller, request.params.itemId, request.body),
  );

  route(
    app,
    fridgeApi.remove,
    { access: 'subscriber', idempotent: true },
    async (request, reply) => {
      await removeFridgeItem(ctx.db, request.caller, request.params.itemId);
      return reply.status(204).send(null);
    },
  );

  route(app, fridgeApi.ingredientHint, { access: 'subscriber' }, async (request) =>
    ingredientHint(request.query.name, ctx.now()),
  );
};
