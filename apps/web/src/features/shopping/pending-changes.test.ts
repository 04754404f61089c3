import type { ShoppingList } from '@mijote/contracts';
import { describe, expect, it } from 'vitest';
import type { QueuedEntry } from '@/lib/offline/queued-changes';
import { withPendingChanges } from './pending-changes';
import { aLine, anItem } from './test/shopping-fixtures';

const milk = anItem({
  id: '00000000-0000-4000-8000-000000000001',
  name: 'Lait',
  aisle: 'crèmerie',
});
const bread = anItem({ id: '00000000-0000-4000-8000-000000000002', name: 'Pain', aisle: null });
const list: ShoppingList = {
  items: [milk, bread],
  aisles: [
    { aisle: 'crèmerie', lines: [aLine([milk])] },
    { aisle: null, lines: [aLine([bread])] },
  ],
  pantry: [],
};
const entry = (change: Omit<QueuedEntry, 'key' | 'label' | 'queuedAt'>, n: number) =>
  ({ ...change, key: `k${n}`, label: '', queuedAt: '2026-11-29T09:00:00.000Z' }) as QueuedEntry;

describe('the list with the changes still waiting', () => {
  it('shows a waiting tick, addition and deletion on top of the server’s last answer', () => {
    const waiting = [
      entry({ kind: 'shopping.check', input: { itemIds: [milk.id], checked: true } }, 1),
      entry(
        {
          kind: 'shopping.add',
          input: { id: 'new-1', name: 'Œufs', quantity: '6', unit: 'unité' },
        },
        2,
      ),
      entry({ kind: 'shopping.remove', input: { itemId: bread.id } }, 3),
    ];
    const shown = withPendingChanges(list, waiting);
    expect(shown.items.map((item) => [item.name, item.checked])).toEqual([
      ['Œufs', false],
      ['Lait', true],
    ]);
    expect(shown.aisles.map((aisle) => [aisle.aisle, aisle.lines.map((l) => l.name)])).toEqual([
      ['crèmerie', ['Lait']],
      [null, ['Œufs']],
    ]);
    expect(shown.aisles[0]?.lines[0]?.checked).toBe(true);
  });

  it('applies the changes in their order: a tick then an untick leaves the box empty', () => {
    const shown = withPendingChanges(list, [
      entry({ kind: 'shopping.check', input: { itemIds: [milk.id], checked: true } }, 1),
      entry({ kind: 'shopping.check', input: { itemIds: [milk.id], checked: false } }, 2),
    ]);
    expect(shown.items.find((item) => item.id === milk.id)?.checked).toBe(false);
  });

  it('adds a row once the server has it only once', () => {
    const sent = anItem({ id: 'new-1', name: 'Œufs' });
    const shown = withPendingChanges({ ...list, items: [sent, ...list.items] }, [
      entry(
        {
          kind: 'shopping.add',
          input: { id: 'new-1', name: 'Œufs', quantity: '1', unit: 'unité' },
        },
        1,
      ),
    ]);
    expect(shown.items.filter((item) => item.id === 'new-1')).toHaveLength(1);
  });
});
