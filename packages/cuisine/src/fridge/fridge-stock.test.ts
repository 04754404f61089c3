import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { type RecipeUnit, SHOPPING_UNITS, type ShoppingUnit } from '../vocabulary';
import {
  drawFromStock,
  openFridgeStock,
  quantityLeft,
  readableAmount,
  type StockItemFacts,
} from './fridge-stock';

const TODAY = '2026-07-15';

function item(
  id: string,
  name: string,
  quantity: number,
  unit: ShoppingUnit,
  expirationDate: string | null = null,
): StockItemFacts {
  return { id, name, quantity, unit, expirationDate };
}

function need(name: string, quantity: number, unit: RecipeUnit) {
  return { ingredientId: undefined, name, quantity, unit };
}

describe('drawFromStock', () => {
  it.each([
    [
      '500 g of flour, 1 kg in the fridge',
      need('farine', 500, 'g'),
      item('a', 'Farine', 1, 'kg'),
      500,
      0,
    ],
    [
      '1 kg of flour, 300 g in the fridge',
      need('farine', 1, 'kg'),
      item('a', 'Farine', 300, 'g'),
      0.3,
      0.7,
    ],
    [
      '25 cl → ml: 20 cl of cream, 100 ml',
      need('crème', 200, 'ml'),
      item('a', 'Crème', 100, 'ml'),
      100,
      100,
    ],
    [
      '1 l of milk, 50 cl written as 500 ml',
      need('lait', 1, 'l'),
      item('a', 'Lait', 500, 'ml'),
      0.5,
      0.5,
    ],
    ['6 eggs, 4 in the fridge', need('œufs', 6, 'unité'), item('a', 'Œufs', 4, 'unité'), 4, 2],
    ['2 càs of honey, 3 càc', need('miel', 2, 'càs'), item('a', 'Miel', 3, 'càc'), 1, 1],
  ])('%s', (_label, line, fridgeItem, covered, shortfall) => {
    const draw = drawFromStock(openFridgeStock([fridgeItem], TODAY), line);
    expect(draw.covered).toBeCloseTo(covered, 9);
    expect(draw.shortfall).toBeCloseTo(shortfall, 9);
  });

  it('counts other units through how the food is sold (decision 012)', () => {
    const stock = openFridgeStock(
      [
        item('a', 'Ail', 1, 'tête'),
        item('b', 'Carottes', 500, 'g'),
        item('c', 'Crème', 1, 'brique'),
      ],
      TODAY,
    );
    // A head of garlic holds 10 cloves; 500 g of carrots are 4 carrots; a brick of cream 20 cl.
    expect(drawFromStock(stock, need('ail', 3, 'gousse'))).toMatchObject({ shortfall: 0 });
    expect(drawFromStock(stock, need('carottes', 3, 'unité')).shortfall).toBe(0);
    expect(drawFromStock(stock, need('crème', 2, 'càs')).shortfall).toBe(0);
    // What the 2 càs left of the brick (17 cl) counts for the next line: 13 cl to buy.
    expect(drawFromStock(stock, need('crème', 30, 'cl')).shortfall).toBeCloseTo(13, 9);
  });

  it('subtracts nothing across units a food’s rule does not relate, nor for unknown foods', () => {
    const stock = openFridgeStock(
      [item('a', 'Sauce maison', 2, 'unité'), item('b', 'Steak', 2, 'unité')],
      TODAY,
    );
    expect(drawFromStock(stock, need('sauce maison', 500, 'ml'))).toEqual({
      covered: 0,
      shortfall: 500,
      takes: [],
    });
  });

  it('ignores expired items and other foods, uses the soonest-expiring first', () => {
    const stock = openFridgeStock(
      [
        item('late', 'Yaourt nature', 4, 'unité', '2026-07-30'),
        item('gone', 'Yaourt nature', 4, 'unité', '2026-07-14'),
        item('soon', 'Yaourt nature', 1, 'unité', '2026-07-15'),
        item('other', 'Pommes', 5, 'unité'),
      ],
      TODAY,
    );
    expect(drawFromStock(stock, need('yaourts nature', 3, 'unité'))).toEqual({
      covered: 3,
      shortfall: 0,
      takes: [
        { itemId: 'soon', amount: 1 },
        { itemId: 'late', amount: 2 },
      ],
    });
  });

  it('a second line of the same food finds what the first left', () => {
    const stock = openFridgeStock([item('a', 'Beurre', 250, 'g')], TODAY);
    expect(drawFromStock(stock, need('beurre', 200, 'g')).shortfall).toBe(0);
    expect(drawFromStock(stock, need('beurre', 100, 'g')).shortfall).toBe(50);
  });

  it('a kind of the food counts for it, not the other way round', () => {
    const spaghetti = openFridgeStock([item('a', 'Spaghetti', 500, 'g')], TODAY);
    expect(drawFromStock(spaghetti, need('pâtes', 300, 'g')).covered).toBe(300);
    const pasta = openFridgeStock([item('a', 'Pâtes', 500, 'g')], TODAY);
    expect(drawFromStock(pasta, need('spaghetti', 300, 'g')).covered).toBe(0);
  });

  it('does not count a count of portions (« bouteilles de lait ») as the food', () => {
    const stock = openFridgeStock([item('a', 'Bouteilles de lait', 2, 'unité')], TODAY);
    expect(drawFromStock(stock, need('lait', 2, 'unité')).covered).toBe(0);
  });
});

describe('drawFromStock, properties', () => {
  const unit = fc.constantFrom(...SHOPPING_UNITS);
  const food = fc.constantFrom('farine', 'lait', 'beurre', 'œufs', 'tomates', 'crème', 'miel');
  const fridgeItems = fc.array(
    fc.record({
      name: food,
      quantity: fc.integer({ min: 1, max: 5000 }),
      unit,
      expirationDate: fc.option(fc.constantFrom('2026-07-10', '2026-07-15', '2026-07-20'), {
        nil: null,
      }),
    }),
    { maxLength: 8 },
  );
  const lines = fc.array(
    fc.record({
      name: food,
      quantity: fc.double({ min: 0, max: 5000, noNaN: true }),
      unit,
    }),
    { minLength: 1, maxLength: 6 },
  );

  it('the shortfall is never negative and never more than the recipe needs', () => {
    fc.assert(
      fc.property(fridgeItems, lines, (items, needs) => {
        const stock = openFridgeStock(
          items.map((it, index) => ({ ...it, id: String(index) })),
          TODAY,
        );
        for (const line of needs) {
          const draw = drawFromStock(stock, { ...line, ingredientId: undefined });
          expect(draw.shortfall).toBeGreaterThanOrEqual(0);
          expect(draw.shortfall).toBeLessThanOrEqual(line.quantity);
          expect(draw.covered + draw.shortfall).toBeCloseTo(line.quantity, 6);
        }
      }),
    );
  });

  it('never takes more from an item than it holds, over all the lines of a recipe', () => {
    fc.assert(
      fc.property(fridgeItems, lines, (items, needs) => {
        const withIds = items.map((it, index) => ({ ...it, id: String(index) }));
        const stock = openFridgeStock(withIds, TODAY);
        const taken = new Map<string, number>();
        for (const line of needs) {
          for (const take of drawFromStock(stock, { ...line, ingredientId: undefined }).takes) {
            taken.set(take.itemId, (taken.get(take.itemId) ?? 0) + take.amount);
          }
        }
        for (const [id, amount] of taken) {
          const held = withIds.find((it) => it.id === id)!;
          // Decision 029: an item dated today is still good; one dated yesterday is not.
          expect(held.expirationDate === null || held.expirationDate >= TODAY).toBe(true);
          expect(amount).toBeLessThanOrEqual(held.quantity + 1e-9);
        }
      }),
    );
  });
});

describe('quantityLeft', () => {
  it.each([
    [{ quantity: 1, unit: 'l' as const }, 0.25, { quantity: 750, unit: 'ml' }],
    [{ quantity: 2, unit: 'kg' as const }, 1, { quantity: 1, unit: 'kg' }],
    [{ quantity: 500, unit: 'g' as const }, 500, null],
    [{ quantity: 3, unit: 'unité' as const }, 0.5, { quantity: 2, unit: 'unité' }],
    [{ quantity: 1, unit: 'unité' as const }, 0.5, null],
    [{ quantity: 2, unit: 'càs' as const }, 1 / 3, { quantity: 5, unit: 'càc' }],
  ])('%o minus %d', (held, taken, left) => {
    expect(quantityLeft(held, taken)).toEqual(left);
  });
});

describe('readableAmount', () => {
  it('says 300 g rather than 0,3 kg, and leaves pieces alone', () => {
    expect(readableAmount(0.3, 'kg')).toEqual({ quantity: 300, unit: 'g' });
    expect(readableAmount(1500, 'ml')).toEqual({ quantity: 1.5, unit: 'l' });
    expect(readableAmount(2, 'unité')).toEqual({ quantity: 2, unit: 'unité' });
  });
});
