import {
  buyingLineOf,
  drawFromStock,
  type FridgeStock,
  formatQuantity,
  needText,
  type PantryCheck,
  type RecipeNeed,
  type RecipeUnit,
  toBuyingLine,
} from '@mijote/cuisine';

// A recipe's needs as rows of the shopping list (decision 012), with what the read of the list will
// need stored beside each: the exact need in the buying unit, the key of its line, its aisle.
// - Tap water is never bought; cupboard staples of the household go to « À vérifier dans le
//   placard » (inPantry), as they are, without counting the fridge.
// - Everything else buys only what the household's fridge lacks (the loop, decision 012): a need
//   takes what the fridge holds of the same food, in any unit that converts (a head of garlic
//   covers three cloves), and only the shortfall is bought; the row remembers what was counted
//   (« déjà au frigo : 200 g »). A need the fridge covers whole is not added.
// - Two needs of one recipe bought the same way are one row (the list's unique index allows a
//   recipe one row per name and unit).

export type BuyingRow = {
  name: string;
  quantity: string;
  unit: string;
  packSize: string | null;
  buyExact: number;
  lineKey: string;
  needQuantity: number | null;
  needUnit: RecipeUnit | null;
  ingredientId: string | null;
  aisle: string | null;
  inPantry: boolean;
  inFridge: string | null;
};

export type BuyingRows = {
  rows: BuyingRow[];
  /** The needs the fridge covers whole: the product and what the fridge holds of it. */
  covered: Array<{ name: string; inFridge: string }>;
};

type Part = {
  line: NonNullable<ReturnType<typeof toBuyingLine>>;
  inPantry: boolean;
  inFridge: string | null;
  /** False for a vague amount: no need to show. */
  saysAmount: boolean;
};

/** A row from the parts that share a line key: their needs added up, rounded up once. */
function rowOf(parts: readonly Part[]): BuyingRow {
  const first = parts[0]!;
  const exact = parts.reduce((sum, part) => sum + part.line.exact, 0);
  const needs = parts.map((part) => part.line.need);
  const line = buyingLineOf(first.line.ingredientId, first.line.lineKey, exact, first.line.name);
  // The need is kept when the parts agree on its unit; whether it is worth showing is decided
  // when the list is read, once the rows of other recipes have joined the line.
  const showNeed = parts.every(
    (part) => part.saysAmount && part.line.need.unit === first.line.need.unit,
  );
  const inFridge = parts.flatMap((part) => (part.inFridge ? [part.inFridge] : []));
  return {
    ...line,
    buyExact: exact,
    lineKey: first.line.lineKey,
    needQuantity: showNeed ? needs.reduce((sum, need) => sum + need.quantity, 0) : null,
    needUnit: showNeed ? first.line.need.unit : null,
    ingredientId: first.line.ingredientId,
    aisle: first.line.aisle,
    inPantry: first.inPantry,
    inFridge: inFridge.length > 0 ? inFridge.join(' + ') : null,
  };
}

export function toBuyingRows(
  needs: readonly RecipeNeed[],
  options: { isInPantry: PantryCheck; fridge?: FridgeStock },
): BuyingRows {
  const parts = new Map<string, Part[]>();
  const covered: BuyingRows['covered'] = [];
  for (const need of needs) {
    const inPantry = options.isInPantry(need.ingredientId);
    let quantity = need.quantity;
    let inFridge: string | null = null;
    if (!inPantry && options.fridge && need.isMeasured) {
      const draw = drawFromStock(options.fridge, need);
      if (draw.covered > 0) {
        inFridge = needText(draw.covered, need.unit);
        quantity = draw.shortfall;
      }
    }
    const line = toBuyingLine({ ...need, quantity: quantity > 0 ? quantity : need.quantity });
    if (line === null) continue;
    if (!(quantity > 0) || formatQuantity(quantity) === '0') {
      covered.push({ name: line.name, inFridge: inFridge ?? '' });
      continue;
    }
    // « Sel et poivre », « quelques brins »: the recipe said no amount, so there is none to show.
    const saysAmount = need.isMeasured;
    const key = `${line.lineKey}|${inPantry}`;
    const part = { line, inPantry, inFridge, saysAmount };
    const same = parts.get(key);
    if (same) same.push(part);
    else parts.set(key, [part]);
  }
  return { rows: [...parts.values()].map(rowOf), covered };
}
