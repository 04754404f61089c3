import type { ShoppingItem, ShoppingList } from '@mijote/contracts';
import type { QueuedEntry } from '@/lib/offline/queued-changes';
import { withChecked, withoutItems } from './shopping-view';

// The list as the shopper made it: the server's last answer with the changes still in the
// offline queue on top (decision 036), in their order. A refetch while changes wait (a live
// update, the network back before the queue is sent) then never undoes a tick on screen.

/** A row added while offline, as the list shows it until the server has it. */
export function pendingShoppingItem(
  entry: Extract<QueuedEntry, { kind: 'shopping.add' }>,
): ShoppingItem {
  const { id, name, quantity, unit } = entry.input;
  return {
    id,
    name,
    quantity,
    unit,
    checked: false,
    recipeId: null,
    recipeTitle: null,
    ingredientId: null,
    aisle: null,
    inFridge: null,
    packSize: null,
    need: null,
    inPantry: false,
    authorId: null,
    createdAt: entry.queuedAt,
  };
}

function withAdded(list: ShoppingList, item: ShoppingItem): ShoppingList {
  if (list.items.some((existing) => existing.id === item.id)) return list;
  const line = {
    key: `pending:${item.id}`,
    name: item.name,
    quantity: item.quantity,
    unit: item.unit,
    packSize: null,
    need: null,
    checked: false,
    itemIds: [item.id],
  };
  // Its aisle is the server's to say: until then it joins the names without one, at the end.
  const unknown = list.aisles.find((aisle) => aisle.aisle === null);
  return {
    ...list,
    items: [item, ...list.items],
    aisles: unknown
      ? list.aisles.map((aisle) =>
          aisle === unknown ? { ...aisle, lines: [...aisle.lines, line] } : aisle,
        )
      : [...list.aisles, { aisle: null, lines: [line] }],
  };
}

export function withPendingChanges(
  list: ShoppingList,
  entries: readonly QueuedEntry[],
): ShoppingList {
  let shown = list;
  for (const entry of entries) {
    switch (entry.kind) {
      case 'shopping.add':
        shown = withAdded(shown, pendingShoppingItem(entry));
        break;
      case 'shopping.check':
        shown = withChecked(shown, entry.input.itemIds, entry.input.checked);
        break;
      case 'shopping.remove':
        shown = withoutItems(shown, [entry.input.itemId]);
        break;
      default:
        break;
    }
  }
  return shown;
}
