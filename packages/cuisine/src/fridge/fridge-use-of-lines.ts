import { isSeasoningStaple } from '../assistant/recipes/recipe-lines';
import { parseIngredientLine } from '../parser/parse-ingredient-line';
import { type FridgeFood, type FridgeItemFacts, fridgeCoverage } from './fridge-coverage';

export type FridgeUseOfLines<T extends FridgeItemFacts> = {
  /** The fridge items the lines use, soonest-expiring first. */
  used: T[];
  /** The lines the fridge does not cover, pantry staples and seasoning left out. */
  missingLines: string[];
};

/**
 * What a recipe written as text lines (a model's) takes from the fridge, as fridge mode shows
 * it for a catalogue recipe. Undefined when the lines use nothing of the fridge.
 */
export function fridgeUseOfLines<T extends FridgeItemFacts>(
  lines: readonly string[],
  fridge: readonly FridgeFood<T>[],
): FridgeUseOfLines<T> | undefined {
  const parsed = lines.map((line) => ({ line, parsed: parseIngredientLine(line) }));
  const ids = parsed.flatMap(({ parsed: p }) => (p.ingredientId ? [p.ingredientId] : []));
  const covered = fridgeCoverage(ids, fridge);
  if (!covered) return undefined;
  const missingLines = parsed
    .filter(({ parsed: p }) => {
      const id = p.ingredientId;
      return (
        id !== undefined &&
        covered.missingIds.includes(id) &&
        !isSeasoningStaple({ ingredientId: id, quantity: p.quantity, unit: p.unit })
      );
    })
    .map(({ line }) => line);
  return { used: covered.used.map((food) => food.item), missingLines };
}
