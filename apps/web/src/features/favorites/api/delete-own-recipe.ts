import { ownRecipesApi } from '@mijote/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api';
import { isApiError } from '@/lib/http';
import { ownRecipesQueryKey } from '@/lib/query-keys';

/** DELETE /api/own-recipes/:recipeId. */
export async function deleteOwnRecipe(recipeId: string): Promise<void> {
  await api(ownRecipesApi.remove, { params: { recipeId } });
}

export function useDeleteOwnRecipe() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteOwnRecipe,
    // Already deleted by another member: gone either way, the list is read again.
    onError: (error) => {
      if (isApiError(error) && error.status === 404)
        void queryClient.invalidateQueries({ queryKey: ownRecipesQueryKey });
    },
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: ownRecipesQueryKey }),
  });
}
