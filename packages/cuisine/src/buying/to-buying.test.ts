import { describe, expect, it } from 'vitest';
import { getIngredient } from '../ingredients';
import type { RecipeUnit } from '../vocabulary';
import { buyingLineOf, isNeedWorthShowing, sumNeeds, toBuyingLine } from './buying-line';
import { DEFAULT_PANTRY, pantryCheck } from './pantry';
import { needInBuyingUnits, roundUpWeight } from './to-buying';

function bought(ingredientId: string, quantity: number, unit: RecipeUnit) {
  const name = getIngredient(ingredientId)?.name ?? ingredientId;
  const line = toBuyingLine({ name, quantity, unit, ingredientId });
  return line && { name: line.name, quantity: line.quantity, unit: line.unit, pack: line.packSize };
}

describe('what a recipe’s need buys (decision 012)', () => {
  it.each([
    // [ingredient, need, unit, name, quantity, unit, pack size]
    ['ail', 9, 'gousse', 'Ail', '1', 'tête', null],
    ['ail', 12, 'gousse', 'Ail', '2', 'tête', null],
    ['pois-chiche', 450, 'g', 'Pois chiches', '2', 'boîte', '400 g'],
    ['carotte', 2.5, 'unité', 'Carottes', '3', 'unité', null],
    ['carotte', 1, 'unité', 'Carotte', '1', 'unité', null],
    ['carotte', 300, 'g', 'Carottes', '3', 'unité', null],
    ['persil', 2, 'brin', 'Persil', '1', 'botte', null],
    ['basilic', 9, 'feuille', 'Basilic', '1', 'botte', null],
    ['creme', 3, 'càs', 'Crème', '1', 'brique', '20 cl'],
    ['lait', 50, 'cl', 'Lait', '1', 'bouteille', '1 l'],
    ['beurre', 15, 'g', 'Beurre', '1', 'plaquette', '250 g'],
    ['oeuf', 3, 'unité', 'Œufs', '1', 'boîte', '6'],
    ['tomate-pelee', 1, 'boîte', 'Tomates pelées', '1', 'boîte', '400 g'],
    ['levure-chimique', 1, 'càc', 'Levure chimique', '1', 'sachet', '11 g'],
    ['boeuf-hache', 380, 'g', 'Bœuf haché', '400', 'g', null],
    ['pomme-de-terre', 1280, 'g', 'Pommes de terre', '1,3', 'kg', null],
    ['mozzarella', 1.5, 'unité', 'Mozzarella', '2', 'boule', '125 g'],
    // A part of a food is bought as the food.
    ['jaune-d-oeuf', 2, 'unité', 'Œufs', '1', 'boîte', '6'],
  ] as const)('%s %d %s → %s %s %s', (id, quantity, unit, name, count, buyUnit, pack) => {
    expect(bought(id, quantity, unit)).toEqual({ name, quantity: count, unit: buyUnit, pack });
  });

  it('never buys tap water', () => {
    expect(bought('eau', 75, 'cl')).toBeNull();
    expect(bought('eau-gazeuse', 75, 'cl')).not.toBeNull();
  });

  it('adds up the needs of several recipes before rounding: 3 + 6 gousses are one head', () => {
    const ail = getIngredient('ail')!;
    const exact = needInBuyingUnits(ail, 3, 'gousse')! + needInBuyingUnits(ail, 6, 'gousse')!;
    expect(buyingLineOf('ail', 'ail|tête', exact, 'Ail')).toEqual({
      name: 'Ail',
      quantity: '1',
      unit: 'tête',
      packSize: null,
    });
  });

  it('keeps an unknown food’s written name, capitalised, bought as the line says', () => {
    expect(toBuyingLine({ name: 'sauce maison', quantity: 2, unit: 'càs' })).toMatchObject({
      name: 'Sauce maison',
      quantity: '1',
      unit: 'unité',
      ingredientId: null,
    });
    expect(toBuyingLine({ name: 'sirop de sureau', quantity: 75, unit: 'cl' })).toMatchObject({
      quantity: '75',
      unit: 'cl',
    });
    expect(toBuyingLine({ name: 'farine de châtaigne', quantity: 1500, unit: 'g' })).toMatchObject({
      quantity: '1,5',
      unit: 'kg',
    });
  });

  it('rounds weights up to what a counter weighs out', () => {
    expect([5, 95, 101, 451, 999, 1001, 1280].map(roundUpWeight)).toEqual([
      10, 100, 150, 500, 1000, 1100, 1300,
    ]);
  });

  it('writes the recipes’ need as a detail, only when it says more than the purchase', () => {
    expect(
      sumNeeds([
        { quantity: 3, unit: 'gousse' },
        { quantity: 6, unit: 'gousse' },
      ]),
    ).toBe('9 gousses');
    expect(
      sumNeeds([
        { quantity: 300, unit: 'g' },
        { quantity: 1, unit: 'kg' },
      ]),
    ).toBe('1,3 kg');
    expect(
      sumNeeds([
        { quantity: 2, unit: 'unité' },
        { quantity: 300, unit: 'g' },
      ]),
    ).toBe('2 + 300 g');
    expect(isNeedWorthShowing([{ unit: 'gousse' }], 0.9, 'ail|tête')).toBe(true);
    expect(isNeedWorthShowing([{ unit: 'unité' }], 2.5, 'carotte|unité')).toBe(true);
    expect(isNeedWorthShowing([{ unit: 'unité' }], 3, 'carotte|unité')).toBe(false);
    expect(isNeedWorthShowing([{ unit: 'g' }], 450, 'boeuf-hache|g')).toBe(false);
    expect(isNeedWorthShowing([{ unit: 'boîte' }], 2, 'pois-chiche|boîte')).toBe(false);
  });
});

describe('« Toujours à la maison »', () => {
  const isInPantry = pantryCheck(DEFAULT_PANTRY);

  it('holds the staples, their kinds and the spice aisle', () => {
    for (const id of ['sel', 'fleur-de-sel', 'poivre', 'huile-d-olive', 'huile-de-colza']) {
      expect(isInPantry(id), id).toBe(true);
    }
    for (const id of ['vinaigre-balsamique', 'farine', 'sucre-glace', 'cumin', 'laurier']) {
      expect(isInPantry(id), id).toBe(true);
    }
    for (const id of ['bouillon-de-legumes', 'moutarde']) expect(isInPantry(id), id).toBe(true);
  });

  it('leaves out what a recipe needs in real amounts', () => {
    for (const id of ['beurre', 'lait', 'oeuf', 'persil', 'riz', 'pates', 'ail', 'creme']) {
      expect(isInPantry(id), id).toBe(false);
    }
    expect(isInPantry(null)).toBe(false);
  });

  it('is the household’s own list: an entry removed, its food is bought again', () => {
    const withoutFlour = pantryCheck(DEFAULT_PANTRY.filter((food) => food !== 'farine'));
    expect(withoutFlour('farine')).toBe(false);
    expect(pantryCheck(['beurre'])('beurre-demi-sel')).toBe(true);
    expect(pantryCheck(['un mot inconnu'])('sel')).toBe(false);
  });
});
