export {
  type BuyingLine,
  type BuyingSource,
  buyingAmountOf,
  buyingLineKey,
  buyingLineOf,
  buyingUnitOfKey,
  isNeedWorthShowing,
  needText,
  sumNeeds,
  toBuyingLine,
} from './buying-line';
export {
  type BuyingRule,
  type BuyingRuleUnit,
  byPack,
  byPiece,
  byWeight,
  isPackRule,
  NOT_BOUGHT,
} from './buying-rule';
export { DEFAULT_PANTRY, type PantryCheck, pantryCheck } from './pantry';
export { readTypedLine, type TypedLine } from './read-typed-line';
export { type RecipeNeed, readRecipeNeeds } from './recipe-needs';
export {
  type BuyingAmount,
  buyingAmount,
  needInBuyingUnits,
  productName,
  roundUpCount,
  roundUpWeight,
} from './to-buying';
