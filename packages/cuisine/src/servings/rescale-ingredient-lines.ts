import { formatIngredientLine } from '../parser/format-ingredient-line';
import { parseIngredientLine } from '../parser/parse-ingredient-line';
import { scaleIngredients } from '../quantities/scale-ingredients';

// The full-recipe dialog's servings stepper: the recipe's lines for another number of
// people, rounded the way a cook writes them (quantities/round-quantity.ts: 3 eggs for 4 are
// 2 for 2, never '1,5 œuf'; a pinch stays a pinch). Pure, so the web calls it as the stepper
// moves and the server calls it before adding the lines to the shopping list: both agree.
//
// Always scale from the lines as the recipe wrote them, not from an already rescaled set:
// rounding twice drifts (4 → 1 → 4 people would not give the original amounts back).

/** One line for `toServings` people, from a line written for `fromServings`. */
export function rescaleIngredientLine(
  line: string,
  fromServings: number,
  toServings: number,
): string {
  if (fromServings === toServings) return line;
  const parsed = parseIngredientLine(line);
  // A line with no amount ('sel et poivre', 'quelques feuilles de basilic') reads the same for
  // any number of people.
  if (!parsed.matched || parsed.precision === 'vague') return line;
  const [scaled] = scaleIngredients([parsed], fromServings, toServings);
  return scaled ? formatIngredientLine(scaled, { fractions: true }) : line;
}

/**
 * The lines for `toServings` people, from lines written for `fromServings`. Servings that are
 * not positive numbers leave the lines as they are (the stepper never goes below 1).
 */
export function rescaleIngredientLines(
  lines: readonly string[],
  fromServings: number,
  toServings: number,
): string[] {
  const isValid = (n: number) => Number.isFinite(n) && n > 0;
  if (!isValid(fromServings) || !isValid(toServings)) return [...lines];
  return lines.map((line) => rescaleIngredientLine(line, fromServings, toServings));
}
