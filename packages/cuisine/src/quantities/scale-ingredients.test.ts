import { describe, expect, it } from 'vitest';
import type { RecipeUnit } from '../vocabulary';
import { scaleIngredients } from './scale-ingredients';

type Case = [
  string,
  { quantity: number; unit: RecipeUnit; ingredientId?: string; name?: string },
  number,
  number,
  number,
];

describe('scaleIngredients', () => {
  it.each<Case>([
    [
      '3 eggs for 4 → 1 person: one egg, not 0.75',
      { quantity: 3, unit: 'unité', ingredientId: 'oeuf' },
      4,
      1,
      1,
    ],
    ['3 eggs for 4 → 2', { quantity: 3, unit: 'unité', ingredientId: 'oeuf' }, 4, 2, 2],
    ['3 eggs for 4 → 6', { quantity: 3, unit: 'unité', ingredientId: 'oeuf' }, 4, 6, 5],
    ['eggs known only by name', { quantity: 3, unit: 'unité', name: 'œufs' }, 4, 6, 5],
    [
      'egg yolks are whole too',
      { quantity: 1, unit: 'unité', ingredientId: 'jaune-d-oeuf' },
      4,
      6,
      2,
    ],
    ['250 g for 4 → 1: 62.5 g to the nearest 5 g', { quantity: 250, unit: 'g' }, 4, 1, 65],
    ['500 g for 4 → 6', { quantity: 500, unit: 'g' }, 4, 6, 750],
    ['333 g → 10 g steps', { quantity: 100, unit: 'g' }, 3, 10, 330],
    ['large amounts in 25 g steps', { quantity: 800, unit: 'g' }, 6, 8, 1075],
    ['very large amounts in 50 g steps', { quantity: 2000, unit: 'g' }, 6, 7, 2350],
    ['small amounts to the gram', { quantity: 6, unit: 'g' }, 4, 6, 9],
    ['from 10 g, steps of 5 g', { quantity: 7, unit: 'g' }, 4, 6, 10],
    ['tiny amounts to a tenth of a gram', { quantity: 0.2, unit: 'g' }, 4, 6, 0.3],
    ['never below 1 g', { quantity: 2, unit: 'g' }, 8, 1, 1],
    ['kg rounded in grams', { quantity: 1.5, unit: 'kg' }, 6, 4, 1],
    ['kg below a kilo', { quantity: 1, unit: 'kg' }, 6, 1, 0.17],
    ['cl rounded in ml', { quantity: 20, unit: 'cl' }, 4, 6, 30],
    ['cl down', { quantity: 20, unit: 'cl' }, 4, 3, 15],
    ['l to 10 ml', { quantity: 0.5, unit: 'l' }, 4, 1, 0.13],
    ['ml', { quantity: 330, unit: 'ml' }, 2, 3, 500],
    ['spoons to halves', { quantity: 2, unit: 'càs' }, 4, 3, 1.5],
    ['spoons: half a spoon', { quantity: 2, unit: 'càs' }, 4, 1, 0.5],
    ['spoons: a quarter at least', { quantity: 1, unit: 'càc' }, 4, 1, 0.25],
    ['a pinch stays a pinch', { quantity: 1, unit: 'pincée' }, 4, 12, 1],
    ['a pinch stays a pinch when scaling down', { quantity: 2, unit: 'pincée' }, 4, 1, 2],
    ['a lemon never below 1', { quantity: 1, unit: 'unité', ingredientId: 'citron' }, 4, 2, 1],
    ['two lemons for eight', { quantity: 1, unit: 'unité', ingredientId: 'citron' }, 4, 8, 2],
    ['half lemons', { quantity: 3, unit: 'unité', ingredientId: 'citron' }, 4, 3, 2.5],
    [
      'half a lemon keeps half',
      { quantity: 0.5, unit: 'unité', ingredientId: 'citron' },
      2,
      1,
      0.5,
    ],
    ['whole units from 5', { quantity: 6, unit: 'unité', ingredientId: 'tomate' }, 4, 5, 8],
    ['cloves are whole', { quantity: 1, unit: 'gousse' }, 4, 6, 2],
    ['slices are whole, at least 1', { quantity: 2, unit: 'tranche' }, 4, 1, 1],
    ['bunches can be halved', { quantity: 1, unit: 'botte' }, 4, 6, 1.5],
    ['tins can be halved', { quantity: 1, unit: 'boîte' }, 4, 2, 1],
    ['cups can be halved', { quantity: 1, unit: 'tasse' }, 2, 3, 1.5],
  ])('%s', (_label, line, from, to, expected) => {
    const [scaled] = scaleIngredients([line], from, to);
    expect(scaled).toEqual({ ...line, quantity: expected });
  });

  it('scales both ends of a range', () => {
    const [scaled] = scaleIngredients(
      [{ quantity: 2, quantityMax: 3, unit: 'unité', name: 'oignons' }],
      2,
      4,
    );
    expect(scaled).toEqual({ quantity: 4, quantityMax: 6, unit: 'unité', name: 'oignons' });
  });

  it('drops the upper bound when rounding makes both ends equal', () => {
    const [scaled] = scaleIngredients(
      [{ quantity: 2, quantityMax: 3, unit: 'gousse', name: 'ail' }],
      4,
      1,
    );
    expect(scaled).toEqual({ quantity: 1, unit: 'gousse', name: 'ail' });
  });

  it('keeps the recipe as written for the same servings', () => {
    const lines = [
      { quantity: 0.333, unit: 'kg' as const, ingredientId: 'farine', note: 'tamisée' },
    ];
    const scaled = scaleIngredients(lines, 4, 4);
    expect(scaled).toEqual(lines);
    expect(scaled[0]).not.toBe(lines[0]);
  });

  it('keeps the other fields of a line', () => {
    const [scaled] = scaleIngredients(
      [{ quantity: 100, unit: 'g', ingredientId: 'beurre', note: 'mou' }],
      2,
      4,
    );
    expect(scaled).toEqual({ quantity: 200, unit: 'g', ingredientId: 'beurre', note: 'mou' });
  });

  it.each([0, -2, Number.NaN, Number.POSITIVE_INFINITY])('rejects %d servings', (servings) => {
    expect(() => scaleIngredients([], servings, 4)).toThrow(RangeError);
    expect(() => scaleIngredients([], 4, servings)).toThrow(RangeError);
  });
});
