import { type ShoppingItem, shoppingApi, type ValidShoppingItemInput } from '@mijote/contracts';
import { api } from '@/lib/api';
import { useShoppingListChange } from './use-shopping-list-change';

/** POST /api/shopping/items → the new row, linked to its ingredient when the name resolves. */
export function addShoppingItem(input: ValidShoppingItemInput): Promise<ShoppingItem> {
  return api(shoppingApi.add, { body: input });
}

export function useAddShoppingItem() {
  return useShoppingListChange({
    mutationFn: addShoppingItem,
    applyResult: (list, item) => ({ ...list, items: [item, ...list.items] }),
  });
}
