import { fridgeItemListSchema } from '../fridge';
import { endpoint } from './endpoint';

/**
 * The fridge's read on its own (`fridgeApi.list`): the fridge's page builds its schemas as it
 * opens, and its changes' (api/fridge.ts, whose batch names the list's and the planning's
 * schemas) when it first makes one (decision 039).
 */
export const fridgeListApi = {
  list: endpoint({
    method: 'GET',
    path: '/api/fridge/items',
    responses: { 200: fridgeItemListSchema },
  }),
};
