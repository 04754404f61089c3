import type { ShoppingItem, ValidShoppingItemInput } from '@mijote/contracts';
import { queueChange } from '@/lib/offline/offline-session';
import { useShoppingListChange } from './use-shopping-list-change';

/**
 * POST /api/shopping/items through the offline queue (decision 036), under an id chosen here so
 * that a tick or a deletion made before the server has the row can name it. The new row once the
 * server has it (linked to its ingredient), or null while it waits to be sent.
 */
export async function addShoppingItem(input: ValidShoppingItemInput): Promise<ShoppingItem | null> {
  const outcome = await queueChange(
    { kind: 'shopping.add', input: { ...input, id: crypto.randomUUID() } },
    input.name,
  );
  return outcome.status === 'applied' ? outcome.result : null;
}

export function useAddShoppingItem() {
  return useShoppingListChange({
    mutationFn: addShoppingItem,
    // A row still waiting shows from the queue itself (useShoppingList).
    applyResult: (list, item) =>
      item && !list.items.some((existing) => existing.id === item.id)
        ? { ...list, items: [item, ...list.items] }
        : list,
  });
}
