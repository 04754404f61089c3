import { unitKindOf } from '../parser/recipe-unit-words';
import type { RecipeUnit } from '../vocabulary';
import { conversionOf, fromBaseQuantity, toBaseQuantity } from './unit-families';

// How a scaled quantity is rounded so that it reads like a cook wrote it. The rules:
//
// | unit                                  | step                                         | never below          |
// |---------------------------------------|----------------------------------------------|----------------------|
// | g, kg (in grams) and ml, cl, l (in ml) | 0.1 under 1, 1 under 10, 5 under 100,       | 1 (0.1 if the        |
// |                                       | 10 under 500, 25 under 2000, 50 from 2000    | original was under 1) |
// | càs, càc                              | ½ (¼ under ½)                                 | ¼                    |
// | pincée, pointe (kind 'pinch')          | not scaled: a pinch stays a pinch            | —                    |
// | pieces (gousse, tranche, brin, feuille, carré, zeste, goutte…) and eggs | 1       | 1                    |
// | unité, measures (tasse, verre, poignée…), packs (botte, sachet, boîte, pot…) | ½ under 5, 1 from 5 | 1 if the original was ≥ 1, else ½ |
//
// The kinds come from recipe-unit-words.ts.
//
// Every rung boundary is a multiple of the next step, so rounding a rounded value changes
// nothing (the rounding is idempotent), and the largest error of one rounding is half a step,
// or the gap up to the minimum when the scaled value falls below it.

/** Rounds to a multiple of `step` without float dust (0.1 × 3 must be 0.3). */
function roundToStep(value: number, step: number): number {
  if (step < 1) {
    const perUnit = Math.round(1 / step);
    return Math.round(value * perUnit) / perUnit;
  }
  return Math.round(value / step) * step;
}

/** Step for grams or millilitres. */
export function metricStep(base: number): number {
  if (base < 1) return 0.1;
  if (base < 10) return 1;
  if (base < 100) return 5;
  if (base < 500) return 10;
  if (base < 2000) return 25;
  return 50;
}

export type RoundingContext = {
  /** The quantity before scaling; sets the minimum (a recipe with 1 egg keeps at least 1). */
  original: number;
  /** Counted whole (eggs in 'unité'): no half. */
  isWholeOnly?: boolean;
};

function roundMetric(value: number, unit: RecipeUnit, original: number): number {
  const base = toBaseQuantity(value, unit)!;
  const originalBase = toBaseQuantity(original, unit)!;
  const minimum = originalBase < 1 ? 0.1 : 1;
  const rounded = Math.max(minimum, roundToStep(base, metricStep(base)));
  return roundToStep(fromBaseQuantity(rounded, unit), 1e-6);
}

function roundSpoon(value: number): number {
  return Math.max(0.25, roundToStep(value, value < 0.5 ? 0.25 : 0.5));
}

function roundCount(value: number, original: number, isWholeOnly: boolean): number {
  if (isWholeOnly) return Math.max(1, Math.round(value));
  const minimum = original >= 1 ? 1 : 0.5;
  return Math.max(minimum, roundToStep(value, value < 5 ? 0.5 : 1));
}

/** Rounds a scaled quantity with the rules above. Zero and negative values are left alone. */
export function roundScaledQuantity(
  value: number,
  unit: RecipeUnit,
  context: RoundingContext,
): number {
  if (!(value > 0) || !Number.isFinite(value)) return value;
  const kind = unitKindOf(unit);
  if (kind === 'pinch') return context.original;
  const family = conversionOf(unit)?.family;
  if (family === 'mass' || family === 'volume') return roundMetric(value, unit, context.original);
  if (family === 'spoon') return roundSpoon(value);
  const isWholeOnly = context.isWholeOnly === true || kind === 'piece';
  return roundCount(value, context.original, isWholeOnly);
}
