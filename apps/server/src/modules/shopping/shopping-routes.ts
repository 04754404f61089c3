import {
  shoppingBulkCheckSchema,
  shoppingCheckResultSchema,
  shoppingCheckSchema,
  shoppingDeleteCheckedResultSchema,
  shoppingFromRecipeInputSchema,
  shoppingFromRecipeResultSchema,
  shoppingItemInputSchema,
  shoppingItemParamsSchema,
  shoppingItemSchema,
  shoppingListSchema,
  shoppingPantryMoveResultSchema,
  shoppingPantryMoveSchema,
  shoppingStoreInputSchema,
  shoppingStoreProposalInputSchema,
  shoppingStoreProposalSchema,
  shoppingStoreResultSchema,
} from '@mijote/contracts';
import { z } from 'zod';
import type { RouteModule } from '../../app-context';
import {
  addRecipeToShoppingList,
  addShoppingItem,
  checkShoppingItems,
  getShoppingList,
  moveFromPantry,
  removeCheckedItems,
  removeShoppingItem,
} from './shopping-service';
import { proposeStorage, storeCheckedItems } from './shopping-store';

/** The household's shopping list (spec « Liste de courses »). */
export const shoppingRoutes: RouteModule = async (app, ctx) => {
  app.get(
    '/api/shopping/items',
    { config: { access: 'subscriber' }, schema: { response: { 200: shoppingListSchema } } },
    async (request) => getShoppingList(ctx.db, request.caller),
  );

  app.post(
    '/api/shopping/items',
    {
      config: { access: 'subscriber' },
      schema: { body: shoppingItemInputSchema, response: { 201: shoppingItemSchema } },
    },
    async (request, reply) =>
      reply.status(201).send(await addShoppingItem(ctx.db, request.caller, request.body)),
  );

  app.post(
    '/api/shopping/items/from-recipe',
    {
      config: { access: 'subscriber' },
      schema: {
        body: shoppingFromRecipeInputSchema,
        response: { 201: shoppingFromRecipeResultSchema },
      },
    },
    async (request, reply) =>
      reply
        .status(201)
        .send(await addRecipeToShoppingList(ctx.db, request.caller, request.body, ctx.now())),
  );

  app.patch(
    '/api/shopping/items/:itemId',
    {
      config: { access: 'subscriber' },
      schema: {
        params: shoppingItemParamsSchema,
        body: shoppingCheckSchema,
        response: { 200: shoppingCheckResultSchema },
      },
    },
    async (request) =>
      checkShoppingItems(
        ctx.db,
        request.caller,
        [request.params.itemId],
        request.body.checked,
        ctx.now(),
      ),
  );

  app.patch(
    '/api/shopping/items',
    {
      config: { access: 'subscriber' },
      schema: { body: shoppingBulkCheckSchema, response: { 200: shoppingCheckResultSchema } },
    },
    async (request) =>
      checkShoppingItems(
        ctx.db,
        request.caller,
        request.body.itemIds,
        request.body.checked,
        ctx.now(),
      ),
  );

  // Decision 012: « Il n’en reste plus » moves cupboard staples to the list to buy.
  app.post(
    '/api/shopping/pantry/to-list',
    {
      config: { access: 'subscriber' },
      schema: { body: shoppingPantryMoveSchema, response: { 200: shoppingPantryMoveResultSchema } },
    },
    async (request) => moveFromPantry(ctx.db, request.caller, request.body.itemIds),
  );

  app.delete(
    '/api/shopping/items/:itemId',
    {
      config: { access: 'subscriber' },
      schema: {
        params: shoppingItemParamsSchema,
        response: { 204: z.null().describe('The item is deleted.') },
      },
    },
    async (request, reply) => {
      await removeShoppingItem(ctx.db, request.caller, request.params.itemId);
      return reply.status(204).send(null);
    },
  );

  app.delete(
    '/api/shopping/checked-items',
    {
      config: { access: 'subscriber' },
      schema: { response: { 200: shoppingDeleteCheckedResultSchema } },
    },
    async (request) => removeCheckedItems(ctx.db, request.caller),
  );

  // « Ranger au frigo »: what the dialog proposes, then the move itself.
  app.post(
    '/api/shopping/store-proposal',
    {
      config: { access: 'subscriber' },
      schema: {
        body: shoppingStoreProposalInputSchema,
        response: { 200: shoppingStoreProposalSchema },
      },
    },
    async (request) => proposeStorage(ctx.db, request.caller, request.body.itemIds, ctx.now()),
  );

  app.post(
    '/api/shopping/store',
    {
      config: { access: 'subscriber' },
      schema: { body: shoppingStoreInputSchema, response: { 200: shoppingStoreResultSchema } },
    },
    async (request) => storeCheckedItems(ctx.db, request.caller, request.body),
  );
};
