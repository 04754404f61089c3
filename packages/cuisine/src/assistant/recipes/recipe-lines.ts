import type { Recipe, RecipeIngredient } from '../../catalogue';
import { getIngredient, isIngredientOrDescendant, matchIngredient } from '../../ingredients';
import { formatIngredientLine } from '../../parser';
import { scaleIngredients } from '../../quantities';
import type { AssistantShoppingItem } from '../types';

/** The recipe's ingredients for `servings` portions, rounded the way a cook writes them. */
export function scaledIngredients(recipe: Recipe, servings: number): RecipeIngredient[] {
  return scaleIngredients(recipe.ingredients, recipe.servings, servings);
}

/** '200 g de farine (tamisée)', with ½ and ¼ for the reader. */
export function displayLine(line: RecipeIngredient): string {
  return formatIngredientLine(line, { fractions: true });
}

/** The same line with a plain decimal, as the shopping-list parser reads it back. */
export function shoppingLine(line: RecipeIngredient): string {
  return formatIngredientLine({ ...line, note: undefined });
}

// The knowledge base's pantry staples, plus the everyday oils a recipe may name instead of
// « huile »: in spoonfuls, seasoning a list leaves out. (What the fridge search assumes at hand
// is the household's own « Toujours à la maison »: fridge/fridge-coverage.ts.)
const EVERYDAY_KINDS = new Set(['huile-de-colza', 'huile-de-tournesol', 'poivre-blanc']);

export function isPantryStaple(ingredientId: string): boolean {
  return EVERYDAY_KINDS.has(ingredientId) || getIngredient(ingredientId)?.isPantryStaple === true;
}

// Seasoning that every kitchen holds and that nobody buys for one recipe: a list with « 1
// pincée de sel » on it is noise. Staples needed in real amounts (farine, beurre, riz) stay.
const NEVER_LISTED = new Set(['eau', 'sel', 'gros-sel', 'poivre', 'papier-cuisson']);
const SMALL_UNITS = new Set(['pincée', 'càc', 'càs', 'trait', 'goutte', 'pointe', 'filet']);

/** Tap water, salt, pepper, baking paper: never bought for one recipe, never missing. */
export function isNeverListed(ingredientId: string): boolean {
  return NEVER_LISTED.has(ingredientId);
}

export function isSeasoningStaple(line: RecipeIngredient): boolean {
  if (isNeverListed(line.ingredientId)) return true;
  return isPantryStaple(line.ingredientId) && SMALL_UNITS.has(line.unit);
}

/** True when one of the two foods is the other or a kind of it (« spaghetti » and « pâtes »). */
export function isSameFood(a: string, b: string): boolean {
  return isIngredientOrDescendant(a, b) || isIngredientOrDescendant(b, a);
}

/** The unchecked shopping-list items, resolved to knowledge-base ids where possible. */
export function listedIngredientIds(list: readonly AssistantShoppingItem[]): string[] {
  return list.flatMap((item) => {
    if (item.checked) return [];
    const match = matchIngredient(item.name);
    return match ? [match.ingredient.id] : [];
  });
}

export type ListProposal = {
  lines: string[];
  /** Names of the ingredients left out because the list already holds them. */
  alreadyListed: string[];
  /** Names of the seasonings left out. */
  seasonings: string[];
};

/** What « ajouter ces ingrédients à la liste » would add for this recipe. */
export function proposeListLines(
  ingredients: readonly RecipeIngredient[],
  list: readonly AssistantShoppingItem[],
): ListProposal {
  const listed = listedIngredientIds(list);
  const proposal: ListProposal = { lines: [], alreadyListed: [], seasonings: [] };
  for (const line of ingredients) {
    const name = getIngredient(line.ingredientId)?.name ?? line.ingredientId;
    if (isSeasoningStaple(line)) proposal.seasonings.push(name);
    else if (listed.some((id) => isSameFood(id, line.ingredientId)))
      proposal.alreadyListed.push(name);
    else proposal.lines.push(shoppingLine(line));
  }
  return proposal;
}
