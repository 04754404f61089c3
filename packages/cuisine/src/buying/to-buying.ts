import type { Ingredient } from '../ingredients';
import { ingredientNameAfter } from '../parser/ingredient-name-forms';
import { unitKindOf } from '../parser/recipe-unit-words';
import { conversionOf } from '../quantities/unit-families';
import { capitalize } from '../text/normalize';
import type { RecipeUnit, ShoppingUnit } from '../vocabulary';
import { type BuyingRule, isPackRule } from './buying-rule';
import { FILLET_GRAMS, USUAL_GRAMS } from './measure-weights';

// A recipe's need as what to buy (decision 012). The need is first expressed exactly in the
// food's buying unit (3 gousses d’ail = 0,3 tête; 450 g de pois chiches = 1,125 boîte), so that
// the needs of several recipes add up before anything is rounded: 3 + 6 gousses are one head,
// not two. Only the total is rounded, and always up: a list never buys less than the recipes
// need (buying.property.test.ts).

// What float sums leave over a whole amount (3 × 0,1 tête, 8,65 + 4791,35 g) is not a
// further pack or step to buy: a millionth of one is dust.
const EPSILON = 1e-6;

/** Grams in one `unit` of this food, or undefined when nothing says. */
function gramsPer(ingredient: Ingredient, rule: BuyingRule, unit: RecipeUnit): number | undefined {
  const own = rule.per?.[unit];
  if (own !== undefined) return own;
  // A food's own weight of a measure carries to the other units of its family: per.ml reads cl
  // and l, per.g reads kg.
  const conversion = conversionOf(unit);
  if (conversion && conversion.family !== 'spoon') {
    const base = rule.per?.[conversion.family === 'mass' ? 'g' : 'ml'];
    if (base !== undefined) return base * conversion.toBase;
  }
  // One piece of the food: a counted food's piece, or the pack a packed food comes in
  // (« 1 pâte feuilletée » is one roll). A zest is taken from one fruit.
  if (unit === 'unité' || unit === 'pièce' || unit === 'zeste') {
    return rule.unit === 'g' ? undefined : (rule.per?.unité ?? rule.grams);
  }
  if (unit === 'filet' && ingredient.category === 'Viandes et Poissons') return FILLET_GRAMS;
  return USUAL_GRAMS[unit];
}

/**
 * How many of the food's buying units `quantity` `unit` is, exactly: 3 gousses of ail → 0.3
 * (tête), 2 pommes de terre → 300 (g). Undefined when the food is never bought (tap water) or
 * when its rule cannot read that unit.
 */
export function needInBuyingUnits(
  ingredient: Ingredient,
  quantity: number,
  unit: RecipeUnit,
): number | undefined {
  const rule = ingredient.buying;
  if (!rule || rule.unit === 'none' || !(quantity > 0)) return undefined;
  if (unit === rule.unit || (unit === 'pièce' && rule.unit === 'unité')) return quantity;
  // « 1 paquet de lardons » when the shop sells barquettes: one of the shop's packs, unless the
  // rule says what that pack holds.
  if (isPackRule(rule) && unitKindOf(unit) === 'pack' && rule.per?.[unit] === undefined) {
    return quantity;
  }
  const grams = gramsPer(ingredient, rule, unit);
  return grams === undefined ? undefined : (quantity * grams) / rule.grams;
}

/** Grams rounded up to what a counter weighs out: 10 g under 100 g, 50 g under 1 kg, then 100 g. */
export function roundUpWeight(grams: number): number {
  const step = grams < 100 ? 10 : grams < 1000 ? 50 : 100;
  return Math.max(step, Math.ceil(grams / step - EPSILON) * step);
}

/** A whole count, rounded up; float dust (2.0000001) is not a third. */
export function roundUpCount(quantity: number): number {
  return Math.max(1, Math.ceil(quantity - EPSILON));
}

export type BuyingAmount = {
  /** A whole count of pieces or packs, or grams / kilograms. */
  quantity: number;
  unit: ShoppingUnit;
  /** The pack's size, as a label says it: '400 g', '20 cl'; absent for pieces and weights. */
  packSize?: string;
};

/**
 * What to buy for `exact` buying units (needInBuyingUnits, possibly summed over recipes): whole
 * pieces and packs, weights rounded up and written in kg from 1 kg.
 */
export function buyingAmount(rule: BuyingRule, exact: number): BuyingAmount {
  if (rule.unit === 'g') {
    const grams = roundUpWeight(exact);
    return grams >= 1000 ? { quantity: grams / 1000, unit: 'kg' } : { quantity: grams, unit: 'g' };
  }
  const unit: ShoppingUnit = rule.unit === 'none' ? 'unité' : rule.unit;
  const amount: BuyingAmount = { quantity: roundUpCount(exact), unit };
  if (rule.label !== undefined) amount.packSize = rule.label;
  return amount;
}

/**
 * The food as a product on a shelf, agreeing with what is bought: « Oignon » for 1, « Oignons »
 * for 3, « Pois chiches » for a tin, « Ail » for a head, « Saumon » by weight.
 */
export function productName(ingredient: Ingredient, amount: BuyingAmount): string {
  const unit: RecipeUnit = amount.unit;
  return capitalize(ingredientNameAfter(ingredient, amount.quantity, unit));
}
