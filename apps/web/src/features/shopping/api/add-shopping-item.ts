import type { ShoppingItem, ValidShoppingItemInput } from '@mijote/contracts';
import { http } from '@/lib/http';
import { useShoppingListChange } from './use-shopping-list-change';

/** POST /api/shopping/items → the new row, linked to its ingredient when the name resolves. */
export function addShoppingItem(input: ValidShoppingItemInput): Promise<ShoppingItem> {
  return http<ShoppingItem>('/api/shopping/items', { method: 'POST', body: input });
}

export function useAddShoppingItem() {
  return useShoppingListChange({
    mutationFn: addShoppingItem,
    applyResult: (list, item) => ({ ...list, items: [item, ...list.items] }),
  });
}
