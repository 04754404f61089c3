import { describe, expect, it } from 'vitest';
import { parseIngredientLine } from '../parser/parse-ingredient-line';
import { aggregateShoppingLines } from './aggregate-shopping-lines';

describe('aggregateShoppingLines', () => {
  it('adds grams and kilos of one ingredient and shows 1500 g as 1.5 kg', () => {
    expect(
      aggregateShoppingLines([
        { ingredientId: 'farine', quantity: 750, unit: 'g', recipeId: 'tarte' },
        { ingredientId: 'farine', quantity: 0.75, unit: 'kg', recipeId: 'crepes' },
      ]),
    ).toEqual([
      {
        ingredientId: 'farine',
        name: 'farine',
        quantity: 1.5,
        unit: 'kg',
        recipeIds: ['crepes', 'tarte'],
      },
    ]);
  });

  it('adds ml, cl and l and shows ml under a litre', () => {
    expect(
      aggregateShoppingLines([
        { ingredientId: 'lait', quantity: 20, unit: 'cl' },
        { ingredientId: 'lait', quantity: 0.3, unit: 'l' },
      ]),
    ).toEqual([{ ingredientId: 'lait', name: 'lait', quantity: 500, unit: 'ml', recipeIds: [] }]);
  });

  it('adds càs and càc (1 càs = 3 càc), in càs when it is a whole or half number', () => {
    const merged = aggregateShoppingLines([
      { ingredientId: 'huile-d-olive', quantity: 1, unit: 'càs' },
      { ingredientId: 'huile-d-olive', quantity: 3, unit: 'càc' },
    ]);
    expect(merged).toMatchObject([{ quantity: 2, unit: 'càs' }]);
    const odd = aggregateShoppingLines([
      { ingredientId: 'sucre', quantity: 1, unit: 'càs' },
      { ingredientId: 'sucre', quantity: 1, unit: 'càc' },
    ]);
    expect(odd).toMatchObject([{ quantity: 4, unit: 'càc' }]);
  });

  it('keeps grams and pieces apart', () => {
    const merged = aggregateShoppingLines([
      { ingredientId: 'carotte', quantity: 200, unit: 'g' },
      { ingredientId: 'carotte', quantity: 2, unit: 'unité' },
      { ingredientId: 'carotte', quantity: 1, unit: 'unité' },
    ]);
    expect(merged).toEqual([
      { ingredientId: 'carotte', name: 'carottes', quantity: 200, unit: 'g', recipeIds: [] },
      { ingredientId: 'carotte', name: 'carottes', quantity: 3, unit: 'unité', recipeIds: [] },
    ]);
  });

  it('keeps a portion word apart: a glass of wine is not a bottle of wine', () => {
    const lines = [
      '1 verre de vin blanc',
      '1 bouteille de vin blanc',
      '2 verres de vin blanc sec',
    ].map((l) => parseIngredientLine(l));
    const merged = aggregateShoppingLines(lines);
    expect(merged.map((m) => [m.name, m.quantity, m.unit])).toEqual([
      ['vin blanc', 1, 'bouteille'],
      ['vin blanc', 3, 'verre'],
    ]);
  });

  it('merges names without an id by folded spelling', () => {
    expect(
      aggregateShoppingLines([
        { name: 'Oignons', quantity: 2, unit: 'unité' },
        { name: 'oignon', quantity: 1, unit: 'unité' },
      ]),
    ).toEqual([{ name: 'oignon', quantity: 3, unit: 'unité', recipeIds: [] }]);
  });

  it('counts the upper bound of a range', () => {
    expect(
      aggregateShoppingLines([
        { ingredientId: 'oignon', quantity: 2, quantityMax: 3, unit: 'unité' },
      ]),
    ).toMatchObject([{ quantity: 3, name: 'oignons' }]);
  });

  it('uses the knowledge-base name in the right number', () => {
    const merged = aggregateShoppingLines([
      { ingredientId: 'pomme-de-terre', quantity: 1, unit: 'unité' },
      { ingredientId: 'pomme-de-terre', quantity: 500, unit: 'g' },
    ]);
    expect(merged.map((m) => m.name)).toEqual(['pomme de terre', 'pommes de terre']);
  });

  it('takes a display name from the options', () => {
    const merged = aggregateShoppingLines([{ ingredientId: 'oeuf', quantity: 6, unit: 'unité' }], {
      nameOf: () => 'œufs frais',
    });
    expect(merged[0]!.name).toBe('œufs frais');
  });
});
