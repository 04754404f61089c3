import type { StructuredRecipeIngredient } from '../compliance/types';
import { SEASONS, type Season } from '../vocabulary';
import { marketAvailability } from './market-seasons';
import { type Month, seasonOfMonth } from './months';
import { isGarnish } from './seasonality-score';

/** What the rule reads: a catalogue recipe's lines and the seasons it is tagged with. */
export type TaggedSeasonalRecipe = {
  ingredients: ReadonlyArray<StructuredRecipeIngredient>;
  seasons: readonly Season[];
};

/**
 * What being in season adds to a catalogue dish's rank, in suggestions and in the assistant: more
 * than three preferred foods and the draw together, so a December suggestion is a winter dish
 * whenever one fits the household (decision 034).
 */
export const IN_SEASON_BONUS = 4;

/**
 * A catalogue dish is in season in a month when it is tagged for the month's season (or made all
 * year) and none of its main foods is out of season at market that month: no courgette gratin in
 * December, no pot-au-feu tagged for winter only in July. Garnishes (a sprig, a pinch) do not
 * count. The count the catalogue must reach per month (decision 034) is made with this rule.
 */
export function isInSeason(recipe: TaggedSeasonalRecipe, month: Month): boolean {
  const isAllYear = SEASONS.every((season) => recipe.seasons.includes(season));
  if (!isAllYear && !recipe.seasons.includes(seasonOfMonth(month))) return false;
  return recipe.ingredients
    .filter((line) => !isGarnish(line))
    .every((line) => marketAvailability(line.ingredientId, month) !== 'out');
}
