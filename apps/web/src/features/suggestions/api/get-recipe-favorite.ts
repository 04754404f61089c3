import type { Favorite } from '@mijote/contracts';
import { useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api';
import { favoritesQueryKey } from '@/lib/query-keys';

/**
 * The favourites' endpoints, loaded when a recipe shows or its heart is tapped: Suggestions opens
 * without one more area of schemas to build (decision 039).
 */
export const favoritesArea = () =>
  import('@mijote/contracts/api/favorites').then((area) => area.favoritesApi);

export function recipeFavoriteQueryKey(recipeId: string) {
  return [...favoritesQueryKey, 'by-recipe', recipeId] as const;
}

/** GET /api/favorites/by-recipe/:recipeId → the caller's favourite of that recipe, or null. */
export async function getRecipeFavorite(recipeId: string): Promise<Favorite | null> {
  const favoritesApi = await favoritesArea();
  return (await api(favoritesApi.byRecipe, { params: { recipeId } })).favorite;
}

/** The favourite toggle's state, checked when a recipe loads (spec section 4). */
export function useRecipeFavorite(recipeId: string) {
  return useQuery({
    queryKey: recipeFavoriteQueryKey(recipeId),
    queryFn: () => getRecipeFavorite(recipeId),
  });
}
