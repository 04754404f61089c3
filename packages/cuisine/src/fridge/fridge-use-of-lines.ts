import type { PantryCheck } from '../buying/pantry';
import { parseIngredientLine } from '../parser/parse-ingredient-line';
import {
  type FridgeCoverage,
  type FridgeFood,
  type FridgeItemFacts,
  fridgeCoverage,
} from './fridge-coverage';

export type FridgeUseOfLines<T extends FridgeItemFacts> = {
  /** The fridge items the lines use, soonest-expiring first. */
  used: T[];
  /** The lines of the foods the fridge does not hold, cupboard staples left out. */
  missingLines: string[];
  /** The same reading as a catalogue recipe's: what is missing, whether it fits. */
  coverage: FridgeCoverage<T>;
};

/**
 * What a recipe written as text lines (a model's) takes from the fridge, read as fridge mode reads
 * a catalogue recipe. Undefined when the lines use nothing of the fridge.
 */
export function fridgeUseOfLines<T extends FridgeItemFacts>(
  lines: readonly string[],
  fridge: readonly FridgeFood<T>[],
  isInPantry?: PantryCheck,
): FridgeUseOfLines<T> | undefined {
  const parsed = lines.map((line) => ({ line, id: parseIngredientLine(line).ingredientId }));
  const ids = parsed.flatMap(({ id }) => (id ? [id] : []));
  const coverage = fridgeCoverage(ids, fridge, isInPantry);
  if (!coverage) return undefined;
  const missingLines = parsed
    .filter(({ id }) => id !== undefined && coverage.missingIds.includes(id))
    .map(({ line }) => line);
  return { used: coverage.used.map((food) => food.item), missingLines, coverage };
}
