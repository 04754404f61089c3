import { describe, expect, it } from 'vitest';
import { type AisleSourceItem, groupByAisle } from './shopping-aisles';

let counter = 0;
function item(fields: Partial<AisleSourceItem> & Pick<AisleSourceItem, 'name'>): AisleSourceItem {
  counter += 1;
  return {
    id: `00000000-0000-4000-8000-${String(counter).padStart(12, '0')}`,
    quantity: '1',
    unit: 'unité',
    checked: false,
    ingredientId: null,
    ...fields,
  };
}

describe('groupByAisle (« Tous les articles »)', () => {
  it('sums compatible units of one ingredient: 300 g + 1 kg reads 1,3 kg', () => {
    const a = item({ name: 'farine', quantity: '300', unit: 'g', ingredientId: 'farine' });
    const b = item({ name: 'Farine', quantity: '1', unit: 'kg', ingredientId: 'farine' });
    const [aisle] = groupByAisle([a, b]);
    expect(aisle).toEqual({
      aisle: 'épicerie sucrée',
      lines: [
        {
          key: a.id,
          name: 'farine',
          quantity: '1,3',
          unit: 'kg',
          checked: false,
          itemIds: [a.id, b.id],
        },
      ],
    });
  });

  it('keeps incompatible units, checked rows and unreadable quantities apart', () => {
    const grams = item({ name: 'carottes', quantity: '200', unit: 'g', ingredientId: 'carotte' });
    const count = item({ name: 'carottes', quantity: '2', ingredientId: 'carotte' });
    const done = item({ name: 'carotte', quantity: '3', ingredientId: 'carotte', checked: true });
    const vague = item({ name: 'carottes', quantity: 'quelques', ingredientId: 'carotte' });
    const [aisle] = groupByAisle([grams, count, done, vague]);
    expect(aisle?.aisle).toBe('fruits et légumes');
    expect(aisle?.lines.map((l) => [l.quantity, l.unit, l.checked, l.itemIds.length])).toEqual([
      ['200', 'g', false, 1],
      ['2', 'unité', false, 1],
      ['quelques', 'unité', false, 1],
      ['3', 'unité', true, 1],
    ]);
  });

  it('a line of one row keeps the name as written; merged rows sum with a decimal comma', () => {
    const t55 = item({ name: 'Farine T55', quantity: '500', unit: 'g', ingredientId: 'farine' });
    expect(groupByAisle([t55])[0]?.lines[0]?.name).toBe('Farine T55');
    const milk = [
      item({ name: 'lait', quantity: '0,5', unit: 'l', ingredientId: 'lait' }),
      item({ name: 'lait', quantity: '250', unit: 'ml', ingredientId: 'lait' }),
    ];
    expect(groupByAisle(milk)[0]?.lines[0]).toMatchObject({ quantity: '750', unit: 'ml' });
  });

  it('orders aisles as a shop does, names the knowledge base does not know last', () => {
    const aisles = groupByAisle([
      item({ name: 'piles AA' }),
      item({ name: 'lait', ingredientId: 'lait' }),
      item({ name: 'pommes', ingredientId: 'pomme' }),
    ]);
    expect(aisles.map((a) => a.aisle)).toEqual(['fruits et légumes', 'crèmerie', null]);
  });

  it('merges unknown names that read the same (case, plural)', () => {
    const [aisle] = groupByAisle([
      item({ name: 'Bougie', quantity: '2' }),
      item({ name: 'bougies', quantity: '3' }),
    ]);
    expect(aisle?.lines).toHaveLength(1);
    expect(aisle?.lines[0]).toMatchObject({ quantity: '5', unit: 'unité' });
  });

  it('puts every item in exactly one line', () => {
    const items = [
      item({ name: 'farine', quantity: '300', unit: 'g', ingredientId: 'farine' }),
      item({ name: 'farine', quantity: '1', unit: 'kg', ingredientId: 'farine', checked: true }),
      item({ name: 'sucre', quantity: '2', unit: 'càs', ingredientId: 'sucre' }),
      item({ name: 'sucre', quantity: '3', unit: 'càc', ingredientId: 'sucre' }),
      item({ name: 'x', quantity: 'un peu' }),
    ];
    const ids = groupByAisle(items).flatMap((a) => a.lines.flatMap((l) => l.itemIds));
    expect(ids.sort()).toEqual(items.map((i) => i.id).sort());
  });
});
