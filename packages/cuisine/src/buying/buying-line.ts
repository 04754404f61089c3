import { getIngredient, type Ingredient } from '../ingredients';
import type { Aisle } from '../ingredients/types';
import { formatQuantity } from '../parser/format-quantity';
import { unitKindOf, unitLabel } from '../parser/recipe-unit-words';
import type { AmountPrecision } from '../parser/types';
import { presentTotal } from '../quantities/aggregate-shopping-lines';
import { conversionOf } from '../quantities/unit-families';
import { capitalize, foodNameKey } from '../text/normalize';
import { isShoppingUnit, type RecipeUnit, type ShoppingUnit } from '../vocabulary';
import type { BuyingRule } from './buying-rule';
import {
  type BuyingAmount,
  buyingAmount,
  needInBuyingUnits,
  productName,
  roundUpCount,
  roundUpWeight,
} from './to-buying';

// A recipe line as a line of the shopping list (decision 012): the product, what to buy of it,
// and what the recipe needed, kept as a detail (« 9 gousses pour 3 recettes »). The list stores
// each row with the exact need in buying units and a key saying which rows add up together, so
// that reading the list merges rows without reading the knowledge base again.

export type BuyingSource = {
  name: string;
  quantity: number;
  /** Upper bound of a range: for « 2 à 3 oignons » one buys 3. */
  quantityMax?: number;
  unit: RecipeUnit;
  ingredientId?: string | null;
  precision?: AmountPrecision;
};

export type BuyingLine = {
  /** The product: « Ail », « Pois chiches », « Carottes ». */
  name: string;
  /** What to buy, written as the list shows it: '1', '2', '450', '1,3'. */
  quantity: string;
  unit: ShoppingUnit;
  /** The pack's size beside the count: '400 g'; null for pieces and weights. */
  packSize: string | null;
  /** The need in the buying unit, not rounded (0,3 tête): what rows of one line add up. */
  exact: number;
  /** Rows with the same key are one line of the list: the same food bought the same way. */
  lineKey: string;
  /** What the recipe asked for, in its own unit, for the detail. */
  need: { quantity: number; unit: RecipeUnit };
  ingredientId: string | null;
  aisle: Aisle | null;
};

// How a food the knowledge base does not know is bought: by weight or volume when the recipe
// gives one, else by the count or pack it names, else one of it (« 2 càs de sauce X » is a jar).
const UNKNOWN_BY_WEIGHT: BuyingRule = { unit: 'g', grams: 1 };

/** The key's buying unit for a food without rule: 'g', 'ml', 'unité' or a pack word. */
function unknownBuyingUnit(unit: RecipeUnit): 'g' | 'ml' | ShoppingUnit {
  const family = conversionOf(unit)?.family;
  if (family === 'mass') return 'g';
  if (family === 'volume') return 'ml';
  if (unitKindOf(unit) === 'pack' && isShoppingUnit(unit)) return unit;
  return 'unité';
}

function unknownExact(quantity: number, unit: RecipeUnit): number {
  const conversion = conversionOf(unit);
  if (conversion && conversion.family !== 'spoon') return quantity * conversion.toBase;
  const kind = unitKindOf(unit);
  return kind === 'count' || kind === 'pack' ? quantity : 1;
}

/** Millilitres as a shop writes them: '75 cl', '1,5 l', '5 ml'. */
function volumeAmount(ml: number): BuyingAmount {
  const rounded = Math.ceil(ml - 1e-9);
  if (rounded >= 1000) return { quantity: presentTotal(rounded, 'volume').quantity, unit: 'l' };
  if (rounded % 10 === 0) return { quantity: rounded / 10, unit: 'cl' };
  return { quantity: rounded, unit: 'ml' };
}

/**
 * What to buy for a line's `exact` need, from its key's parts: the food's own rule when the
 * knowledge base knows it, else the way an unknown food is bought.
 */
export function buyingAmountOf(
  ingredientId: string | null,
  buyingUnit: string,
  exact: number,
): BuyingAmount {
  const rule = ingredientId ? getIngredient(ingredientId)?.buying : undefined;
  if (rule && rule.unit === buyingUnit) return buyingAmount(rule, exact);
  if (buyingUnit === 'g') return buyingAmount(UNKNOWN_BY_WEIGHT, exact);
  if (buyingUnit === 'ml') return volumeAmount(exact);
  const unit = isShoppingUnit(buyingUnit) ? buyingUnit : 'unité';
  return { quantity: roundUpCount(exact), unit };
}

/**
 * One line of the list from its rows' summed `exact` need: what to buy and the product's name
 * agreeing with it (« Oignons », 3). `writtenName` names a food the knowledge base does not know.
 */
export function buyingLineOf(
  ingredientId: string | null,
  lineKey: string,
  exact: number,
  writtenName: string,
): { name: string; quantity: string; unit: ShoppingUnit; packSize: string | null } {
  const amount = buyingAmountOf(ingredientId, buyingUnitOfKey(lineKey), exact);
  const ingredient = ingredientId ? getIngredient(ingredientId) : undefined;
  const hasRule = ingredient?.buying?.unit === buyingUnitOfKey(lineKey);
  return {
    name: ingredient && hasRule ? productName(ingredient, amount) : writtenName,
    quantity: formatQuantity(amount.quantity),
    unit: amount.unit,
    packSize: amount.packSize ?? null,
  };
}

/** The rows of one line share this: the food (or its name) and the unit it is bought in. */
export function buyingLineKey(
  ingredientId: string | null,
  name: string,
  buyingUnit: string,
): string {
  return `${ingredientId ?? `nom:${foodNameKey(name)}`}|${buyingUnit}`;
}

/** The buying unit a line key ends with. */
export function buyingUnitOfKey(lineKey: string): string {
  return lineKey.slice(lineKey.lastIndexOf('|') + 1);
}

function knownLine(
  ingredient: Ingredient,
  rule: BuyingRule,
  source: BuyingSource,
  needed: number,
): BuyingLine | null | undefined {
  if (rule.unit === 'none') return null;
  const exact = needInBuyingUnits(ingredient, needed, source.unit);
  if (exact === undefined) return undefined;
  const amount = buyingAmount(rule, exact);
  // Egg yolks are bought as eggs: the line is the eggs'.
  const product = (rule.boughtAs ? getIngredient(rule.boughtAs) : undefined) ?? ingredient;
  return {
    name: productName(product, amount),
    quantity: formatQuantity(amount.quantity),
    unit: amount.unit,
    packSize: amount.packSize ?? null,
    exact,
    lineKey: buyingLineKey(product.id, product.name, rule.unit),
    need: { quantity: needed, unit: source.unit },
    ingredientId: product.id,
    aisle: product.aisle,
  };
}

/**
 * A recipe line as what to buy. Null for what is never bought (tap water). A food the knowledge
 * base does not know keeps its written name, capitalised, bought by weight, volume, count or
 * pack as the line gives it.
 */
export function toBuyingLine(source: BuyingSource): BuyingLine | null {
  const needed = source.quantityMax ?? source.quantity;
  const ingredient = source.ingredientId ? getIngredient(source.ingredientId) : undefined;
  if (ingredient?.buying) {
    const known = knownLine(ingredient, ingredient.buying, source, needed);
    if (known !== undefined) return known;
  }
  const name = capitalize(source.name.trim());
  const buyingUnit = unknownBuyingUnit(source.unit);
  const exact = unknownExact(needed, source.unit);
  const amount = buyingAmountOf(null, buyingUnit, exact);
  return {
    name,
    quantity: formatQuantity(amount.quantity),
    unit: amount.unit,
    packSize: null,
    exact,
    lineKey: buyingLineKey(ingredient?.id ?? null, source.name, buyingUnit),
    need: { quantity: needed, unit: source.unit },
    ingredientId: ingredient?.id ?? null,
    aisle: ingredient?.aisle ?? null,
  };
}

/** '3 gousses', '450 g', '2 càs', '2,5': a need as the detail line says it. */
export function needText(quantity: number, unit: RecipeUnit): string {
  const family = conversionOf(unit)?.family;
  if (family === 'mass' || family === 'volume') {
    const shown = presentTotal(quantity * conversionOf(unit)!.toBase, family);
    return `${formatQuantity(shown.quantity)} ${shown.unit}`;
  }
  const number = formatQuantity(quantity);
  return unit === 'unité' ? number : `${number} ${unitLabel(unit, quantity)}`;
}

/**
 * The needs of a line's rows as one text: amounts in one family of units added up (« 9 gousses »,
 * « 1,2 kg »), different ones joined (« 2 + 300 g »).
 */
export function sumNeeds(needs: ReadonlyArray<{ quantity: number; unit: RecipeUnit }>): string {
  const byUnit = new Map<string, { quantity: number; unit: RecipeUnit }>();
  for (const need of needs) {
    const conversion = conversionOf(need.unit);
    const family = conversion && conversion.family !== 'spoon' ? conversion.family : undefined;
    const key = family ?? need.unit;
    const base: RecipeUnit = family === 'mass' ? 'g' : family === 'volume' ? 'ml' : need.unit;
    const quantity = conversion && family ? need.quantity * conversion.toBase : need.quantity;
    const sum = byUnit.get(key);
    if (sum) sum.quantity += quantity;
    else byUnit.set(key, { quantity, unit: base });
  }
  return [...byUnit.values()].map((need) => needText(need.quantity, need.unit)).join(' + ');
}

/**
 * Whether the recipes' needs say something the line does not: they are in another unit than the
 * one bought (3 gousses for 1 tête), or the purchase was rounded up (2,5 carottes for 3). A need
 * of 450 g for 450 g, or of 2 tins for 2 tins, goes without saying.
 */
export function isNeedWorthShowing(
  needs: ReadonlyArray<{ unit: RecipeUnit }>,
  exact: number,
  lineKey: string,
): boolean {
  const buyingUnit = buyingUnitOfKey(lineKey);
  const isSameUnit = needs.every((need) => {
    const family = conversionOf(need.unit)?.family;
    if (buyingUnit === 'g') return family === 'mass';
    if (buyingUnit === 'ml') return family === 'volume';
    return need.unit === buyingUnit || (buyingUnit === 'unité' && need.unit === 'pièce');
  });
  if (!isSameUnit) return true;
  const bought =
    buyingUnit === 'g'
      ? roundUpWeight(exact)
      : buyingUnit === 'ml'
        ? Math.ceil(exact - 1e-9)
        : roundUpCount(exact);
  return Math.abs(bought - exact) > 1e-6;
}
