import { ownRecipesApi, type RecipeImport, type RecipeImportInput } from '@mijote/contracts';
import { useMutation } from '@tanstack/react-query';
import { api } from '@/lib/api';

/** POST /api/own-recipes/import: a pasted text or a link read into a draft, checked. */
export function importRecipe(input: RecipeImportInput): Promise<RecipeImport> {
  return api(ownRecipesApi.import, { body: input });
}

export function useImportRecipe() {
  return useMutation({ mutationFn: importRecipe });
}
