import { resolveRecipeIngredient } from '../compliance/resolve-ingredients';
import type { RecipeIngredientInput } from '../compliance/types';
import { SEASONS, type Season } from '../vocabulary';
import { type MarketAvailability, marketAvailability } from './market-seasons';
import { isMonth, type Month, seasonFit } from './months';

/** What the score reads: the ingredients, and the seasons a catalogue recipe is tagged with. */
export type SeasonalRecipe = {
  ingredients: ReadonlyArray<RecipeIngredientInput>;
  /** Absent for a generated recipe: the score then rests on its produce alone. */
  seasons?: readonly Season[];
};

/** The score of a recipe the month says nothing about (no seasonal produce, made all year). */
export const SEASONALITY_NEUTRAL = 0.5;

const AVAILABILITY_VALUE: Readonly<Record<MarketAvailability, number>> = {
  peak: 1,
  available: 0.5,
  out: 0,
};

// A sprig of basil or a few leaves of sorrel season a dish; a kilo of courgettes makes it.
const GARNISH_UNITS = new Set([
  'brin',
  'feuille',
  'tige',
  'branche',
  'pincée',
  'zeste',
  'càc',
  'càs',
  'trait',
  'goutte',
  'pointe',
]);
const GARNISH_WEIGHT = 0.25;
// Produce says what the market holds this month; the tagged seasons add the cook's sense of the
// dish (a pot-au-feu is a winter meal even in a month with carrots).
const PRODUCE_SHARE = 0.6;

/** A line measured by the sprig, leaf, pinch or spoon: it seasons the dish rather than makes it. */
export function isGarnish(line: RecipeIngredientInput): boolean {
  return typeof line !== 'string' && line.unit !== undefined && GARNISH_UNITS.has(line.unit);
}

const lineWeight = (line: RecipeIngredientInput) => (isGarnish(line) ? GARNISH_WEIGHT : 1);

/** The weighted share of the recipe's seasonal produce that the market holds this month. */
function produceFit(ingredients: SeasonalRecipe['ingredients'], month: Month): number | undefined {
  let weights = 0;
  let total = 0;
  for (const line of ingredients) {
    const ids =
      typeof line === 'string'
        ? resolveRecipeIngredient(line).ingredients.map((i) => i.id)
        : [line.ingredientId];
    for (const id of ids) {
      const availability = marketAvailability(id, month);
      if (availability === undefined) continue;
      const weight = lineWeight(line);
      weights += weight;
      total += weight * AVAILABILITY_VALUE[availability];
    }
  }
  return weights > 0 ? total / weights : undefined;
}

/**
 * How well a recipe fits the market of a month, from 0 (out of season) to 1 (in full season),
 * SEASONALITY_NEUTRAL when nothing in it follows the seasons. It weighs the recipe's fresh
 * produce (peak 1, early, late or from storage 0.5, out of season 0; garnishes count a quarter)
 * and, for a catalogue recipe, the seasons it is tagged with (a recipe made all year adds
 * nothing). A courgette gratin scores high in July and low in January; a pot-au-feu the reverse.
 * A ranking signal for suggestions: `seasonalityScore(recipe, monthOf(new Date()))`.
 */
export function seasonalityScore(recipe: SeasonalRecipe, month: number): number {
  // A number, not Month, so callers can pass `date.getMonth() + 1`; checked here instead.
  if (!isMonth(month)) throw new RangeError(`Mois invalide : ${month} (attendu 1 à 12)`);
  const produce = produceFit(recipe.ingredients, month);
  const seasons = recipe.seasons ?? [];
  const isAllYear = SEASONS.every((season) => seasons.includes(season));
  const tagged = seasons.length > 0 && !isAllYear ? seasonFit(seasons, month) : undefined;
  if (produce === undefined) return tagged ?? SEASONALITY_NEUTRAL;
  if (tagged === undefined) return produce;
  return PRODUCE_SHARE * produce + (1 - PRODUCE_SHARE) * tagged;
}
