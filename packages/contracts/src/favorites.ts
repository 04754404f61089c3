import { z } from 'zod';
import { recipeSchema } from './recipe';
import { recipeIdSchema, rowIdSchema } from './text';

// The caller's own favourite recipes (spec sections 3 and 7, favorite_recipes): personal, not
// shared with the household.

export const favoriteSchema = z.object({
  id: z.uuid(),
  /** The recipe as it was when it was added, shown whole in the detail dialog. */
  recipe: recipeSchema,
  createdAt: z.iso.datetime(),
});
export type Favorite = z.infer<typeof favoriteSchema>;

/** GET /api/favorites: newest first. */
export const favoriteListSchema = z.object({ favorites: z.array(favoriteSchema) });

/** POST /api/favorites: adding a recipe that is already a favourite answers the existing one. */
export const favoriteInputSchema = z.object({ recipe: recipeSchema });
export type FavoriteInput = z.infer<typeof favoriteInputSchema>;

export const favoriteParamsSchema = z.object({ favoriteId: rowIdSchema });
export const favoriteRecipeParamsSchema = z.object({ recipeId: recipeIdSchema });

/** GET /api/favorites/by-recipe/:recipeId — the favourite toggle's state when a recipe loads. */
export const favoriteCheckSchema = z.object({ favorite: favoriteSchema.nullable() });
