import { type FridgeItem, shelfOf } from '@mijote/contracts';
import { describe, expect, it } from 'vitest';
import { countByExpiry, filterFridgeItems, placeOnShelves } from './fridge-rules';

const today = '2026-11-21';

function anItem(overrides: Partial<FridgeItem>): FridgeItem {
  return {
    id: '00000000-0000-4000-9000-000000000001',
    name: 'Yaourt nature',
    quantity: 1,
    unit: 'unité',
    expirationDate: null,
    category: 'Autre',
    shelf: 0,
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

describe('shelves (spec section 4: a hash of the id modulo 5)', () => {
  const items = Array.from({ length: 40 }, (_, n) => anItem({ id: idOf(n + 1) }));

  it('puts every item on the shelf of its id, keeping their order, on five shelves', () => {
    const shelves = placeOnShelves(items);
    expect(shelves).toHaveLength(5);
    expect(shelves.flat()).toHaveLength(items.length);
    shelves.forEach((shelf, index) => {
      for (const item of shelf) expect(shelfOf(item.id)).toBe(index);
      const order = shelf.map((item) => items.indexOf(item));
      expect(order).toEqual([...order].sort((a, b) => a - b));
    });
    // Forty ids spread over every shelf, not piled on one.
    for (const shelf of shelves) expect(shelf.length).toBeGreaterThan(0);
  });

  it('keeps an item on its shelf whatever else is in the fridge', () => {
    const item = items[7] as FridgeItem;
    const alone = placeOnShelves([item]).findIndex((shelf) => shelf.includes(item));
    const among = placeOnShelves(items).findIndex((shelf) => shelf.includes(item));
    expect(alone).toBe(among);
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
