import { type Favorite, favoritesApi } from '@mijote/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api';
import { isApiError } from '@/lib/http';
import { dashboardQueryKey, favoritesQueryKey } from '@/lib/query-keys';
import { favoriteListQueryKey } from './get-favorites';

/** DELETE /api/favorites/:favoriteId. */
export async function deleteFavorite(favoriteId: string): Promise<void> {
  await api(favoritesApi.remove, { params: { favoriteId } });
}

export function useDeleteFavorite() {
  const queryClient = useQueryClient();
  const forget = (favoriteId: string) =>
    queryClient.setQueryData<Favorite[]>(favoriteListQueryKey, (favorites) =>
      favorites?.filter((favorite) => favorite.id !== favoriteId),
    );
  return useMutation({
    mutationFn: deleteFavorite,
    onSuccess: (_, favoriteId) => forget(favoriteId),
    onError: (error, favoriteId) => {
      // Already removed (another tab): it is gone either way.
      if (isApiError(error) && error.status === 404) forget(favoriteId);
    },
    onSettled: () => {
      // The list, a suggestion's favourite toggle and the home's count all change.
      void queryClient.invalidateQueries({ queryKey: favoritesQueryKey });
      void queryClient.invalidateQueries({ queryKey: dashboardQueryKey });
    },
  });
}
