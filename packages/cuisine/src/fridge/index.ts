export {
  defaultPantryCheck,
  type FridgeContents,
  type FridgeCoverage,
  type FridgeFood,
  type FridgeItemFacts,
  fridgeCoverage,
  MAX_MISSING_FOODS,
  readFridge,
  USE_FIRST_DAYS,
} from './fridge-coverage';
export {
  drawFromStock,
  type FridgeStock,
  openFridgeStock,
  quantityLeft,
  readableAmount,
  type StockDraw,
  type StockItemFacts,
  type StockNeed,
  unitRatio,
} from './fridge-stock';
export { type FridgeStorage, fridgeStorageOf, wholeFridgeAmount } from './fridge-storage';
export { type FridgeUseOfLines, fridgeUseOfLines } from './fridge-use-of-lines';
