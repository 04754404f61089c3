import { z } from 'zod';
import {
  fridgeItemInputSchema,
  fridgeItemParamsSchema,
  fridgeItemSchema,
  fridgeItemUpdateSchema,
  ingredientHintQuerySchema,
  ingredientHintSchema,
} from '../fridge';
import { fridgeBatchInputSchema, fridgeBatchResultSchema } from '../loop';
import { endpoint } from './endpoint';
import { fridgeListApi } from './fridge-list';

export const fridgeApi = {
  list: fridgeListApi.list,
  add: endpoint({
    method: 'POST',
    path: '/api/fridge/items',
    body: fridgeItemInputSchema,
    responses: { 201: fridgeItemSchema },
  }),
  addMany: endpoint({
    method: 'POST',
    path: '/api/fridge/items/batch',
    body: fridgeBatchInputSchema,
    responses: { 201: fridgeBatchResultSchema },
  }),
  update: endpoint({
    method: 'PATCH',
    path: '/api/fridge/items/:itemId',
    params: fridgeItemParamsSchema,
    body: fridgeItemUpdateSchema,
    responses: { 200: fridgeItemSchema },
  }),
  remove: endpoint({
    method: 'DELETE',
    path: '/api/fridge/items/:itemId',
    params: fridgeItemParamsSchema,
    responses: { 204: z.null().describe('The item is deleted.') },
  }),
  ingredientHint: endpoint({
    method: 'GET',
    path: '/api/fridge/ingredient-hint',
    query: ingredientHintQuerySchema,
    responses: { 200: ingredientHintSchema },
  }),
};
