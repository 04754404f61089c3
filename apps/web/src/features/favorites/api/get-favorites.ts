import { type Favorite, favoritesApi } from '@mijote/contracts';
import { useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api';
import { favoritesQueryKey } from '@/lib/query-keys';

export const favoriteListQueryKey = [...favoritesQueryKey, 'list'] as const;

/** GET /api/favorites → the caller's favourites, newest first, each with its whole recipe. */
export async function getFavorites(): Promise<Favorite[]> {
  return (await api(favoritesApi.list)).favorites;
}

export function useFavorites() {
  return useQuery({ queryKey: favoriteListQueryKey, queryFn: getFavorites });
}
