import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { parseIngredientLine } from '../parser/parse-ingredient-line';
import { RECIPE_UNITS, SHOPPING_UNITS } from '../vocabulary';
import { readShoppingAmount, toShoppingLine } from './to-shopping-line';

describe('toShoppingLine', () => {
  it.each([
    [
      { name: 'farine', quantity: 1.5, unit: 'kg' as const },
      { name: 'farine', quantity: '1,5', unit: 'kg' },
    ],
    [
      { name: 'crème', quantity: 25, unit: 'cl' as const },
      { name: 'crème', quantity: '250', unit: 'ml' },
    ],
    [
      { name: 'ail', quantity: 2, unit: 'gousse' as const },
      { name: 'gousses d’ail', quantity: '2', unit: 'unité' },
    ],
    [
      { name: 'ail', quantity: 1, unit: 'gousse' as const },
      { name: 'gousse d’ail', quantity: '1', unit: 'unité' },
    ],
    [
      { name: 'ail', quantity: 1.5, unit: 'gousse' as const },
      { name: 'gousses d’ail', quantity: '2', unit: 'unité' },
    ],
    [
      { name: 'thon', quantity: 2, unit: 'boîte' as const },
      { name: 'boîtes de thon', quantity: '2', unit: 'unité' },
    ],
    [
      { name: 'haricots', quantity: 1, unit: 'boîte' as const },
      { name: 'boîte de haricots', quantity: '1', unit: 'unité' },
    ],
    [
      { name: 'basilic', quantity: 0.5, unit: 'botte' as const },
      { name: 'botte de basilic', quantity: '1', unit: 'unité' },
    ],
    [
      { name: 'levure chimique', quantity: 1.5, unit: 'sachet' as const },
      { name: 'sachets de levure chimique', quantity: '2', unit: 'unité' },
    ],
    [
      { name: 'cornichons', quantity: 2, unit: 'bocal' as const },
      { name: 'bocaux de cornichons', quantity: '2', unit: 'unité' },
    ],
    [
      { name: 'saumon', quantity: 4, unit: 'pavé' as const },
      { name: 'pavés de saumon', quantity: '4', unit: 'unité' },
    ],
    [
      { name: 'riz', quantity: 1.5, unit: 'tasse' as const },
      { name: 'tasse de riz', quantity: '1,5', unit: 'unité' },
    ],
    [
      { name: 'riz', quantity: 2, unit: 'bol' as const },
      { name: 'bols de riz', quantity: '2', unit: 'unité' },
    ],
    [
      { name: 'vin blanc', quantity: 1, unit: 'verre' as const },
      { name: 'verre de vin blanc', quantity: '1', unit: 'unité' },
    ],
    [
      { name: 'roquette', quantity: 1, unit: 'poignée' as const },
      { name: 'poignée de roquette', quantity: '1', unit: 'unité' },
    ],
    [
      { name: 'citron', quantity: 2, unit: 'zeste' as const },
      { name: 'citron', quantity: '2', unit: 'unité' },
    ],
    [
      { name: 'huile d’olive', quantity: 1, unit: 'filet' as const, ingredientId: 'huile-d-olive' },
      { name: 'huile d’olive', quantity: '1', unit: 'unité', ingredientId: 'huile-d-olive' },
    ],
    [
      { name: 'cabillaud', quantity: 4, unit: 'filet' as const, ingredientId: 'cabillaud' },
      { name: 'filets de cabillaud', quantity: '4', unit: 'unité', ingredientId: 'cabillaud' },
    ],
    [
      { name: 'beurre', quantity: 2, unit: 'noix' as const },
      { name: 'beurre', quantity: '1', unit: 'unité' },
    ],
    [
      { name: 'extrait de vanille', quantity: 3, unit: 'goutte' as const },
      { name: 'extrait de vanille', quantity: '1', unit: 'unité' },
    ],
    [
      { name: 'persil', quantity: 1, unit: 'brin' as const, precision: 'vague' as const },
      { name: 'persil', quantity: '1', unit: 'unité' },
    ],
    [
      { name: 'sel', quantity: 1, unit: 'pincée' as const },
      { name: 'sel', quantity: '1', unit: 'pincée' },
    ],
    [
      { name: 'huile', quantity: 0.5, unit: 'càs' as const },
      { name: 'huile', quantity: '0,5', unit: 'càs' },
    ],
    [
      { name: 'persil', quantity: 1, unit: 'botte' as const, ingredientId: 'persil' },
      { name: 'botte de persil', quantity: '1', unit: 'unité', ingredientId: 'persil' },
    ],
  ])('%j', (line, expected) => {
    expect(toShoppingLine(line)).toEqual(expected);
  });

  it('gives every recipe unit a shopping unit and a quantity the spec reads back', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...RECIPE_UNITS),
        fc.integer({ min: 1, max: 100_000 }).map((n) => n / 100),
        (unit, quantity) => {
          const line = toShoppingLine({ name: 'farine', quantity, unit });
          expect(SHOPPING_UNITS).toContain(line.unit);
          expect(line.quantity).toMatch(/^\d+(?:,\d{1,2})?$/u);
          expect(Number(line.quantity.replace(',', '.'))).toBeGreaterThan(0);
          expect(line.name).toMatch(/farine$/u);
        },
      ),
    );
  });

  // Spec section 5: a number, a unit among g, kg, ml, l, cl, cc, càs, càc, pincée, tasse, an
  // optional 'de', the name. For the 8 shopping units the shopping line is what the spec reads.
  it('keeps the spec reading for the shopping units, whatever the spelling', () => {
    const spellings: Array<[written: string, unit: string, factor: number]> = [
      ['', 'unité', 1],
      ['g', 'g', 1],
      ['kg', 'kg', 1],
      ['ml', 'ml', 1],
      ['l', 'l', 1],
      ['cl', 'ml', 10],
      ['cc', 'càc', 1],
      ['càc', 'càc', 1],
      ['càs', 'càs', 1],
      ['pincée', 'pincée', 1],
    ];
    fc.assert(
      fc.property(
        fc.constantFrom(...spellings),
        fc.integer({ min: 1, max: 9999 }).map((n) => n / 4),
        fc.constantFrom('.', ','),
        ([written, unit, factor], quantity, decimal) => {
          const number = String(quantity).replace('.', decimal);
          const text = written === '' ? `${number} farine` : `${number} ${written} de farine`;
          const parsed = parseIngredientLine(text);
          expect(parsed).toMatchObject({ quantity, name: 'farine', matched: true });
          const line = toShoppingLine(parsed);
          expect(line.unit).toBe(unit);
          expect(line.name).toBe('farine');
          expect(Number(line.quantity.replace(',', '.'))).toBeCloseTo(quantity * factor, 2);
        },
      ),
    );
  });
});

describe('readShoppingAmount', () => {
  it.each([
    ['500 g', { quantity: '500', unit: 'g' }],
    ['500g', { quantity: '500', unit: 'g' }],
    ['1,5 kg', { quantity: '1,5', unit: 'kg' }],
    ['1.5 kilos', { quantity: '1,5', unit: 'kg' }],
    ['25 cl', { quantity: '250', unit: 'ml' }],
    ['2 cuillères à soupe', { quantity: '2', unit: 'càs' }],
    ['1 pincée', { quantity: '1', unit: 'pincée' }],
    ['  2 l ', { quantity: '2', unit: 'l' }],
  ])('« %s » → %j', (text, amount) => {
    expect(readShoppingAmount(text)).toEqual(amount);
  });

  it.each(['2', '1/2', '2 sachets', '2 à 3 kg', '500 g environ', 'un peu', 'g', '', '2 g de plus'])(
    '« %s » is not an amount with its unit',
    (text) => {
      expect(readShoppingAmount(text)).toBeUndefined();
    },
  );
});
