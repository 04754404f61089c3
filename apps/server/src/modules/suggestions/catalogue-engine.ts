import type { ErrorCode, Recipe } from '@mijote/contracts';
import {
  type CatalogueFailure,
  type CatalogueSuggestion,
  type FridgeItemFacts,
  type MealType,
  suggestFromCatalogue,
} from '@mijote/cuisine';
import type { HouseholdRecipeFacts } from '@mijote/cuisine/own-recipes';
import type { SuggestionHousehold } from './suggestion-household';

// The catalogue engine, the default and the fallback: packages/cuisine picks and
// scales the recipe (the catalogue's, or the household's own); this turns it into the spec's
// « Generated recipe ».

const FAILURE_CODES: Readonly<Record<CatalogueFailure, ErrorCode>> = {
  'fridge-empty': 'FRIDGE_EMPTY',
  'no-compliant-recipe': 'NO_COMPLIANT_RECIPE',
  'no-fridge-recipe': 'NO_FRIDGE_RECIPE',
};

export type CatalogueInput<T extends FridgeItemFacts> = {
  type: MealType;
  household: SuggestionHousehold;
  recentRecipeIds: readonly string[];
  today: string;
  fridge?: readonly T[];
  /** Fridge mode: the household's « Toujours à la maison ». */
  pantry?: readonly string[];
  /** Fridge mode: recipes planned in the coming days. */
  plannedRecipeIds?: readonly string[];
  /** « Une autre recette ». */
  isAnotherAsked?: boolean;
  /** The household's own recipes: candidates too when they keep its rules. */
  ownRecipes?: readonly HouseholdRecipeFacts[];
  random: () => number;
};

export type CatalogueAnswer<T> =
  | {
      ok: true;
      recipe: Recipe;
      isOwnRecipe: boolean;
      missingIngredients: string[];
      usedFridgeItems: T[];
      fitsFridge: boolean | null;
    }
  | { ok: false; reason: ErrorCode };

export function suggestCatalogueRecipe<T extends FridgeItemFacts>(
  input: CatalogueInput<T>,
): CatalogueAnswer<T> {
  const { household } = input;
  const result = suggestFromCatalogue({
    type: input.type,
    rules: { restrictions: household.restrictions, avoidedFoods: household.avoidedFoods },
    preferredFoods: household.preferredFoods,
    servings: household.servings,
    hasChildren: household.hasChildren,
    recentRecipeIds: input.recentRecipeIds,
    today: input.today,
    random: input.random,
    ...(input.fridge ? { fridge: input.fridge } : {}),
    ...(input.pantry ? { pantry: input.pantry } : {}),
    ...(input.plannedRecipeIds ? { plannedRecipeIds: input.plannedRecipeIds } : {}),
    ...(input.isAnotherAsked ? { isAnotherAsked: true } : {}),
    ...(input.ownRecipes ? { ownRecipes: input.ownRecipes } : {}),
  });
  if (!result.ok) return { ok: false, reason: FAILURE_CODES[result.reason] };
  return {
    ok: true,
    recipe: catalogueRecipeOf(result.suggestion),
    isOwnRecipe: result.suggestion.isOwnRecipe,
    missingIngredients: result.suggestion.missingIngredients,
    usedFridgeItems: result.suggestion.usedFridgeItems,
    fitsFridge: result.suggestion.fitsFridge,
  };
}

/**
 * A catalogue suggestion as the spec's « Generated recipe ». No picture: the web draws each
 * recipe's own from its lines (decision 032).
 */
export function catalogueRecipeOf<T extends FridgeItemFacts>(
  suggestion: CatalogueSuggestion<T>,
): Recipe {
  const { recipe, servings, ingredients } = suggestion;
  return {
    // The catalogue's slug: favourites, the list and the history find the recipe again.
    id: recipe.id,
    title: recipe.title,
    description: recipe.description,
    imageUrl: null,
    preparationTime: recipe.preparationMinutes + recipe.cookingMinutes,
    servings,
    difficulty: recipe.difficulty,
    ingredients,
    instructions: [...recipe.instructions],
    type: recipe.type,
    ...(recipe.family ? { family: { ...recipe.family } } : {}),
  };
}
