import { type Favorite, favoritesApi } from '@mijote/contracts';
import { useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api';
import { favoritesQueryKey } from '@/lib/query-keys';

export function recipeFavoriteQueryKey(recipeId: string) {
  return [...favoritesQueryKey, 'by-recipe', recipeId] as const;
}

/** GET /api/favorites/by-recipe/:recipeId → the caller's favourite of that recipe, or null. */
export async function getRecipeFavorite(recipeId: string): Promise<Favorite | null> {
  return (await api(favoritesApi.byRecipe, { params: { recipeId } })).favorite;
}

/** The favourite toggle's state, checked when a recipe loads (spec section 4). */
export function useRecipeFavorite(recipeId: string) {
  return useQuery({
    queryKey: recipeFavoriteQueryKey(recipeId),
    queryFn: () => getRecipeFavorite(recipeId),
  });
}
