import { matchIngredient } from '../ingredients';
import { formatQuantity } from '../parser/format-quantity';
import { parseIngredientLine } from '../parser/parse-ingredient-line';
import { isShoppingUnit, type ShoppingUnit } from '../vocabulary';
import { toBuyingLine } from './buying-line';

// A whole line typed as an item's name in the list's or the fridge's add dialog (decision 012):
// « 2 boîtes de thon » is 2, boîte, thon; « 500 g de farine » is 500, g, farine; a measure no shop
// sells becomes what one buys (« 3 gousses d’ail » is Ail, 1 tête). A name that is not such a line
// (« Pommes », « Quatre-épices ») is left alone.

const RECIPE_ONLY_UNITS = new Set<string>(['càs', 'càc', 'pincée']);

export type TypedLine = {
  name: string;
  /** As the list writes it: '2', '1,5'. */
  quantity: string;
  unit: ShoppingUnit;
  packSize: string | null;
};

export function readTypedLine(text: string): TypedLine | undefined {
  // A food's own name is no line, whatever number starts it (« Quatre-épices »).
  if (matchIngredient(text)?.exact) return undefined;
  const parsed = parseIngredientLine(text);
  if (!parsed.matched || parsed.precision === 'vague' || parsed.name.trim() === '') {
    return undefined;
  }
  const quantity = parsed.quantityMax ?? parsed.quantity;
  // A unit shops sell is kept as typed; spoons and pinches become what one buys.
  if (isShoppingUnit(parsed.unit) && !RECIPE_ONLY_UNITS.has(parsed.unit)) {
    return {
      name: parsed.name.trim(),
      quantity: formatQuantity(quantity),
      unit: parsed.unit,
      packSize: null,
    };
  }
  const line = toBuyingLine({ ...parsed, quantity });
  return line
    ? { name: line.name, quantity: line.quantity, unit: line.unit, packSize: line.packSize }
    : undefined;
}
