import { z } from 'zod';
import {
  shoppingStoreInputSchema,
  shoppingStoreProposalInputSchema,
  shoppingStoreProposalSchema,
  shoppingStoreResultSchema,
} from '../loop';
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
  shoppingPantryMoveResultSchema,
  shoppingPantryMoveSchema,
} from '../shopping';
import { endpoint } from './endpoint';
import { shoppingListApi } from './shopping-list';

export const shoppingApi = {
  list: shoppingListApi.list,
  add: endpoint({
    method: 'POST',
    path: '/api/shopping/items',
    body: shoppingItemInputSchema,
    responses: { 201: shoppingItemSchema },
  }),
  addRecipe: endpoint({
    method: 'POST',
    path: '/api/shopping/items/from-recipe',
    body: shoppingFromRecipeInputSchema,
    responses: { 201: shoppingFromRecipeResultSchema },
  }),
  check: endpoint({
    method: 'PATCH',
    path: '/api/shopping/items/:itemId',
    params: shoppingItemParamsSchema,
    body: shoppingCheckSchema,
    responses: { 200: shoppingCheckResultSchema },
  }),
  checkMany: endpoint({
    method: 'PATCH',
    path: '/api/shopping/items',
    body: shoppingBulkCheckSchema,
    responses: { 200: shoppingCheckResultSchema },
  }),
  pantryToList: endpoint({
    method: 'POST',
    path: '/api/shopping/pantry/to-list',
    body: shoppingPantryMoveSchema,
    responses: { 200: shoppingPantryMoveResultSchema },
  }),
  remove: endpoint({
    method: 'DELETE',
    path: '/api/shopping/items/:itemId',
    params: shoppingItemParamsSchema,
    responses: { 204: z.null().describe('The item is deleted.') },
  }),
  removeChecked: endpoint({
    method: 'DELETE',
    path: '/api/shopping/checked-items',
    responses: { 200: shoppingDeleteCheckedResultSchema },
  }),
  storeProposal: endpoint({
    method: 'POST',
    path: '/api/shopping/store-proposal',
    body: shoppingStoreProposalInputSchema,
    responses: { 200: shoppingStoreProposalSchema },
  }),
  store: endpoint({
    method: 'POST',
    path: '/api/shopping/store',
    body: shoppingStoreInputSchema,
    responses: { 200: shoppingStoreResultSchema },
  }),
};
