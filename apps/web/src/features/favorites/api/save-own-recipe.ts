import { type OwnRecipe, type OwnRecipeInput, ownRecipesApi } from '@mijote/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api';
import { ownRecipesQueryKey } from '@/lib/query-keys';

/** POST /api/own-recipes (a new recipe) or PUT /api/own-recipes/:recipeId (a change). */
export function saveOwnRecipe({
  recipeId,
  input,
}: {
  recipeId: string | null;
  input: OwnRecipeInput;
}): Promise<OwnRecipe> {
  return recipeId
    ? api(ownRecipesApi.update, { params: { recipeId }, body: input })
    : api(ownRecipesApi.add, { body: input });
}

export function useSaveOwnRecipe() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveOwnRecipe,
    onSettled: () => void queryClient.invalidateQueries({ queryKey: ownRecipesQueryKey }),
  });
}
