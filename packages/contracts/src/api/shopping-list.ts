import { shoppingListSchema } from '../shopping-list';
import { endpoint } from './endpoint';

/**
 * The list's read on its own (`shoppingApi.list`): the list's page builds its schemas as it opens,
 * and its changes' (api/shopping.ts) when it first makes one (decision 039).
 */
export const shoppingListApi = {
  list: endpoint({
    method: 'GET',
    path: '/api/shopping/items',
    responses: { 200: shoppingListSchema },
  }),
};
