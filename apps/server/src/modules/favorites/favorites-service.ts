import type { Favorite, Recipe } from '@mijote/contracts';
import { getRecipe } from '@mijote/cuisine';
import type { Db } from '../../db/client';
import { AppError } from '../../lib/app-error';
import type { Caller } from '../../lib/caller';
import { failsAs } from '../../lib/fails-as';
import {
  deleteFavorite,
  deleteFavoriteByRecipe,
  type FavoriteRow,
  findFavoriteByRecipe,
  listFavorites,
  upsertFavorite,
} from './favorites-repo';

export async function getFavorites(db: Db, caller: Caller): Promise<{ favorites: Favorite[] }> {
  return failsAs('FAVORITES_LOAD_FAILED', async () => ({
    favorites: (await listFavorites(db, caller.id)).map(toFavorite),
  }));
}

export async function getFavoriteOfRecipe(
  db: Db,
  caller: Caller,
  recipeId: string,
): Promise<{ favorite: Favorite | null }> {
  return failsAs('FAVORITE_UPDATE_FAILED', async () => {
    const row = await findFavoriteByRecipe(db, caller.id, recipeId);
    return { favorite: row ? toFavorite(row) : null };
  });
}

/** The favourite keeps the whole recipe as it is now (favorite_recipes has a column for each). */
export async function addFavorite(db: Db, caller: Caller, recipe: Recipe): Promise<Favorite> {
  return failsAs('FAVORITE_UPDATE_FAILED', async () => {
    const row = await upsertFavorite(db, caller.id, {
      recipeId: recipe.id,
      recipeTitle: recipe.title,
      recipeImage: recipe.imageUrl,
      description: recipe.description,
      type: recipe.type,
      preparationTime: recipe.preparationTime,
      servings: recipe.servings,
      difficulty: recipe.difficulty,
      ingredients: recipe.ingredients,
      instructions: recipe.instructions,
    });
    return toFavorite(row);
  });
}

export async function removeFavorite(db: Db, caller: Caller, favoriteId: string): Promise<void> {
  const deleted = await failsAs('FAVORITE_DELETE_FAILED', () =>
    deleteFavorite(db, caller.id, favoriteId),
  );
  if (!deleted) throw new AppError('NOT_FOUND');
}

/** The suggestion screen's toggle turned off (spec section 7: delete by user_id and recipe_id). */
export async function removeFavoriteOfRecipe(
  db: Db,
  caller: Caller,
  recipeId: string,
): Promise<void> {
  const deleted = await failsAs('FAVORITE_UPDATE_FAILED', () =>
    deleteFavoriteByRecipe(db, caller.id, recipeId),
  );
  if (!deleted) throw new AppError('NOT_FOUND');
}

/**
 * A favourite as saved; a catalogue main dish also gets its family facts from the catalogue
 * (favorite_recipes keeps no column for them, decision 034).
 */
export function toFavorite(row: FavoriteRow): Favorite {
  const family = getRecipe(row.recipeId)?.family;
  return {
    id: row.id,
    recipe: {
      id: row.recipeId,
      title: row.recipeTitle,
      description: row.description ?? '',
      imageUrl: row.recipeImage,
      preparationTime: row.preparationTime,
      servings: row.servings,
      difficulty: row.difficulty as Recipe['difficulty'],
      ingredients: row.ingredients,
      instructions: row.instructions,
      type: row.type as Recipe['type'],
      ...(family ? { family: { ...family } } : {}),
    },
    createdAt: row.createdAt.toISOString(),
  };
}
