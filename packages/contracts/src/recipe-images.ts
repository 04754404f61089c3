import { MEAL_TYPES, type MealType, mealTypeSlug } from '@mijote/cuisine/vocabulary';

// Decision 022: recipe pictures are original illustrations shipped with the web app
// (apps/web/public/recipes), never hot-linked, so the CSP's img-src 'self' covers them.

export const RECIPE_IMAGES_PER_TYPE = 3;
const FALLBACK_TYPE: MealType = 'plat';

function recipeImagePath(type: MealType, number: number): string {
  return `/recipes/${mealTypeSlug(type)}-${number}.svg`;
}

function recipeImagePathsOf(type: MealType): string[] {
  return Array.from({ length: RECIPE_IMAGES_PER_TYPE }, (_, index) =>
    recipeImagePath(type, index + 1),
  );
}

/** Every picture the app ships, three per meal type, in MEAL_TYPES order. */
export const RECIPE_IMAGE_PATHS: readonly string[] = MEAL_TYPES.flatMap(recipeImagePathsOf);

/** The meal type a recipe's type text names, by its French name or its slug ('apero'). */
function mealTypeNamed(type: string): MealType | undefined {
  const wanted = type.normalize('NFC').trim().toLowerCase();
  return MEAL_TYPES.find((mealType) => mealType === wanted || mealTypeSlug(mealType) === wanted);
}

/**
 * One of the three pictures of the recipe's type, picked with `random` (a number in [0, 1), as
 * Math.random gives); a type the app does not know (a model's odd reply) gets a plat picture.
 */
export function recipeImageUrl(type: string, random: () => number = Math.random): string {
  const mealType = mealTypeNamed(type) ?? FALLBACK_TYPE;
  // Clamped so that a misbehaving source (1, -0.5, NaN) still names a file that exists.
  const drawn = Math.floor(random() * RECIPE_IMAGES_PER_TYPE);
  const index = Number.isFinite(drawn)
    ? Math.min(Math.max(drawn, 0), RECIPE_IMAGES_PER_TYPE - 1)
    : 0;
  return recipeImagePath(mealType, index + 1);
}
