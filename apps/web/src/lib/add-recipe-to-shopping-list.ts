import {
  type ShoppingFromRecipeInput,
  type ShoppingFromRecipeResult,
  shoppingApi,
} from '@mijote/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from './api';
import { dashboardQueryKey, shoppingQueryKey } from './query-keys';

/**
 * POST /api/shopping/items/from-recipe: the recipe's lines at `servings`, rescaled by the server
 * from the recipe as written. A recipe already on the list answers 409 SHOPPING_ALREADY_ADDED.
 */
export function addRecipeToShoppingList(
  input: ShoppingFromRecipeInput,
): Promise<ShoppingFromRecipeResult> {
  return api(shoppingApi.addRecipe, { body: input });
}

export function useAddRecipeToShoppingList() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: addRecipeToShoppingList,
    onSettled: () => {
      void queryClient.invalidateQueries({ queryKey: shoppingQueryKey });
      void queryClient.invalidateQueries({ queryKey: dashboardQueryKey });
    },
  });
}
