import { isIngredientOrDescendant, matchIngredient } from '../ingredients/lookup';
import type { DietaryFlag, Ingredient } from '../ingredients/types';
import { foodNameKey, foodNameWords } from '../text/normalize';

/**
 * Words people write in "aliments évités" that name a whole family rather than one food. They
 * match by dietary flag, which also catches composite products (pesto for 'fruits à coque',
 * mayonnaise for 'œufs'), on top of knowledge-base identity.
 */
const FAMILY_WORDS: ReadonlyArray<[string, DietaryFlag]> = [
  ['gluten', 'gluten'],
  ['lactose', 'dairy'],
  ['produit laitier', 'dairy'],
  ['laitage', 'dairy'],
  ['fruit à coque', 'treeNut'],
  ['arachide', 'peanut'],
  ['cacahuète', 'peanut'],
  ['fruits de mer', 'shellfish'],
  ['crustacé', 'shellfish'],
  ['mollusque', 'shellfish'],
  ['poisson', 'fish'],
  ['viande', 'meat'],
  ['volaille', 'poultry'],
  ['porc', 'pork'],
  ['cochon', 'pork'],
  ['œuf', 'egg'],
  ['alcool', 'alcohol'],
  ['gélatine', 'gelatin'],
];
const FAMILY_BY_KEY = new Map(FAMILY_WORDS.map(([word, flag]) => [foodNameKey(word), flag]));

export type AvoidedFoodMatcher = {
  /** The user's text, trimmed, as reported back. */
  text: string;
  /** Knowledge-base ingredient the text names: it and its descendants are avoided. */
  ingredient?: Ingredient;
  /** Family flag the text names ('gluten', 'porc'…). */
  flag?: DietaryFlag;
  /** Normalised stemmed words, for whole-word matching on names the base cannot link. */
  words: string[];
};

// A profile's avoided foods are checked against many recipes in a row: resolve each text once.
const matcherCache = new Map<string, AvoidedFoodMatcher | null>();
const MATCHER_CACHE_LIMIT = 2000;

function buildMatcher(raw: string): AvoidedFoodMatcher | null {
  const text = raw.trim();
  const words = foodNameWords(text);
  if (words.length === 0) return null;
  const matcher: AvoidedFoodMatcher = { text, words };
  const flag = FAMILY_BY_KEY.get(words.join(' '));
  if (flag) matcher.flag = flag;
  const match = matchIngredient(text);
  if (match) matcher.ingredient = match.ingredient;
  return matcher;
}

export function buildAvoidedFoodMatchers(avoidedFoods: readonly string[]): AvoidedFoodMatcher[] {
  return avoidedFoods.flatMap((raw) => {
    let matcher = matcherCache.get(raw);
    if (matcher === undefined) {
      if (matcherCache.size >= MATCHER_CACHE_LIMIT) matcherCache.clear();
      matcher = buildMatcher(raw);
      matcherCache.set(raw, matcher);
    }
    return matcher ? [matcher] : [];
  });
}

/** True when `words` contains `needle` as a run of whole words. */
function containsWords(words: readonly string[], needle: readonly string[]): boolean {
  for (let start = 0; start + needle.length <= words.length; start++) {
    if (needle.every((word, i) => words[start + i] === word)) return true;
  }
  return false;
}

/** True when the ingredient is the avoided food, one of its descendants or of its family. */
export function isAvoidedIngredient(ingredient: Ingredient, matcher: AvoidedFoodMatcher): boolean {
  if (matcher.flag && ingredient.flags.includes(matcher.flag)) return true;
  return (
    matcher.ingredient !== undefined &&
    isIngredientOrDescendant(ingredient.id, matcher.ingredient.id)
  );
}

/**
 * Whole-word matching covers what identity cannot: an avoided text the base does not know, or a
 * recipe name the base only partly names ('sauce aux truffes'). It is skipped when the name is
 * exactly a known ingredient, so 'lait' does not avoid 'lait de coco'.
 */
export function isAvoidedByWords(
  line: { label: string; ingredients: readonly Ingredient[]; labelIsIngredientName: boolean },
  matcher: AvoidedFoodMatcher,
): boolean {
  if (matcher.ingredient && line.labelIsIngredientName) return false;
  if (containsWords(foodNameWords(line.label), matcher.words)) return true;
  // An unknown avoided text may still name a word of a canonical name ('truffe' in a name).
  return (
    !matcher.ingredient &&
    line.ingredients.some((i) => containsWords(foodNameWords(i.name), matcher.words))
  );
}
