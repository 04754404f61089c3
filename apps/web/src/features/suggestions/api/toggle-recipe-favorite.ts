import type { Favorite, Recipe } from '@mijote/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api';
import { dashboardQueryKey, favoritesQueryKey } from '@/lib/query-keys';
import { favoritesArea, recipeFavoriteQueryKey } from './get-recipe-favorite';

/** POST /api/favorites: a recipe already among the favourites answers the existing row. */
export async function addRecipeFavorite(recipe: Recipe): Promise<Favorite> {
  return api((await favoritesArea()).add, { body: { recipe } });
}

/** DELETE /api/favorites/by-recipe/:recipeId. */
export async function removeRecipeFavorite(recipeId: string): Promise<void> {
  await api((await favoritesArea()).removeByRecipe, { params: { recipeId } });
}

type Toggle = { recipe: Recipe; isFavorite: boolean };

/**
 * The card's heart (spec section 4): turning it on inserts the favourite, turning it off
 * deletes it. Answers the favourite as it now is (null once removed).
 */
export function useToggleRecipeFavorite() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ recipe, isFavorite }: Toggle): Promise<Favorite | null> => {
      if (!isFavorite) return addRecipeFavorite(recipe);
      await removeRecipeFavorite(recipe.id);
      return null;
    },
    onSuccess: (favorite, { recipe }) => {
      queryClient.setQueryData(recipeFavoriteQueryKey(recipe.id), favorite);
    },
    onSettled: (_favorite, _error, { recipe }) => {
      // The Favoris screen and the home's count change too. The toggle's own state is set above
      // and refetched only on failure, so a slow list does not flicker the heart.
      void queryClient.invalidateQueries({
        queryKey: favoritesQueryKey,
        predicate: (query) => query.queryKey[1] !== 'by-recipe' || query.queryKey[2] !== recipe.id,
      });
      void queryClient.invalidateQueries({ queryKey: dashboardQueryKey });
    },
    onError: (_error, { recipe }) => {
      void queryClient.invalidateQueries({ queryKey: recipeFavoriteQueryKey(recipe.id) });
    },
  });
}
