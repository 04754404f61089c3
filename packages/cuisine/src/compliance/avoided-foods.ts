import { ingredientComposition } from '../ingredients/lookup';
import type { DietaryFlag, Ingredient } from '../ingredients/types';
import { foodNameWords } from '../text/normalize';
import { resolveAvoidedFood } from './avoided-food-names';
import { type Explanation, explainContent, explainFlag } from './explanations';

// Decision 027: an avoided food is avoided with everything that is it, is a kind of it or
// contains it, however deep (« tomate » rejects ketchup and bolognaise sauce; « blé » rejects
// flour, bread and pasta), and what may contain it (« peut contenir »). Near names are not
// foods: « lait » keeps lait de coco, « pomme » keeps pomme de terre, « noix » keeps noix de
// muscade, because none of them is, or contains, the other.

export type AvoidedFoodMatcher = {
  /** The user's text, trimmed, as reported back. */
  text: string;
  /** Knowledge-base foods the text names: they and whatever is or holds them are avoided. */
  ingredientIds: string[];
  /** Families the text names ('gluten' -> 'gluten'): every food carrying the flag is avoided. */
  flags: DietaryFlag[];
  /** Normalised stemmed words, for whole-word matching when the base knows none of the above. */
  words: string[];
};

// A profile's avoided foods are checked against many recipes in a row: resolve each text once.
const matcherCache = new Map<string, AvoidedFoodMatcher | null>();
const MATCHER_CACHE_LIMIT = 2000;

function buildMatcher(raw: string): AvoidedFoodMatcher | null {
  const text = raw.trim();
  const words = foodNameWords(text);
  if (words.length === 0) return null;
  return { text, words, ...resolveAvoidedFood(text) };
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

export type AvoidedFoodHit = {
  matcher: AvoidedFoodMatcher;
  /** True when the ingredient is the avoided food or a kind of it, not merely holding it. */
  isKind: boolean;
  explanation: Explanation;
};

const IS_AVOIDED: Explanation = {
  text: 'correspond à un aliment que vous évitez',
  certainty: 'certain',
};

// Called for every food of every recipe against every avoided food: the common miss allocates
// nothing, and a hit keeps the first sure finding, else the first possible one.
function hitOf(ingredient: Ingredient, matcher: AvoidedFoodMatcher): AvoidedFoodHit | undefined {
  const composition = ingredientComposition(ingredient.id);
  if (!composition) return undefined;
  let possible: AvoidedFoodHit | undefined;
  for (const id of matcher.ingredientIds) {
    const entry = composition.byId.get(id);
    if (!entry) continue;
    const explanation = entry.isKind ? IS_AVOIDED : explainContent(id, entry.certainty);
    const hit = { matcher, isKind: entry.isKind, explanation };
    if (entry.certainty === 'certain') return hit;
    possible ??= hit;
  }
  for (const flag of matcher.flags) {
    const certainty = composition.flags.get(flag);
    if (!certainty || (possible && certainty === 'possible')) continue;
    const explanation = explainFlag(ingredient.id, flag);
    if (!explanation) continue;
    const hit = { matcher, isKind: false, explanation };
    if (certainty === 'certain') return hit;
    possible = hit;
  }
  return possible;
}

/**
 * The avoided food an ingredient is, is a kind of or holds, if any: surely held ones first, then
 * the first matcher in the user's order.
 */
export function findAvoidedFood(
  ingredient: Ingredient,
  matchers: readonly AvoidedFoodMatcher[],
): AvoidedFoodHit | undefined {
  let possible: AvoidedFoodHit | undefined;
  for (const matcher of matchers) {
    const hit = hitOf(ingredient, matcher);
    if (hit?.explanation.certainty === 'certain') return hit;
    possible ??= hit;
  }
  return possible;
}

/** True when `words` contains `needle` as a run of whole words. */
function containsWords(words: readonly string[], needle: readonly string[]): boolean {
  for (let start = 0; start + needle.length <= words.length; start++) {
    if (needle.every((word, i) => words[start + i] === word)) return true;
  }
  return false;
}

/**
 * Whole-word matching covers an avoided text the base does not know at all ('truffes'): it is
 * looked for in the recipe's own words and in the names of the foods it links to. A text the
 * base understands is judged by composition only, so « lait » never catches « lait de coco ».
 */
export function isAvoidedByWords(
  line: { label: string; ingredients: readonly Ingredient[] },
  matcher: AvoidedFoodMatcher,
): boolean {
  if (matcher.ingredientIds.length > 0 || matcher.flags.length > 0) return false;
  if (containsWords(foodNameWords(line.label), matcher.words)) return true;
  return line.ingredients.some((i) => containsWords(foodNameWords(i.name), matcher.words));
}
