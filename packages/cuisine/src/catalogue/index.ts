import type { MealType } from '../vocabulary';
import { CATALOGUE_FILES } from './catalogue-files';
import { parseCatalogue } from './parse-catalogue';
import type { Recipe } from './recipe-schema';

export { CATALOGUE_FILES } from './catalogue-files';
export { type CatalogueFiles, parseCatalogue } from './parse-catalogue';
export {
  DECLARABLE_DIETS,
  type DeclarableDiet,
  type FamilyFacts,
  familyFactsSchema,
  type Recipe,
  type RecipeIngredient,
  recipeFileSchema,
  recipeIngredientSchema,
  recipeSchema,
} from './recipe-schema';

/** Every catalogue recipe, validated once at module load: a bad file fails loudly at start-up. */
export const RECIPES: readonly Recipe[] = parseCatalogue(CATALOGUE_FILES);

const recipesById = new Map(RECIPES.map((recipe) => [recipe.id, recipe]));

const recipesOfType = new Map<MealType, readonly Recipe[]>();
for (const recipe of RECIPES) {
  recipesOfType.set(recipe.type, [...(recipesOfType.get(recipe.type) ?? []), recipe]);
}

export function recipesByType(type: MealType): readonly Recipe[] {
  return recipesOfType.get(type) ?? [];
}

export function getRecipe(id: string): Recipe | undefined {
  return recipesById.get(id);
}
