import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { RECIPE_UNITS, type RecipeUnit } from '../vocabulary';
import { aggregateShoppingLines, type ShoppingSourceLine } from './aggregate-shopping-lines';
import { roundScaledQuantity } from './round-quantity';
import { isCountedWhole, scaleIngredients } from './scale-ingredients';
import { toBaseQuantity } from './unit-families';

// The rounding table of round-quantity.ts, restated here on purpose: if the code drifts from
// its documentation, these properties fail.
const METRIC_STEPS: Array<[below: number, step: number]> = [
  [1, 0.1],
  [10, 1],
  [100, 5],
  [500, 10],
  [2000, 25],
  [Number.POSITIVE_INFINITY, 50],
];
const METRIC_BASE: Partial<Record<RecipeUnit, number>> = { g: 1, kg: 1000, ml: 1, cl: 10, l: 1000 };
const WHOLE = new Set<RecipeUnit>([
  'gousse',
  'tranche',
  'brin',
  'feuille',
  'goutte',
  'carré',
  'zeste',
  'tige',
  'branche',
  'rondelle',
  'pavé',
  'pièce',
]);
const NOT_SCALED = new Set<RecipeUnit>(['pincée', 'pointe']);

type Line = { quantity: number; unit: RecipeUnit; ingredientId?: string };

/** The documented minimum of a scaled quantity, in the line's unit. */
function minimumOf(line: Line): number {
  const base = METRIC_BASE[line.unit];
  if (base !== undefined) return (line.quantity * base < 1 ? 0.1 : 1) / base;
  if (line.unit === 'càs' || line.unit === 'càc') return 0.25;
  if (NOT_SCALED.has(line.unit)) return line.quantity;
  if (WHOLE.has(line.unit) || isCountedWhole(line)) return 1;
  return line.quantity >= 1 ? 1 : 0.5;
}

/** The documented largest error of rounding `raw`, in the line's unit. */
function maxRoundingError(raw: number, line: Line): number {
  const base = METRIC_BASE[line.unit];
  let halfStep: number;
  if (base !== undefined) {
    const step = METRIC_STEPS.find(([below]) => raw * base < below)![1];
    halfStep = step / 2 / base;
  } else if (line.unit === 'càs' || line.unit === 'càc') halfStep = raw < 0.5 ? 0.125 : 0.25;
  else if (WHOLE.has(line.unit) || isCountedWhole(line)) halfStep = 0.5;
  else halfStep = raw < 5 ? 0.25 : 0.5;
  return Math.max(halfStep, minimumOf(line) - raw) + 1e-9;
}

const unit = fc.constantFrom(...RECIPE_UNITS);
const line = fc.record({
  quantity: fc.integer({ min: 1, max: 400_000 }).map((n) => n / 100),
  unit,
  ingredientId: fc.constantFrom('farine', 'lait', 'oeuf', 'ail', 'citron', 'sel'),
});
const servings = fc.integer({ min: 1, max: 24 });

describe('scaleIngredients — properties', () => {
  it('rounds within the documented error, never below the minimum, to a rounded value', () => {
    fc.assert(
      fc.property(line, servings, servings, (original, from, to) => {
        const [scaled] = scaleIngredients([original], from, to);
        const quantity = scaled!.quantity;
        if (NOT_SCALED.has(original.unit) || from === to) {
          expect(quantity).toBe(original.quantity);
          return;
        }
        const raw = (original.quantity * to) / from;
        expect(Math.abs(quantity - raw)).toBeLessThanOrEqual(maxRoundingError(raw, original));
        expect(quantity).toBeGreaterThanOrEqual(minimumOf(original) - 1e-12);
        // Idempotent: a rounded quantity is already what a cook would write.
        expect(
          roundScaledQuantity(quantity, original.unit, {
            original: original.quantity,
            isWholeOnly: isCountedWhole(original),
          }),
        ).toBe(quantity);
      }),
      { numRuns: 3000 },
    );
  });

  it('is stable there and back: N → M → N within the two roundings', () => {
    fc.assert(
      fc.property(line, servings, servings, (original, n, m) => {
        const [there] = scaleIngredients([original], n, m);
        const [back] = scaleIngredients([there!], m, n);
        const rawThere = (original.quantity * m) / n;
        const bound =
          (n / m) * maxRoundingError(rawThere, original) +
          maxRoundingError((there!.quantity * n) / m, there!);
        expect(Math.abs(back!.quantity - original.quantity)).toBeLessThanOrEqual(bound);
      }),
      { numRuns: 3000 },
    );
  });

  it('comes back exactly when neither way needs rounding', () => {
    // 250 g for 2 → 6 → 2: when the scaled amounts are already round, nothing drifts.
    const isRound = (grams: number) =>
      grams >= 1 && Number.isInteger(grams / METRIC_STEPS.find(([below]) => grams < below)![1]);
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 5000 }), fc.integer({ min: 1, max: 6 }), (grams, k) => {
        fc.pre(isRound(grams) && isRound(grams * k));
        const [there] = scaleIngredients([{ quantity: grams, unit: 'g' }], 2, 2 * k);
        expect(there!.quantity).toBe(grams * k);
        const [back] = scaleIngredients([there!], 2 * k, 2);
        expect(back!.quantity).toBe(grams);
      }),
    );
  });
});

const mixedLine: fc.Arbitrary<ShoppingSourceLine> = fc.record(
  {
    quantity: fc.integer({ min: 1, max: 500_000 }).map((n) => n / 1000),
    unit,
    ingredientId: fc.constantFrom('farine', 'lait', 'oeuf', 'huile-d-olive'),
    name: fc.constantFrom('farine', 'Lait', 'œufs', 'verre de lait', 'huile d’olive'),
    recipeId: fc.constantFrom('r1', 'r2', 'r3'),
  },
  { requiredKeys: ['quantity', 'unit'] },
);

function totalsByFamily(lines: ReadonlyArray<{ quantity: number; unit: RecipeUnit }>) {
  const totals = { mass: 0, volume: 0, spoon: 0, other: new Map<RecipeUnit, number>() };
  for (const { quantity, unit: u } of lines) {
    const base = toBaseQuantity(quantity, u);
    if (u === 'g' || u === 'kg') totals.mass += base!;
    else if (u === 'ml' || u === 'cl' || u === 'l') totals.volume += base!;
    else if (u === 'càs' || u === 'càc') totals.spoon += base!;
    else totals.other.set(u, (totals.other.get(u) ?? 0) + quantity);
  }
  return totals;
}

describe('aggregateShoppingLines — properties', () => {
  it('preserves total mass, volume, spoons and counts', () => {
    fc.assert(
      fc.property(fc.array(mixedLine, { maxLength: 40 }), (lines) => {
        const before = totalsByFamily(lines);
        const after = totalsByFamily(aggregateShoppingLines(lines));
        const close = (a: number, b: number) =>
          expect(Math.abs(a - b)).toBeLessThanOrEqual(1e-9 * Math.max(1, a));
        close(after.mass, before.mass);
        close(after.volume, before.volume);
        close(after.spoon, before.spoon);
        expect([...after.other.keys()].sort()).toEqual([...before.other.keys()].sort());
        for (const [u, total] of before.other) close(after.other.get(u)!, total);
      }),
      { numRuns: 1000 },
    );
  });

  it('does not depend on the order of the lines', () => {
    fc.assert(
      fc.property(
        fc
          .array(mixedLine, { maxLength: 30 })
          .chain((lines) =>
            fc.tuple(fc.constant(lines), fc.shuffledSubarray(lines, { minLength: lines.length })),
          ),
        ([lines, shuffled]) => {
          expect(aggregateShoppingLines(shuffled)).toEqual(aggregateShoppingLines(lines));
        },
      ),
      { numRuns: 1000 },
    );
  });

  it('never leaves two lines of the same ingredient in convertible units', () => {
    fc.assert(
      fc.property(fc.array(mixedLine, { maxLength: 30 }), (lines) => {
        const seen = new Set<string>();
        for (const out of aggregateShoppingLines(lines)) {
          const family = ['g', 'kg'].includes(out.unit)
            ? 'mass'
            : ['ml', 'l', 'cl'].includes(out.unit)
              ? 'volume'
              : ['càs', 'càc'].includes(out.unit)
                ? 'spoon'
                : undefined;
          if (family === undefined || out.ingredientId === undefined) continue;
          const key = `${out.ingredientId}|${family}`;
          expect(seen.has(key)).toBe(false);
          seen.add(key);
        }
      }),
    );
  });
});
