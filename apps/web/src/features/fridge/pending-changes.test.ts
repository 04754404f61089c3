import type { FridgeItem } from '@mijote/contracts';
import { describe, expect, it } from 'vitest';
import type { QueuedEntry } from '@/lib/offline/queued-changes';
import { withPendingFridgeChanges } from './pending-changes';

const item = (id: string, name: string): FridgeItem => ({
  id,
  name,
  quantity: 1,
  unit: 'unité',
  expirationDate: null,
  category: 'Autre',
  look: null,
  authorId: null,
  createdAt: '2026-11-28T10:00:00.000Z',
});
const entry = (change: Omit<QueuedEntry, 'key' | 'label' | 'queuedAt'>, n: number) =>
  ({ ...change, key: `k${n}`, label: '', queuedAt: '2026-11-29T09:00:00.000Z' }) as QueuedEntry;

describe('Mon Frigo with the changes still waiting', () => {
  it('shows a waiting addition first, with the form’s defaults, and hides a waiting deletion', () => {
    const shown = withPendingFridgeChanges(
      [item('a', 'Lait'), item('b', 'Beurre')],
      [
        entry({ kind: 'fridge.add', input: { id: 'c', name: 'Yaourts', quantity: 4 } }, 1),
        entry({ kind: 'fridge.remove', input: { itemId: 'b' } }, 2),
        entry({ kind: 'shopping.remove', input: { itemId: 'a' } }, 3),
      ],
    );
    expect(shown.map((i) => [i.name, i.quantity, i.unit, i.category])).toEqual([
      ['Yaourts', 4, 'unité', 'Autre'],
      ['Lait', 1, 'unité', 'Autre'],
    ]);
  });

  it('does not show an addition twice once the server has it', () => {
    const shown = withPendingFridgeChanges(
      [item('c', 'Yaourts')],
      [entry({ kind: 'fridge.add', input: { id: 'c', name: 'Yaourts' } }, 1)],
    );
    expect(shown).toHaveLength(1);
  });
});
