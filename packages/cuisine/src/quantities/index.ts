export {
  type AggregatedShoppingLine,
  type AggregateOptions,
  aggregateShoppingLines,
  type ShoppingSourceLine,
} from './aggregate-shopping-lines';
export { readShoppingAmount } from './read-shopping-amount';
export { type RoundingContext, roundScaledQuantity } from './round-quantity';
export { isCountedWhole, scaleIngredients } from './scale-ingredients';
export type { QuantifiedIngredient } from './types';
export { conversionOf, toBaseQuantity, type UnitFamily } from './unit-families';
