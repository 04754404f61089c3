import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { RECIPES } from '../catalogue';
import { formatIngredientLine } from '../parser/format-ingredient-line';
import { parseIngredientLine } from '../parser/parse-ingredient-line';
import { rescaleIngredientLine, rescaleIngredientLines } from './rescale-ingredient-lines';

describe('rescaleIngredientLine', () => {
  it.each([
    // [line, from, to, expected]
    ['200 g de farine', 4, 2, '100 g de farine'],
    ['200g de farine', 4, 7, '350 g de farine'],
    ['3 courgettes', 4, 2, '1 ½ courgette'],
    ['1 ½ courgette', 2, 4, '3 courgettes'],
    ['3 œufs', 4, 2, '2 œufs'],
    ['1 œuf', 4, 1, '1 œuf'],
    ['2 à 3 oignons', 4, 8, '4 à 6 oignons'],
    ['1 pincée de sel', 4, 10, '1 pincée de sel'],
    ['1 gousse d’ail (écrasée)', 2, 6, '3 gousses d’ail (écrasée)'],
    ['20 cl de crème', 4, 6, '30 cl de crème'],
    ['½ càc de piment d’Espelette', 8, 2, '¼ càc de piment d’Espelette'],
    ['1/2 citron', 4, 8, '1 citron'],
  ])('%s for %i → for %i: %s', (line, from, to, expected) => {
    expect(rescaleIngredientLine(line, from, to)).toBe(expected);
  });

  it.each([
    'sel et poivre',
    'Quelques feuilles de basilic',
    'huile d’olive',
    'poivre du moulin selon le goût',
  ])('leaves %j as written: it states no amount', (line) => {
    expect(rescaleIngredientLine(line, 4, 9)).toBe(line);
  });

  it('leaves every line exactly as written for the same servings', () => {
    expect(rescaleIngredientLines(['200g  de farine', '3 oeufs'], 4, 4)).toEqual([
      '200g  de farine',
      '3 oeufs',
    ]);
  });

  it('leaves the lines alone when a servings count is not a positive number', () => {
    const lines = ['200 g de farine'];
    for (const [from, to] of [
      [0, 2],
      [4, -1],
      [Number.NaN, 2],
      [4, Number.POSITIVE_INFINITY],
    ] as const) {
      expect(rescaleIngredientLines(lines, from, to)).toEqual(lines);
    }
  });
});

const catalogueLines = RECIPES.flatMap((recipe) =>
  recipe.ingredients.map((line) => ({
    line: formatIngredientLine(line, { fractions: true }),
    servings: recipe.servings,
    ingredientId: line.ingredientId,
    unit: line.unit,
  })),
);

describe('rescaleIngredientLines over the catalogue (property)', () => {
  it('keeps each line the same food in the same unit, with a positive amount, for any servings', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...catalogueLines),
        fc.integer({ min: 1, max: 24 }),
        (source, to) => {
          const rescaled = rescaleIngredientLine(source.line, source.servings, to);
          const parsed = parseIngredientLine(rescaled);
          expect(parsed.ingredientId, rescaled).toBe(source.ingredientId);
          expect(parsed.unit, rescaled).toBe(source.unit);
          expect(parsed.quantity, rescaled).toBeGreaterThan(0);
        },
      ),
      { numRuns: 2000 },
    );
  });

  // The recipe's own servings are left as written (« ½ gousse d’ail » for 8), which rounding
  // would not produce: the comparison is between rescaled lines.
  it('grows or keeps every amount when the servings grow', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...catalogueLines),
        fc.integer({ min: 1, max: 12 }),
        fc.integer({ min: 1, max: 12 }),
        (source, a, b) => {
          fc.pre(a !== source.servings && b !== source.servings);
          const [fewer, more] = a <= b ? [a, b] : [b, a];
          const small = parseIngredientLine(
            rescaleIngredientLine(source.line, source.servings, fewer),
          );
          const large = parseIngredientLine(
            rescaleIngredientLine(source.line, source.servings, more),
          );
          expect(large.quantity).toBeGreaterThanOrEqual(small.quantity);
        },
      ),
      { numRuns: 2000 },
    );
  });
});
