export type { Certainty, Composition, CompositionEntry } from './composition';
export { foodLookOf } from './food-look';
export {
  findIngredient,
  findIngredientsIn,
  getIngredient,
  INGREDIENTS,
  type IngredientLookupMatch,
  ingredientAncestors,
  ingredientComposition,
  ingredientFlagSource,
  isIngredientOrDescendant,
  matchIngredient,
} from './lookup';
export {
  AISLES,
  type Aisle,
  DIETARY_FLAGS,
  type DietaryFlag,
  FRIDGE_CATEGORY_OF_AISLE,
  type Ingredient,
} from './types';
