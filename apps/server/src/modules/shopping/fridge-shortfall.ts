import {
  drawFromStock,
  formatQuantity,
  openFridgeStock,
  readableAmount,
  type ShoppingUnit,
  type StockItemFacts,
} from '@mijote/cuisine';
import type { RecipeShoppingLine } from './recipe-lines-to-items';

// « Ajouter à la liste » buys only what the fridge lacks (issue 12 point 4): each measured line
// takes what the household's fridge holds of the same food in a convertible unit, and keeps the
// shortfall; the line remembers what was counted (« déjà au frigo : 200 g »). A line the fridge
// covers whole is not added; a line whose units do not compare is added as written, saying
// nothing of the fridge.

export type ShortfallLine = Omit<RecipeShoppingLine, 'isMeasured'> & { inFridge: string | null };

export type FridgeShortfall = {
  /** The lines to insert, with their shortfall. */
  lines: ShortfallLine[];
  /** The lines the fridge covers whole: the amount it holds for them. */
  covered: Array<{ name: string; inFridge: string }>;
};

function amountOf(quantity: string): number {
  return Number(quantity.replace(',', '.'));
}

/** '200 g', '1,5 l', '3': what the list line shows after « déjà au frigo : ». */
function amountText(quantity: number, unit: ShoppingUnit): string {
  const readable = readableAmount(quantity, unit);
  const number = formatQuantity(readable.quantity);
  return readable.unit === 'unité' ? number : `${number} ${readable.unit}`;
}

export function subtractFridge(
  lines: readonly RecipeShoppingLine[],
  fridgeItems: readonly StockItemFacts[],
  today: string,
): FridgeShortfall {
  const stock = openFridgeStock(fridgeItems, today);
  const result: FridgeShortfall = { lines: [], covered: [] };
  for (const { isMeasured, ...line } of lines) {
    const quantity = amountOf(line.quantity);
    if (!isMeasured || !Number.isFinite(quantity) || quantity <= 0) {
      result.lines.push({ ...line, inFridge: null });
      continue;
    }
    const draw = drawFromStock(stock, { ...line, quantity });
    if (draw.covered <= 0) {
      result.lines.push({ ...line, inFridge: null });
      continue;
    }
    const inFridge = amountText(draw.covered, line.unit);
    // A piece is bought whole: 2,5 œufs missing is 3 to buy.
    const shortfall = line.unit === 'unité' ? Math.ceil(draw.shortfall - 1e-9) : draw.shortfall;
    const shown = formatQuantity(shortfall);
    if (shortfall <= 0 || shown === '0') {
      result.covered.push({ name: line.name, inFridge });
      continue;
    }
    result.lines.push({ ...line, quantity: shown, inFridge });
  }
  return result;
}
