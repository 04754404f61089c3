import { type OwnRecipe, ownRecipesApi } from '@mijote/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api';
import { ownRecipesQueryKey } from '@/lib/query-keys';

/** GET /api/own-recipes → the household's own recipes, newest first, checked against its rules. */
export async function getOwnRecipes(): Promise<OwnRecipe[]> {
  return (await api(ownRecipesApi.list)).recipes;
}

export const ownRecipesQuery = queryOptions({
  queryKey: ownRecipesQueryKey,
  queryFn: getOwnRecipes,
});

export function useOwnRecipes() {
  return useQuery(ownRecipesQuery);
}
