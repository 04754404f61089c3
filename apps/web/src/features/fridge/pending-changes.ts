import { type FridgeItem, fridgeItemInputSchema } from '@mijote/contracts';
import type { QueuedEntry } from '@/lib/offline/queued-changes';

// Mon Frigo as the household made it: the server's last answer with the additions and deletions
// still in the offline queue on top (decision 036).

/** An item added while offline, as Mon Frigo shows it until the server has it. */
export function pendingFridgeItem(entry: Extract<QueuedEntry, { kind: 'fridge.add' }>): FridgeItem {
  // The fields as the server will read them (its defaults); the id is the queue's own.
  const { id, ...typed } = entry.input;
  const read = fridgeItemInputSchema.safeParse(typed);
  const fields = read.success
    ? read.data
    : {
        name: entry.input.name,
        quantity: 1,
        unit: 'unité' as const,
        expirationDate: null,
        category: 'Autre' as const,
      };
  return {
    id,
    name: fields.name,
    quantity: fields.quantity,
    unit: fields.unit,
    expirationDate: fields.expirationDate,
    category: fields.category,
    look: null,
    authorId: null,
    createdAt: entry.queuedAt,
  };
}

/** The items with the additions and deletions still waiting to be sent (decision 036). */
export function withPendingFridgeChanges(
  items: readonly FridgeItem[],
  entries: readonly QueuedEntry[],
): FridgeItem[] {
  let shown = [...items];
  for (const entry of entries) {
    if (entry.kind === 'fridge.add' && !shown.some((item) => item.id === entry.input.id)) {
      shown = [pendingFridgeItem(entry), ...shown];
    } else if (entry.kind === 'fridge.remove') {
      shown = shown.filter((item) => item.id !== entry.input.itemId);
    }
  }
  return shown;
}
