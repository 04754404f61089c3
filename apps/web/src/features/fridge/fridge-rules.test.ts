import type { FridgeItem } from '@mijote/contracts';
import { describe, expect, it } from 'vitest';
import { countByExpiry, filterFridgeItems, groupByExpiry } from './fridge-rules';

const today = '2026-11-21';

function anItem(overrides: Partial<FridgeItem>): FridgeItem {
  return {
    id: '00000000-0000-4000-9000-000000000001',
    name: 'Yaourt nature',
    quantity: 1,
    unit: 'unité',
    expirationDate: null,
    category: 'Autre',
    look: null,
    authorId: 'u1',
    createdAt: '2026-11-18T10:00:00.000Z',
    ...overrides,
  };
}

const idOf = (n: number) => `00000000-0000-4000-9000-${String(n).padStart(12, '0')}`;

describe('the fridge’s summary (decision 029: an item dated today is to eat first, not expired)', () => {
  it('counts the items past their date, and those to eat within 3 days', () => {
    const items = ['2026-11-20', '2026-11-21', '2026-11-23', '2026-11-24', '2026-12-30', null].map(
      (expirationDate, n) => anItem({ id: idOf(n), expirationDate }),
    );
    expect(countByExpiry(items, today)).toEqual({ expired: 1, soon: 3 });
  });
});

describe('the order of the fridge (decision 033: what must be eaten first comes first)', () => {
  const item = (n: number, name: string, expirationDate: string | null, createdAt?: string) =>
    anItem({ id: idOf(n), name, expirationDate, ...(createdAt ? { createdAt } : {}) });
  const view = (items: FridgeItem[]) =>
    groupByExpiry(items, today).map(({ group, items: grouped }) => [
      group,
      grouped.map((i) => i.name),
    ]);

  it('puts the expired on top, then what expires within 3 days, then the rest, no date last', () => {
    const items = [
      item(1, 'Piles', null),
      item(2, 'Riz', '2027-06-01'),
      item(3, 'Tofu', '2026-11-22'),
      item(4, 'Yaourt', '2026-11-10'),
      item(5, 'Jus', '2026-11-21'),
      item(6, 'Beurre', '2026-11-25'),
      item(7, 'Poulet', '2026-11-20'),
      item(8, 'Lait', '2026-11-24'),
      item(9, 'Ail', null),
    ];
    expect(view(items)).toEqual([
      // The longest expired first: the yoghurt from the 10th, buried no more.
      ['expired', ['Yaourt', 'Poulet']],
      // Dated today is still good (decision 029): to eat first, not expired.
      ['soon', ['Jus', 'Tofu', 'Lait']],
      ['later', ['Beurre', 'Riz', 'Ail', 'Piles']],
    ]);
  });

  it('orders items of one date by name, in French, then the newest first', () => {
    const items = [
      item(1, 'Œufs', '2026-11-23'),
      item(2, 'Endives', '2026-11-23'),
      item(3, 'éclairs', '2026-11-23'),
      item(4, 'Lait', '2026-11-23', '2026-11-19T10:00:00.000Z'),
      item(5, 'Lait', '2026-11-23', '2026-11-20T10:00:00.000Z'),
    ];
    const [soon] = groupByExpiry(items, today);
    expect(soon?.items.map((i) => i.id)).toEqual([idOf(3), idOf(2), idOf(5), idOf(4), idOf(1)]);
  });

  it('leaves out a group with nothing in it', () => {
    expect(view([item(1, 'Riz', null)])).toEqual([['later', ['Riz']]]);
    expect(view([])).toEqual([]);
  });
});

describe('search and category chips', () => {
  const items = [
    anItem({ id: idOf(1), name: 'Crème fraîche', category: 'Produits Laitiers' }),
    anItem({ id: idOf(2), name: 'Tomates', category: 'Fruits et Légumes' }),
    anItem({ id: idOf(3), name: 'Crevettes', category: 'Viandes et Poissons' }),
  ];
  const names = (list: FridgeItem[]) => list.map((item) => item.name);

  it('shows everything for « Tous » and an empty search', () => {
    expect(names(filterFridgeItems(items, '', null))).toEqual([
      'Crème fraîche',
      'Tomates',
      'Crevettes',
    ]);
  });

  it('finds by name, without case or accents', () => {
    expect(names(filterFridgeItems(items, 'CREME', null))).toEqual(['Crème fraîche']);
    expect(names(filterFridgeItems(items, ' cr ', null))).toEqual(['Crème fraîche', 'Crevettes']);
  });

  it('keeps one category, and combines it with the search', () => {
    expect(names(filterFridgeItems(items, '', 'Fruits et Légumes'))).toEqual(['Tomates']);
    expect(names(filterFridgeItems(items, 'cr', 'Viandes et Poissons'))).toEqual(['Crevettes']);
    expect(names(filterFridgeItems(items, 'tomate', 'Autre'))).toEqual([]);
  });
});
