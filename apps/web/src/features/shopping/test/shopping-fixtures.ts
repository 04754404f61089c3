import type { ShoppingItem, ShoppingLine } from '@mijote/contracts';

// Answers of the shopping API for component tests, shaped by the contracts' types.

let next = 1;

export function anItem(overrides: Partial<ShoppingItem> = {}): ShoppingItem {
  const n = next++;
  return {
    id: `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`,
    name: `Article ${n}`,
    quantity: '1',
    unit: 'unité',
    checked: false,
    recipeId: null,
    recipeTitle: null,
    ingredientId: null,
    aisle: null,
    inFridge: null,
    packSize: null,
    need: null,
    inPantry: false,
    authorId: 'u1',
    createdAt: '2026-11-20T10:00:00.000Z',
    ...overrides,
  };
}

/** The line « Tous les articles » shows for `items` (one row unless several are given). */
export function aLine(items: ShoppingItem[], overrides: Partial<ShoppingLine> = {}): ShoppingLine {
  const [first] = items;
  if (!first) throw new Error('a line needs at least one item');
  const itemIds = items.map((item) => item.id).sort();
  return {
    key: itemIds[0] as string,
    name: first.name,
    quantity: first.quantity,
    unit: first.unit,
    packSize: first.packSize,
    need: null,
    checked: items.every((item) => item.checked),
    itemIds,
    ...overrides,
  };
}
