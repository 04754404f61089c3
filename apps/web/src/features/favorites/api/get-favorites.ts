import { type Favorite, favoritesApi } from '@mijote/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api';
import { favoritesQueryKey } from '@/lib/query-keys';

export const favoriteListQueryKey = [...favoritesQueryKey, 'list'] as const;

/** GET /api/favorites → the caller's favourites, newest first, each with its whole recipe. */
export async function getFavorites(): Promise<Favorite[]> {
  return (await api(favoritesApi.list)).favorites;
}

export const favoritesQuery = queryOptions({
  queryKey: favoriteListQueryKey,
  queryFn: getFavorites,
});

export function useFavorites() {
  return useQuery(favoritesQuery);
}
