import { randomUUID } from 'node:crypto';
import { ownRecipeRowId, type Recipe as RecipeSnapshot } from '@mijote/contracts';
import {
  formatIngredientLine,
  getRecipe,
  type PlannedMealProposal,
  scaleIngredients,
} from '@mijote/cuisine';
import type { Executor } from '../../db/executor';
import type { Caller } from '../../lib/caller';
import { findOwnRecipe, ownRecipeSnapshot } from '../own-recipes';
import { insertPlannedMeal } from './planning-repo';

/**
 * A catalogue recipe as the planning keeps it (the spec's « Generated recipe »), at the planned
 * servings, so that the planning can open it whole. Undefined for a dish the catalogue lacks.
 */
export function recipeSnapshot(recipeId: string, servings: number): RecipeSnapshot | undefined {
  const recipe = getRecipe(recipeId);
  if (!recipe) return undefined;
  return {
    id: recipe.id,
    title: recipe.title,
    description: recipe.description,
    imageUrl: null,
    preparationTime: recipe.preparationMinutes + recipe.cookingMinutes,
    servings,
    difficulty: recipe.difficulty,
    ingredients: scaleIngredients(recipe.ingredients, recipe.servings, servings).map((line) =>
      formatIngredientLine(line),
    ),
    instructions: [...recipe.instructions],
    type: recipe.type,
    ...(recipe.family ? { family: { ...recipe.family } } : {}),
  };
}

/**
 * A proposed meal's recipe as the planning keeps it: the catalogue's, or the household's own
 * (decision 040) with its lines rescaled. Undefined for a dish of neither (a model's, or a
 * household recipe deleted since).
 */
async function proposedRecipe(
  tx: Executor,
  caller: Caller,
  meal: PlannedMealProposal,
): Promise<RecipeSnapshot | undefined> {
  const ownId = ownRecipeRowId(meal.recipeId);
  if (!ownId) return recipeSnapshot(meal.recipeId, meal.servings);
  const row = await findOwnRecipe(tx, caller.householdId, ownId);
  return row ? ownRecipeSnapshot(row, meal.servings) : undefined;
}

/**
 * Meals the assistant proposed and the user confirmed, planned in the caller's household with
 * the caller as author, inside the caller's transaction. Returns the new meals' ids.
 */
export async function planProposedMeals(
  tx: Executor,
  caller: Caller,
  meals: readonly PlannedMealProposal[],
): Promise<string[]> {
  const ids: string[] = [];
  for (const meal of meals) {
    const recipe = await proposedRecipe(tx, caller, meal);
    const row = await insertPlannedMeal(tx, caller.householdId, {
      userId: caller.id,
      recipeId: recipe ? recipe.id : randomUUID(),
      recipeTitle: meal.recipeTitle,
      date: meal.date,
      time: meal.time,
      servings: meal.servings,
      type: meal.type,
      recipe: recipe ?? null,
    });
    ids.push(row.id);
  }
  return ids;
}
