import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { RECIPE_UNITS } from '../vocabulary';
import { formatQuantity } from './format-quantity';
import { parseIngredientLine } from './parse-ingredient-line';

// Pieces real lines are made of, so that generated lines reach deep into the parser rather than
// stopping at the first character.
const piece = fc.constantFrom(
  '200',
  '1,5',
  '0.5',
  '½',
  '1/2',
  '1 1/2',
  '2 à 3',
  '2-3',
  'une',
  'deux',
  'demi',
  'quelques',
  'g',
  'kg',
  'cl',
  'dl',
  'càs',
  'c. à s.',
  'cuillères à café',
  'gousses',
  'pincée',
  'tasse',
  'de',
  "d'",
  'd’',
  'du',
  'de la',
  'des',
  '(',
  ')',
  '[',
  ']',
  ',',
  ' - ',
  '•',
  '*',
  ':',
  'x',
  'farine',
  'oignons',
  'huile d’olive',
  'œufs',
  'sel',
  'poivre',
  'et',
  'pour',
  'environ',
  ' ',
  '/',
  // Measures, containers, vague amounts, decimal commas inside a line, alternatives.
  'verre',
  'noix',
  'poignée',
  'pot',
  'zeste',
  'livre',
  'une dizaine',
  'QS',
  'selon le goût',
  'à volonté',
  'un peu',
  'ou',
  "d'environ 1,2 kg",
  'émincé(e)s',
  'le jus',
);
const realisticLine = fc
  .array(fc.oneof(piece, fc.string({ maxLength: 4 })), { maxLength: 10 })
  .map((parts) => parts.join(' '));
const anyLine = fc.oneof(realisticLine, fc.string(), fc.string({ unit: 'grapheme' }));

describe('parseIngredientLine — properties', () => {
  it('never throws and returns a well-formed result', () => {
    fc.assert(
      fc.property(anyLine, (line) => {
        const parsed = parseIngredientLine(line);
        expect(RECIPE_UNITS).toContain(parsed.unit);
        expect(Number.isFinite(parsed.quantity)).toBe(true);
        expect(parsed.quantity).toBeGreaterThanOrEqual(0);
        if (parsed.quantityMax !== undefined) {
          expect(parsed.quantityMax).toBeGreaterThan(parsed.quantity);
        }
        if (!parsed.matched) {
          expect(parsed).toMatchObject({ quantity: 1, unit: 'unité' });
        }
        expect([undefined, 'approximate', 'vague']).toContain(parsed.precision);
        // A vague amount is "some": its quantity is the placeholder 1, never a range.
        if (parsed.precision === 'vague') {
          expect(parsed.quantity).toBe(1);
          expect(parsed.quantityMax).toBeUndefined();
        }
      }),
      { numRuns: 2000 },
    );
  });

  it('always returns a non-empty name for non-empty input', () => {
    fc.assert(
      fc.property(
        anyLine.filter((line) => line.length > 0),
        (line) => {
          expect(parseIngredientLine(line).name.length).toBeGreaterThan(0);
        },
      ),
      { numRuns: 2000 },
    );
  });

  it('reads back any quantity written by formatQuantity, with any unit of the spec', () => {
    const specUnits = ['g', 'kg', 'ml', 'l', 'cl', 'càs', 'càc', 'pincée', 'tasse'] as const;
    fc.assert(
      fc.property(
        fc.double({ min: 0.01, max: 100_000, noNaN: true }),
        fc.constantFrom(...specUnits),
        (quantity, unit) => {
          const text = formatQuantity(quantity);
          const parsed = parseIngredientLine(`${text} ${unit} de farine`, {
            resolveIngredient: null,
          });
          expect(parsed).toMatchObject({ unit, name: 'farine', matched: true });
          expect(parsed.quantity).toBe(Number(text.replace(',', '.')));
        },
      ),
    );
  });
});
