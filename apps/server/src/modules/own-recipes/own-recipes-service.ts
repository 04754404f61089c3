import {
  type OwnRecipe,
  type ownRecipeInputSchema,
  ownRecipeSnapshotId,
  type Recipe,
  type RecipeReview,
} from '@mijote/contracts';
import { type HouseholdRules, rescaleIngredientLines } from '@mijote/cuisine';
import { type HouseholdRecipeFacts, reviewRecipe } from '@mijote/cuisine/own-recipes';
import type { z } from 'zod';
import type { AppContext } from '../../app-context';
import { AppError } from '../../lib/app-error';
import type { Caller } from '../../lib/caller';
import { failsAs } from '../../lib/fails-as';
import { loadHouseholdContext } from '../household';
import {
  deleteOwnRecipe,
  insertOwnRecipe,
  listOwnRecipes,
  type OwnRecipeRow,
  type OwnRecipeValues,
  updateOwnRecipe,
} from './own-recipes-repo';

type OwnRecipeInput = z.output<typeof ownRecipeInputSchema>;
type Ctx = Pick<AppContext, 'db' | 'now'>;

export async function getOwnRecipes(ctx: Ctx, caller: Caller): Promise<{ recipes: OwnRecipe[] }> {
  return failsAs('OWN_RECIPES_LOAD_FAILED', async () => {
    const [rows, household] = await Promise.all([
      listOwnRecipes(ctx.db, caller.householdId),
      loadHouseholdContext(ctx.db, caller),
    ]);
    return { recipes: rows.map((row) => toOwnRecipe(row, household.rules)) };
  });
}

export async function addOwnRecipe(
  ctx: Ctx,
  caller: Caller,
  input: OwnRecipeInput,
): Promise<OwnRecipe> {
  return failsAs('OWN_RECIPE_SAVE_FAILED', async () => {
    const { rules } = await loadHouseholdContext(ctx.db, caller);
    const values = valuesToSave(input, reviewRecipe(input, rules));
    const row = await insertOwnRecipe(ctx.db, caller.householdId, caller.id, values);
    return toOwnRecipe(row, rules);
  });
}

export async function changeOwnRecipe(
  ctx: Ctx,
  caller: Caller,
  id: string,
  input: OwnRecipeInput,
): Promise<OwnRecipe> {
  return failsAs('OWN_RECIPE_SAVE_FAILED', async () => {
    const { rules } = await loadHouseholdContext(ctx.db, caller);
    const values = valuesToSave(input, reviewRecipe(input, rules));
    const row = await updateOwnRecipe(ctx.db, caller.householdId, id, values, ctx.now());
    if (!row) throw new AppError('NOT_FOUND');
    return toOwnRecipe(row, rules);
  });
}

export async function removeOwnRecipe(ctx: Ctx, caller: Caller, id: string): Promise<void> {
  const deleted = await failsAs('OWN_RECIPE_DELETE_FAILED', () =>
    deleteOwnRecipe(ctx.db, caller.householdId, id),
  );
  if (!deleted) throw new AppError('NOT_FOUND');
}

/**
 * A recipe that breaks the household's rules is saved only when the household says so
 * (« Garder quand même »); one that keeps them is never marked kept.
 */
function valuesToSave(input: OwnRecipeInput, review: RecipeReview): OwnRecipeValues {
  const breaksRules = review.flags.length > 0;
  if (breaksRules && !input.keptDespiteRules) throw new AppError('OWN_RECIPE_BREAKS_RULES');
  return {
    title: input.title,
    description: input.description,
    servings: input.servings,
    preparationTime: input.preparationTime,
    cookingTime: input.cookingTime,
    type: input.type,
    difficulty: input.difficulty,
    ingredients: input.ingredients,
    instructions: input.instructions,
    source: input.source,
    link: input.source === 'link' ? input.link : null,
    keptDespiteRules: breaksRules,
  };
}

/**
 * The recipe as planning, favourites and the list take it; at `servings` (its lines rescaled as
 * the recipe dialog's stepper does) when given.
 */
export function ownRecipeSnapshot(row: OwnRecipeRow, servings = row.servings): Recipe {
  return {
    id: ownRecipeSnapshotId(row.id),
    title: row.title,
    description: row.description,
    imageUrl: null,
    // A recipe card shows one time: the whole of it, preparation and cooking.
    preparationTime: Math.min((row.preparationTime ?? 0) + (row.cookingTime ?? 0), 24 * 60),
    servings,
    difficulty: row.difficulty as Recipe['difficulty'],
    ingredients: rescaleIngredientLines(row.ingredients, row.servings, servings),
    instructions: row.instructions,
    type: row.type as Recipe['type'],
  };
}

/** The row as the cuisine package offers it beside the catalogue (planning, suggestions, chat). */
export function householdRecipeFacts(row: OwnRecipeRow): HouseholdRecipeFacts {
  return {
    id: ownRecipeSnapshotId(row.id),
    title: row.title,
    description: row.description,
    servings: row.servings,
    preparationTime: row.preparationTime,
    cookingTime: row.cookingTime,
    type: row.type as HouseholdRecipeFacts['type'],
    difficulty: row.difficulty as HouseholdRecipeFacts['difficulty'],
    ingredients: row.ingredients,
    instructions: row.instructions,
    keptDespiteRules: row.keptDespiteRules,
  };
}

/** The row, its recipe as planning and favourites take it, checked against today's rules. */
export function toOwnRecipe(row: OwnRecipeRow, rules: HouseholdRules): OwnRecipe {
  return {
    id: row.id,
    recipe: ownRecipeSnapshot(row),
    preparationTime: row.preparationTime,
    cookingTime: row.cookingTime,
    source: row.source as OwnRecipe['source'],
    link: row.link,
    keptDespiteRules: row.keptDespiteRules,
    review: reviewRecipe(row, rules),
    authorId: row.userId,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}
