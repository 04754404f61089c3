import { describe, expect, it } from 'vitest';
import { recipeLinesToItems } from './recipe-lines-to-items';

describe('recipeLinesToItems (spec section 5, « Shopping ingredient parsing »)', () => {
  it('reads each line into a name, a text quantity and a shopping unit', () => {
    expect(
      recipeLinesToItems(
        ['200 g de farine', '1,5 l de lait', '3 œufs', '20 cl de crème', '1 pincée de sel'],
        4,
        4,
      ),
    ).toEqual([
      { name: 'farine', quantity: '200', unit: 'g', ingredientId: 'farine', isMeasured: true },
      { name: 'lait', quantity: '1,5', unit: 'l', ingredientId: 'lait', isMeasured: true },
      { name: 'œufs', quantity: '3', unit: 'unité', ingredientId: 'oeuf', isMeasured: true },
      { name: 'crème', quantity: '200', unit: 'ml', ingredientId: 'creme', isMeasured: true },
      { name: 'sel', quantity: '1', unit: 'pincée', ingredientId: 'sel', isMeasured: true },
    ]);
  });

  it('takes the servings the dialog shows', () => {
    expect(recipeLinesToItems(['200 g de farine', '3 œufs'], 4, 2)).toEqual([
      { name: 'farine', quantity: '100', unit: 'g', ingredientId: 'farine', isMeasured: true },
      { name: 'œufs', quantity: '2', unit: 'unité', ingredientId: 'oeuf', isMeasured: true },
    ]);
  });

  it('gives a line it cannot read quantity 1, unit unité and the whole line as name', () => {
    expect(recipeLinesToItems(['Garniture au choix'], 2, 2)).toEqual([
      {
        name: 'Garniture au choix',
        quantity: '1',
        unit: 'unité',
        ingredientId: null,
        isMeasured: false,
      },
    ]);
  });

  it('splits « sel et poivre » and merges two lines of the same food and unit', () => {
    expect(
      recipeLinesToItems(
        ['sel et poivre', '50 g de beurre', '20 g de beurre (pour le moule)'],
        4,
        4,
      ),
    ).toEqual([
      { name: 'sel', quantity: '1', unit: 'unité', ingredientId: 'sel', isMeasured: false },
      { name: 'poivre', quantity: '1', unit: 'unité', ingredientId: 'poivre', isMeasured: false },
      { name: 'beurre', quantity: '70', unit: 'g', ingredientId: 'beurre', isMeasured: true },
    ]);
  });

  it('says which amounts measure the food itself, and so compare with the fridge (issue 12)', () => {
    expect(
      recipeLinesToItems(['1 botte de basilic', '1,5 tasse de riz', '25 cl de lait'], 2, 2).map(
        (line) => [line.name, line.isMeasured],
      ),
    ).toEqual([
      ['botte de basilic', false],
      ['tasse de riz', false],
      ['lait', true],
    ]);
  });
});
