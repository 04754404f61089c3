export {
  findIngredient,
  findIngredientsIn,
  getIngredient,
  INGREDIENTS,
  type IngredientLookupMatch,
  ingredientAncestors,
  isIngredientOrDescendant,
  matchIngredient,
} from './lookup';
export {
  AISLES,
  type Aisle,
  DIETARY_FLAGS,
  type DietaryFlag,
  type Ingredient,
} from './types';
