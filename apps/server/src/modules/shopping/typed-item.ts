import type { ValidShoppingItemInput } from '@mijote/contracts';
import { findIngredient, readShoppingAmount, readTypedLine } from '@mijote/cuisine';
import { typedLine } from './list-rows';
import type { NewShoppingItem } from './shopping-repo';

// An item typed by hand (spec section 5, decision 012), read as a shopper writes it:
// - a unit typed with the quantity while the unit is left at 'unité' (« 500 g », « 25 cl »,
//   « 2 sachets ») is the unit;
// - a whole line typed in the name field, the quantity and unit left as they were
//   (« 2 boîtes de thon », « 500 g de farine »), is read like a recipe line: quantity, unit,
//   name; a measure no shop sells (« 3 gousses d’ail ») becomes what to buy (« Ail », 1 tête);
// - the name is linked to its ingredient (aisle, merging with recipe rows), and kept as typed.

export type TypedItem = Omit<NewShoppingItem, 'userId'>;

function isDefaultAmount(input: ValidShoppingItemInput): boolean {
  return input.unit === 'unité' && input.quantity === '1';
}

export function typedItem(input: ValidShoppingItemInput): TypedItem {
  let { name, quantity, unit } = input;
  let packSize: string | null = null;
  if (unit === 'unité') {
    const typed = readShoppingAmount(quantity);
    if (typed) ({ quantity, unit } = typed);
  }
  if (isDefaultAmount({ name, quantity, unit })) {
    const line = readTypedLine(name);
    if (line) ({ name, quantity, unit, packSize } = line);
  }
  // Kept as typed (the screen capitalises it): what a member writes is stored as written.
  name = name.trim();
  const ingredient = findIngredient(name);
  const ingredientId = ingredient?.id ?? null;
  return {
    name,
    quantity,
    unit,
    packSize,
    ingredientId,
    aisle: ingredient?.aisle ?? null,
    ...typedLine(name, quantity, unit, ingredientId),
    needQuantity: null,
    needUnit: null,
    inPantry: false,
  };
}
