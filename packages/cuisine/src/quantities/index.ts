export {
  type AggregatedShoppingLine,
  type AggregateOptions,
  aggregateShoppingLines,
  type ShoppingSourceLine,
} from './aggregate-shopping-lines';
export { type RoundingContext, roundScaledQuantity } from './round-quantity';
export { isCountedWhole, scaleIngredients } from './scale-ingredients';
export { readShoppingAmount, type ShoppingListLine, toShoppingLine } from './to-shopping-line';
export type { QuantifiedIngredient } from './types';
export { toBaseQuantity, type UnitFamily } from './unit-families';
