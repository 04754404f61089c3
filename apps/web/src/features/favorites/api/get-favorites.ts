import type { Favorite } from '@mijote/contracts';
import { useQuery } from '@tanstack/react-query';
import { http } from '@/lib/http';
import { favoritesQueryKey } from '@/lib/query-keys';

export const favoriteListQueryKey = [...favoritesQueryKey, 'list'] as const;

/** GET /api/favorites → the caller's favourites, newest first, each with its whole recipe. */
export async function getFavorites(): Promise<Favorite[]> {
  return (await http<{ favorites: Favorite[] }>('/api/favorites')).favorites;
}

export function useFavorites() {
  return useQuery({ queryKey: favoriteListQueryKey, queryFn: getFavorites });
}
