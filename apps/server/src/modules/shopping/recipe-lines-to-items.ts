import {
  findIngredient,
  formatQuantity,
  parseIngredientText,
  rescaleIngredientLines,
  type ShoppingUnit,
  toShoppingLine,
} from '@mijote/cuisine';

// « Ajouter à la liste de courses » from a recipe (issue 9 point 4, spec section 5 « Shopping
// ingredient parsing »): the lines at the servings the dialog shows, each read by the cuisine
// parser into a name, a text quantity and one of the 8 shopping units. A line the parser cannot
// read becomes quantity '1', unit 'unité', the whole line as the name. 'Sel et poivre' is two
// items. Two lines naming the same food in the same unit become one item (the unique index
// allows a recipe one row per name and unit).

export type RecipeShoppingLine = {
  name: string;
  quantity: string;
  unit: ShoppingUnit;
  ingredientId: string | null;
  /**
   * The amount is a measure of the food itself (« 200 g », « 3 », « 25 cl »), so the fridge's
   * stock can be compared with it (issue 12). A unit word moved into the name (« 1 botte de… »,
   * « 1,5 tasse de riz ») or a vague amount is not.
   */
  isMeasured: boolean;
};

function amountOf(quantity: string): number {
  return Number(quantity.replace(',', '.'));
}

export function recipeLinesToItems(
  ingredients: readonly string[],
  recipeServings: number,
  servings: number,
): RecipeShoppingLine[] {
  const lines = rescaleIngredientLines(ingredients, recipeServings, servings);
  const items = new Map<string, RecipeShoppingLine>();
  for (const parsed of parseIngredientText(lines.join('\n'))) {
    const line = toShoppingLine({
      name: parsed.name.trim(),
      quantity: parsed.quantity,
      unit: parsed.unit,
      ...(parsed.ingredientId ? { ingredientId: parsed.ingredientId } : {}),
      ...(parsed.precision ? { precision: parsed.precision } : {}),
    });
    if (line.name === '') continue;
    const isMeasured =
      parsed.matched &&
      parsed.precision !== 'vague' &&
      (parsed.unit === line.unit || parsed.unit === 'cl');
    const key = `${line.name.toLocaleLowerCase('fr')}\u0000${line.unit}`;
    const same = items.get(key);
    if (same) {
      const total = amountOf(same.quantity) + amountOf(line.quantity);
      if (Number.isFinite(total)) same.quantity = formatQuantity(total);
      same.isMeasured &&= isMeasured;
      continue;
    }
    items.set(key, {
      name: line.name,
      quantity: line.quantity,
      unit: line.unit,
      ingredientId: line.ingredientId ?? findIngredient(line.name)?.id ?? null,
      isMeasured,
    });
  }
  return [...items.values()];
}
