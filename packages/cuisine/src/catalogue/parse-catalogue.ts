import { z } from 'zod';
import { MEAL_TYPES, type MealType } from '../vocabulary';
import { type Recipe, recipeFileSchema } from './recipe-schema';

export type CatalogueFiles = Readonly<Record<MealType, unknown>>;

/**
 * Validates every data file and joins them. Beyond each file's schema, a recipe must sit in the
 * file of its own type (the UI lists recipes by file) and ids must be unique across files, since
 * favourites and planned meals store only the id.
 */
export function parseCatalogue(files: CatalogueFiles): Recipe[] {
  const problems: string[] = [];
  const recipes: Recipe[] = [];
  for (const type of MEAL_TYPES) {
    const parsed = recipeFileSchema.safeParse(files[type]);
    if (!parsed.success) {
      problems.push(`fichier « ${type} » :\n${z.prettifyError(parsed.error)}`);
      continue;
    }
    for (const recipe of parsed.data) {
      if (recipe.type !== type) {
        problems.push(
          `fichier « ${type} » : la recette ${recipe.id} est de type « ${recipe.type} »`,
        );
      }
      recipes.push(recipe);
    }
  }
  const seen = new Set<string>();
  for (const recipe of recipes) {
    if (seen.has(recipe.id)) problems.push(`identifiant de recette en double : ${recipe.id}`);
    seen.add(recipe.id);
  }
  if (problems.length > 0) {
    throw new Error(`Catalogue de recettes invalide\n${problems.join('\n')}`);
  }
  return recipes;
}
