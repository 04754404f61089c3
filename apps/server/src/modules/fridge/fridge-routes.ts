import {
  fridgeBatchInputSchema,
  fridgeBatchResultSchema,
  fridgeItemInputSchema,
  fridgeItemListSchema,
  fridgeItemParamsSchema,
  fridgeItemSchema,
  ingredientHintQuerySchema,
  ingredientHintSchema,
} from '@mijote/contracts';
import { z } from 'zod';
import type { RouteModule } from '../../app-context';
import {
  addFridgeItem,
  addFridgeItems,
  getFridgeItems,
  ingredientHint,
  removeFridgeItem,
} from './fridge-service';

/** The household's fridge (spec « Mon Frigo », inventory_items). */
export const fridgeRoutes: RouteModule = async (app, ctx) => {
  app.get(
    '/api/fridge/items',
    { config: { access: 'subscriber' }, schema: { response: { 200: fridgeItemListSchema } } },
    async (request) => getFridgeItems(ctx.db, request.caller),
  );

  app.post(
    '/api/fridge/items',
    {
      config: { access: 'subscriber' },
      schema: { body: fridgeItemInputSchema, response: { 201: fridgeItemSchema } },
    },
    async (request, reply) =>
      reply.status(201).send(await addFridgeItem(ctx.db, request.caller, request.body)),
  );

  // « Ranger au frigo » for a completed recipe: its rows left the list on the last check.
  app.post(
    '/api/fridge/items/batch',
    {
      config: { access: 'subscriber' },
      schema: { body: fridgeBatchInputSchema, response: { 201: fridgeBatchResultSchema } },
    },
    async (request, reply) =>
      reply.status(201).send(await addFridgeItems(ctx.db, request.caller, request.body)),
  );

  app.delete(
    '/api/fridge/items/:itemId',
    {
      config: { access: 'subscriber' },
      schema: {
        params: fridgeItemParamsSchema,
        response: { 204: z.null().describe('The item is deleted.') },
      },
    },
    async (request, reply) => {
      await removeFridgeItem(ctx.db, request.caller, request.params.itemId);
      return reply.status(204).send(null);
    },
  );

  app.get(
    '/api/fridge/ingredient-hint',
    {
      config: { access: 'subscriber' },
      schema: { querystring: ingredientHintQuerySchema, response: { 200: ingredientHintSchema } },
    },
    async (request) => ingredientHint(request.query.name, ctx.now()),
  );
};
