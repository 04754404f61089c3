import { ownRecipesApi, type RecipeReview } from '@mijote/contracts';
import { useMutation } from '@tanstack/react-query';
import { api } from '@/lib/api';

/** POST /api/own-recipes/check: the form's lines checked against the household's rules. */
export function checkRecipe(lines: {
  ingredients: string[];
  instructions: string[];
}): Promise<RecipeReview> {
  return api(ownRecipesApi.check, { body: lines });
}

export function useCheckRecipe() {
  return useMutation({ mutationFn: checkRecipe });
}
