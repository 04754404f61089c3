import type { RecipeUnit } from '../vocabulary';

export type AmountPrecision = 'approximate' | 'vague';

/** One ingredient line read from free text ('200 g de beurre (mou)'). */
export type ParsedIngredientLine = {
  /** 1 when the line did not match (spec section 5). For a range, the minimum. */
  quantity: number;
  /** The maximum of a range ('2 à 3 oignons' → quantity 2, quantityMax 3). */
  quantityMax?: number;
  /** Canonical spelling from RECIPE_UNITS; 'unité' when the line names none. */
  unit: RecipeUnit;
  /** Cleaned name ('beurre'), or the whole line (list marker removed) when it did not match. */
  name: string;
  /** Parenthesised or trailing remarks ('mou', 'émincés', 'rase', 'quelques'). */
  note?: string;
  /**
   * How far the amount can be trusted; absent when it is exact as written.
   * - 'approximate': 'environ 200 g', 'une dizaine', or a kitchen measure with no fixed size
   *   (pincée, tasse, verre, bol, poignée, filet d’huile, noix de beurre…);
   * - 'vague': no amount was stated ('un peu de', 'quelques', 'du sel', 'sel selon le goût',
   *   'à volonté', 'QS'): the quantity 1 only stands for "some".
   */
  precision?: AmountPrecision;
  /** Knowledge-base id when the name resolves ('pomme-de-terre'). */
  ingredientId?: string;
  /** False for the spec's 'no match' fallback (no quantity could be read at the start). */
  matched: boolean;
};

/** What a knowledge-base lookup answers for one name. */
export type IngredientMatch = {
  id: string;
  /** True when the whole text is a known name, false when a known name was found inside it. */
  exact: boolean;
};

/** Resolves a name to a knowledge-base ingredient; injectable so tests and benches can swap it. */
export type IngredientResolver = (name: string) => IngredientMatch | undefined;

export type ParseIngredientLineOptions = {
  /**
   * Knowledge-base lookup. Defaults to the ingredient knowledge base; pass `null` to skip the
   * link entirely (the result then never carries an ingredientId).
   */
  resolveIngredient?: IngredientResolver | null;
};
