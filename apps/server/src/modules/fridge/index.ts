// The fridge's public face: what the other screens read of it, and « Ranger au frigo ».
export {
  type FridgeItemRow,
  insertFridgeItems,
  listFridgeItems,
  listItemsExpiringBy,
} from './fridge-repo';
export { toFridgeItem, toStockItem } from './fridge-service';
export { putBackInFridge, takeFromFridge } from './fridge-takes';
