import type { BuyingUnit, RecipeUnit } from '../vocabulary';

// How a food is sold (decision 012): what a shopper puts in the basket, as opposed to what a
// recipe uses. A recipe asks for 3 gousses d’ail, 450 g de pois chiches, 2 càs de crème; a shop
// sells a head of garlic, tins of 400 g, a brick of 20 cl. Every ingredient of the knowledge base
// carries one rule (ingredients/data/*, a group's rule unless the row has its own).

/** The unit a shop sells a food in: counted (« 3 » carottes), by weight, or a pack. */
export type BuyingRuleUnit = 'unité' | 'g' | Exclude<BuyingUnit, 'cl'>;

export type BuyingRule = {
  /**
   * 'unité': counted, one piece at a time (carotte, citron, baguette); 'g': loose, by weight
   * (viande, fromage à la coupe, pommes de terre); a pack word: sold whole (tête, boîte, brique…).
   * 'none': never bought (tap water).
   */
  unit: BuyingRuleUnit | 'none';
  /**
   * What one buying unit weighs in grams (a liquid's millilitres count as grams): a carrot 125,
   * a tin 400, a brick of cream 200. 1 for a food sold by weight.
   */
  grams: number;
  /** The pack's size as the label says it, shown beside the count: « 2 boîtes (400 g) ». */
  label?: string;
  /**
   * Weights of this food's own measures where they differ from the usual ones
   * (measure-weights.ts): a garlic clove 5 g, a sprig of thyme 0.5 g, a potato 150 g ('unité').
   */
  per?: Partial<Record<RecipeUnit, number>>;
  /**
   * The ingredient a shop sells it as, when it is a part of another food: egg yolks are bought
   * as eggs. That food names the line and its rule must be this one's unit and grams.
   */
  boughtAs?: string;
};

/** Whether the food is sold whole in a pack (a tête, a boîte…), not counted nor weighed. */
export function isPackRule(rule: BuyingRule): boolean {
  return rule.unit !== 'unité' && rule.unit !== 'g' && rule.unit !== 'none';
}

/** Counted one by one; `grams` is one piece: « 3 » carottes. */
export function byPiece(grams: number, per?: BuyingRule['per']): BuyingRule {
  return per ? { unit: 'unité', grams, per } : { unit: 'unité', grams };
}

/** Loose, by weight; `pieceGrams` reads a count of it (« 2 pommes de terre ») as grams. */
export function byWeight(pieceGrams?: number, per?: BuyingRule['per']): BuyingRule {
  const rule: BuyingRule = { unit: 'g', grams: 1 };
  if (pieceGrams !== undefined || per)
    rule.per = { ...per, ...(pieceGrams ? { unité: pieceGrams } : {}) };
  return rule;
}

/** Sold whole in a pack of `grams` (or ml); `label` is shown beside the count. */
export function byPack(
  unit: Exclude<BuyingRuleUnit, 'unité' | 'g'>,
  grams: number,
  label?: string,
  per?: BuyingRule['per'],
): BuyingRule {
  const rule: BuyingRule = { unit, grams };
  if (label !== undefined) rule.label = label;
  if (per) rule.per = per;
  return rule;
}

/** Never on a list: tap water. */
export const NOT_BOUGHT: BuyingRule = { unit: 'none', grams: 1 };
