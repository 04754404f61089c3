export {
  type FridgeContents,
  type FridgeCoverage,
  type FridgeFood,
  type FridgeItemFacts,
  fridgeCoverage,
  readFridge,
} from './fridge-coverage';
export { type FridgeUseOfLines, fridgeUseOfLines } from './fridge-use-of-lines';
