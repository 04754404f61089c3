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

export function buildAvoidedFoodMatchers(avoidedFoods: readonly string[]): AvoidedFoodMatcher[] {
  return avoidedFoods.flatMap((raw) => {
    const text = raw.trim();
    const words = foodNameWords(text);
    if (words.length === 0) return [];
    const matcher: AvoidedFoodMatcher = { text, words };
    const flag = FAMILY_BY_KEY.get(words.join(' '));
    if (flag) matcher.flag = flag;
    const match = matchIngredient(text);
    if (match) matcher.ingredient = match.ingredient;
    return [matcher];
  });
}

/** True when `words` contains `needle` as a run of whole words. */
function containsWords(words: readonly string[], needle: readonly string[]): boolean {
  for (let start = 0; start + needle.length <= words.length; start++) {
    if (needle.every((word, i) => words[start + i] === word)) return true;
  }
  return false;
}

export type AvoidedCandidate = {
  /** The name as the recipe writes it. */
  label: string;
  ingredient?: Ingredient;
  /** False when the knowledge base names only part of the label ('crème de champignons'). */
  labelIsIngredientName: boolean;
};

/** The avoided food a recipe ingredient hits, if any. */
export function findAvoidedFood(
  candidate: AvoidedCandidate,
  matchers: readonly AvoidedFoodMatcher[],
): AvoidedFoodMatcher | undefined {
  const { ingredient } = candidate;
  return matchers.find((matcher) => {
    if (ingredient) {
      if (matcher.flag && ingredient.flags.includes(matcher.flag)) return true;
      if (matcher.ingredient && isIngredientOrDescendant(ingredient.id, matcher.ingredient.id)) {
        return true;
      }
    }
    // Word matching covers what identity cannot: an avoided text the base does not know, or a
    // recipe name the base only partly names. It is skipped when the label is exactly an
    // ingredient's name, so 'lait' does not avoid 'lait de coco'.
    const useWords = !matcher.ingredient || !candidate.labelIsIngredientName;
    if (!useWords) return false;
    const labelWords = foodNameWords(candidate.label);
    return (
      containsWords(labelWords, matcher.words) ||
      (!matcher.ingredient &&
        ingredient !== undefined &&
        containsWords(foodNameWords(ingredient.name), matcher.words))
    );
  });
}
