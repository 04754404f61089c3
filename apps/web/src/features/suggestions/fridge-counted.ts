import type { ShoppingFromRecipeResult } from '@mijote/contracts';

/**
 * What the fridge held of a recipe just added to the list: the lines it covered
 * whole, then the lines whose quantity is only the shortfall. Names as the list writes them.
 */
export function fridgeCounted(
  result: ShoppingFromRecipeResult,
): Array<{ name: string; amount: string }> {
  return [
    ...result.coveredByFridge.map((line) => ({ name: line.name, amount: line.inFridge })),
    ...result.items.flatMap((item) =>
      item.inFridge ? [{ name: item.name, amount: item.inFridge }] : [],
    ),
  ];
}
