import { shoppingApi } from '@mijote/contracts';
import type { RouteModule } from '../../app-context';
import { route } from '../../lib/endpoint-route';
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
  route(app, shoppingApi.list, { access: 'subscriber' }, async (request) =>
    getShoppingList(ctx.db, request.caller),
  );

  route(app, shoppingApi.add, { access: 'subscriber', idempotent: true }, async (request, reply) =>
    reply.status(201).send(await addShoppingItem(ctx.db, request.caller, request.body)),
  );

  route(app, shoppingApi.addRecipe, { access: 'subscriber' }, async (request, reply) =>
    reply
      .status(201)
      .send(await addRecipeToShoppingList(ctx.db, request.caller, request.body, ctx.now())),
  );

  route(app, shoppingApi.check, { access: 'subscriber', idempotent: true }, async (request) =>
    checkShoppingItems(
      ctx.db,
      request.caller,
      [request.params.itemId],
      request.body.checked,
      ctx.now(),
    ),
  );

  route(app, shoppingApi.checkMany, { access: 'subscriber', idempotent: true }, async (request) =>
    checkShoppingItems(
      ctx.db,
      request.caller,
      request.body.itemIds,
      request.body.checked,
      ctx.now(),
    ),
  );

  // Decision 012: « Il n’en reste plus » moves cupboard staples to the list to buy.
  route(app, shoppingApi.pantryToList, { access: 'subscriber' }, async (request) =>
    moveFromPantry(ctx.db, request.caller, request.body.itemIds),
  );

  route(
    app,
    shoppingApi.remove,
    { access: 'subscriber', idempotent: true },
    async (request, reply) => {
      await removeShoppingItem(ctx.db, request.caller, request.params.itemId);
      return reply.status(204).send(null);
    },
  );

  route(app, shoppingApi.removeChecked, { access: 'subscriber' }, async (request) =>
    removeCheckedItems(ctx.db, request.caller),
  );

  // « Ranger au frigo »: what the dialog proposes, then the move itself.
  route(app, shoppingApi.storeProposal, { access: 'subscriber' }, async (request) =>
    proposeStorage(ctx.db, request.caller, request.body.itemIds, ctx.now()),
  );

  route(app, shoppingApi.store, { access: 'subscriber' }, async (request) =>
    storeCheckedItems(ctx.db, request.caller, request.body),
  );
};
