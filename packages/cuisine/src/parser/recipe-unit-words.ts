import { getIngredient } from '../ingredients';
import type { RecipeUnit } from '../vocabulary';

// What each recipe unit is, for writing it ('2 gousses'), reading its precision, scaling it and
// putting it on a shopping list. One table, so that the parser, the formatter, the rounding
// rules and the shopping list never disagree about a unit.
//
// Kinds:
// - count: 'unité', the ingredient itself is counted ('2 oignons');
// - metric: g, kg, ml, cl, l — exact, converted into each other;
// - spoon: càs, càc — standard spoons (15 ml and 5 ml), exact;
// - pinch: pincée, pointe (de couteau) — a seasoning gesture, not scaled with the servings;
// - measure: a kitchen measure with no fixed size (tasse, verre, bol, poignée, filet, noix…):
//   the parser reports it as approximate;
// - piece: a part of the ingredient, counted whole (gousse, tranche, brin, carré, zeste…);
// - pack: what a shop sells whole (botte, sachet, boîte, pot, paquet…): halvable in a recipe,
//   rounded up on a shopping list.
export type UnitKind = 'count' | 'metric' | 'spoon' | 'pinch' | 'measure' | 'piece' | 'pack';

export type RecipeUnitWord = {
  singular: string;
  plural: string;
  kind: UnitKind;
  /**
   * Which form of the ingredient name follows the unit: 'partitive' for amounts of a food
   * ('500 g de carottes', '1 boîte de pois chiches', '300 g de yaourt grec'), 'singular' for a
   * part of one item ('3 gousses d’ail', '2 tranches de jambon', '1 noix de beurre').
   */
  nameAfter: 'partitive' | 'singular' | 'none';
};

function word(
  kind: UnitKind,
  nameAfter: RecipeUnitWord['nameAfter'],
  singular: string,
  plural = `${singular}s`,
): RecipeUnitWord {
  return { singular, plural, kind, nameAfter };
}

export const RECIPE_UNIT_WORDS: Readonly<Record<RecipeUnit, RecipeUnitWord>> = {
  unité: word('count', 'none', '', ''),
  g: word('metric', 'partitive', 'g', 'g'),
  kg: word('metric', 'partitive', 'kg', 'kg'),
  ml: word('metric', 'partitive', 'ml', 'ml'),
  cl: word('metric', 'partitive', 'cl', 'cl'),
  l: word('metric', 'partitive', 'l', 'l'),
  càs: word('spoon', 'partitive', 'càs', 'càs'),
  càc: word('spoon', 'partitive', 'càc', 'càc'),
  pincée: word('pinch', 'singular', 'pincée'),
  pointe: word('pinch', 'singular', 'pointe'),
  tasse: word('measure', 'partitive', 'tasse'),
  verre: word('measure', 'partitive', 'verre'),
  bol: word('measure', 'partitive', 'bol'),
  louche: word('measure', 'partitive', 'louche'),
  poignée: word('measure', 'partitive', 'poignée'),
  filet: word('measure', 'singular', 'filet'),
  noix: word('measure', 'singular', 'noix', 'noix'),
  noisette: word('measure', 'singular', 'noisette'),
  trait: word('measure', 'singular', 'trait'),
  morceau: word('measure', 'singular', 'morceau', 'morceaux'),
  gousse: word('piece', 'singular', 'gousse'),
  tranche: word('piece', 'singular', 'tranche'),
  brin: word('piece', 'singular', 'brin'),
  feuille: word('piece', 'singular', 'feuille'),
  goutte: word('piece', 'singular', 'goutte'),
  carré: word('piece', 'singular', 'carré'),
  zeste: word('piece', 'singular', 'zeste'),
  tige: word('piece', 'singular', 'tige'),
  branche: word('piece', 'singular', 'branche'),
  rondelle: word('piece', 'singular', 'rondelle'),
  pavé: word('piece', 'singular', 'pavé'),
  pièce: word('piece', 'singular', 'pièce'),
  botte: word('pack', 'partitive', 'botte'),
  sachet: word('pack', 'partitive', 'sachet'),
  boîte: word('pack', 'partitive', 'boîte'),
  pot: word('pack', 'partitive', 'pot'),
  paquet: word('pack', 'partitive', 'paquet'),
  barquette: word('pack', 'partitive', 'barquette'),
  bouteille: word('pack', 'partitive', 'bouteille'),
  brique: word('pack', 'partitive', 'brique'),
  bocal: word('pack', 'partitive', 'bocal', 'bocaux'),
  tête: word('pack', 'singular', 'tête'),
  cube: word('pack', 'singular', 'cube'),
  boule: word('pack', 'singular', 'boule'),
  tablette: word('pack', 'singular', 'tablette'),
  rouleau: word('pack', 'singular', 'rouleau', 'rouleaux'),
  bûchette: word('pack', 'singular', 'bûchette'),
  plaquette: word('pack', 'partitive', 'plaquette'),
  tube: word('pack', 'partitive', 'tube'),
};

export function unitKindOf(unit: RecipeUnit): UnitKind {
  return RECIPE_UNIT_WORDS[unit].kind;
}

/** French takes the plural from 2: '1,5 kg', '0,5 botte', '2 bottes'. */
export function isPluralAmount(quantity: number): boolean {
  return quantity >= 2;
}

/** 'gousse' → 'gousses' from 2 on; '' for 'unité'. */
export function unitLabel(unit: RecipeUnit, quantity: number): string {
  const words = RECIPE_UNIT_WORDS[unit];
  return isPluralAmount(quantity) ? words.plural : words.singular;
}

/**
 * True when the unit is a kitchen measure with no fixed size (pincée, verre, poignée, noix de
 * beurre…). A 'filet' of fish or meat is a piece, not a drizzle.
 */
export function isApproximateUnit(unit: RecipeUnit, ingredientId?: string): boolean {
  const kind = unitKindOf(unit);
  if (kind !== 'measure' && kind !== 'pinch') return false;
  if (unit !== 'filet' || ingredientId === undefined) return true;
  return getIngredient(ingredientId)?.category !== 'Viandes et Poissons';
}
