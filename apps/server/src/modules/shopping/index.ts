// The shopping list's public face: what the assistant and « J'ai cuisiné » read and add.
export { addLinesToShoppingList } from './add-lines';
export { listShoppingItems } from './shopping-repo';
export { toShoppingItem } from './shopping-service';
