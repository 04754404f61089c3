export { type FormattableIngredient, formatIngredientLine } from './format-ingredient-line';
export { type FormatQuantityOptions, formatQuantity } from './format-quantity';
export { parseIngredientLine } from './parse-ingredient-line';
export { parseIngredientText } from './parse-ingredient-text';
export type {
  IngredientMatch as ParsedIngredientMatch,
  IngredientResolver,
  ParsedIngredientLine,
  ParseIngredientLineOptions,
} from './types';
