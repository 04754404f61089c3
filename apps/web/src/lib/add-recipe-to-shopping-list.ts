import type { ShoppingFromRecipeInput, ShoppingFromRecipeResult } from '@mijote/contracts';
import { type QueryClient, useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from './api';
import { shoppingArea } from './contract-areas';
import { ApiError } from './http';
import { dashboardQueryKey, shoppingQueryKey } from './query-keys';

/**
 * POST /api/shopping/items/from-recipe: the recipe's lines at `servings`, rescaled by the server
 * from the recipe as written. A recipe already on the list answers 409 SHOPPING_ALREADY_ADDED.
 */
export async function addRecipeToShoppingList(
  input: ShoppingFromRecipeInput,
): Promise<ShoppingFromRecipeResult> {
  // The list's endpoints load on the tap: the pages that offer it (Suggestions, Favoris, the
  // planning's recipe) do not build the list's schemas as they load (decision 039).
  const shoppingApi = await shoppingArea();
  return api(shoppingApi.addRecipe, { body: input });
}

/** The list and the home's figures read again, whatever the server answered. */
function refreshShopping(queryClient: QueryClient): void {
  void queryClient.invalidateQueries({ queryKey: shoppingQueryKey });
  void queryClient.invalidateQueries({ queryKey: dashboardQueryKey });
}

export function useAddRecipeToShoppingList() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: addRecipeToShoppingList,
    onSettled: () => refreshShopping(queryClient),
  });
}

/**
 * Several recipes' lines, one recipe after the other so each merges with the lines before it
 * (« Planifier la semaine »'s dinners). A recipe already on the list counts as added; the
 * answer says how many could not be added.
 */
export function useAddRecipesToShoppingList() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (inputs: readonly ShoppingFromRecipeInput[]) => {
      let failed = 0;
      for (const input of inputs) {
        try {
          await addRecipeToShoppingList(input);
        } catch (error) {
          if (!(error instanceof ApiError && error.code === 'SHOPPING_ALREADY_ADDED')) failed += 1;
        }
      }
      return { failed };
    },
    onSettled: () => refreshShopping(queryClient),
  });
}
