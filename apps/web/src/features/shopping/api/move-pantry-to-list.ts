import type { ShoppingList, ShoppingPantryMoveResult } from '@mijote/contracts';
import { api } from '@/lib/api';
import { shoppingArea } from '@/lib/contract-areas';
import { useShoppingListChange } from './use-shopping-list-change';

/**
 * POST /api/shopping/pantry/to-list (« Il n’en reste plus », decision 012): cupboard rows join the
 * list to buy. The list is fetched again for their place in the aisles.
 */
export async function movePantryToList(
  itemIds: readonly string[],
): Promise<ShoppingPantryMoveResult> {
  // The list's changes load with the first one made (decision 039), as the offline queue's do.
  const shoppingApi = await shoppingArea();
  return api(shoppingApi.pantryToList, { body: { itemIds: [...itemIds] } });
}

/** The list once `items` have left the cupboard: out of its section, back in their recipes. */
export function withMovedItems(list: ShoppingList, items: ShoppingPantryMoveResult['items']) {
  const moved = new Map(items.map((item) => [item.id, item]));
  return {
    ...list,
    items: list.items.map((item) => moved.get(item.id) ?? item),
    pantry: list.pantry.filter((line) => !line.itemIds.some((id) => moved.has(id))),
  };
}

export function useMovePantryToList({ onFailed }: { onFailed?: (error: unknown) => void } = {}) {
  return useShoppingListChange({
    mutationFn: movePantryToList,
    applyResult: (list, { items }) => withMovedItems(list, items),
    onFailed,
  });
}
