export { type FormattableIngredient, formatIngredientLine } from './format-ingredient-line';
export { type FormatQuantityOptions, formatQuantity } from './format-quantity';
export { ingredientNameAfter } from './ingredient-name-forms';
export { parseIngredientLine } from './parse-ingredient-line';
export { parseIngredientText } from './parse-ingredient-text';
export {
  isApproximateUnit,
  RECIPE_UNIT_WORDS,
  type RecipeUnitWord,
  type UnitKind,
  unitLabel,
} from './recipe-unit-words';
export type {
  AmountPrecision,
  IngredientMatch as ParsedIngredientMatch,
  IngredientResolver,
  ParsedIngredientLine,
  ParseIngredientLineOptions,
} from './types';
