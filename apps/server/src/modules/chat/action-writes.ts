import { randomUUID } from 'node:crypto';
import { type Recipe as RecipeSnapshot, recipeImageUrl } from '@mijote/contracts';
import {
  type AssistantAction,
  formatIngredientLine,
  getRecipe,
  type PlannedMealProposal,
  scaleIngredients,
} from '@mijote/cuisine';
import { isUniqueViolation } from '../../db/error-chain';
import type { Executor } from '../../db/executor';
import { AppError } from '../../lib/app-error';
import type { Caller } from '../auth/session';
import { householdPantryCheck } from '../household/pantry-service';
import { insertPlannedMeal } from '../planning/planning-repo';
import { toBuyingRows } from '../shopping/buying-rows';
import { readRecipeNeeds } from '../shopping/recipe-needs';
import {
  insertRecipeItems,
  insertShoppingItem,
  RECIPE_LINE_INDEX,
} from '../shopping/shopping-repo';

// What a confirmed action writes, with the caller's rights only: into the caller's household,
// with the caller as author, inside the transaction that marks the action confirmed.

export type ActionWrites = { shoppingItemIds: string[]; plannedMealIds: string[] };

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
    imageUrl: recipeImageUrl(recipe.type, () => 0),
    preparationTime: recipe.preparationMinutes + recipe.cookingMinutes,
    servings,
    difficulty: recipe.difficulty,
    ingredients: scaleIngredients(recipe.ingredients, recipe.servings, servings).map((line) =>
      formatIngredientLine(line),
    ),
    instructions: [...recipe.instructions],
    type: recipe.type,
  };
}

async function planMeals(
  tx: Executor,
  caller: Caller,
  meals: readonly PlannedMealProposal[],
): Promise<string[]> {
  const ids: string[] = [];
  for (const meal of meals) {
    const recipe = recipeSnapshot(meal.recipeId, meal.servings);
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

/**
 * The lines as the list's items, read like « Ajouter à la liste de courses » reads a recipe's
 * (same parser, same buying units, the household's cupboard staples apart). A recipe's lines go in one statement, and a recipe already on the
 * list is refused whole with the spec's text (its unique index); lines of no recipe (« ajoute du
 * lait ») are plain items.
 */
async function addToShoppingList(
  tx: Executor,
  caller: Caller,
  action: Extract<AssistantAction, { kind: 'add-to-shopping-list' }>,
): Promise<string[]> {
  const isInPantry = await householdPantryCheck(tx, caller.householdId);
  const { rows } = toBuyingRows(readRecipeNeeds(action.lines, 1, 1), { isInPantry });
  const items = rows.map(({ inFridge: _, ...row }) => ({ ...row, userId: caller.id }));
  const { recipeId, recipeTitle } = action;
  if (recipeId && recipeTitle) {
    try {
      const rows = await insertRecipeItems(
        tx,
        caller.householdId,
        items.map((item) => ({ ...item, recipeId, recipeTitle })),
      );
      return rows.map((row) => row.id);
    } catch (error) {
      if (isUniqueViolation(error, RECIPE_LINE_INDEX)) {
        throw new AppError('SHOPPING_ALREADY_ADDED', { cause: error });
      }
      throw error;
    }
  }
  const ids: string[] = [];
  // Asked for by name (« ajoute du sel »): to buy, even a cupboard staple.
  for (const item of items) {
    ids.push((await insertShoppingItem(tx, caller.householdId, { ...item, inPantry: false })).id);
  }
  return ids;
}

export async function writeAction(
  tx: Executor,
  caller: Caller,
  action: AssistantAction,
): Promise<ActionWrites> {
  if (action.kind === 'plan-meals') {
    return { shoppingItemIds: [], plannedMealIds: await planMeals(tx, caller, action.meals) };
  }
  return { shoppingItemIds: await addToShoppingList(tx, caller, action), plannedMealIds: [] };
}
