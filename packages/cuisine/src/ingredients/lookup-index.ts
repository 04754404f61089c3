import { foodNameKey, pluralizeFoodName } from '../text/normalize';
import type { Ingredient } from './types';

/**
 * Name index behind `findIngredient`. Two tiers: keys that keep accents first, so 'pâté' and
 * 'pâtes' stay apart, then accent-free keys for people who type without accents. Within a
 * tier, canonical names, plurals and ids win over synonyms (they are registered first).
 */
export type NameIndex = {
  accented: Map<string, Ingredient>;
  folded: Map<string, Ingredient>;
  /** Keys two ingredients both claimed; the first registered one keeps the key. */
  collisions: Array<{ tier: 'accented' | 'folded'; key: string; ids: [string, string] }>;
};

/** Every spelling an ingredient answers to, canonical ones first. */
export function ingredientSpellings(ingredient: Ingredient): {
  primary: string[];
  synonyms: string[];
} {
  return {
    primary: [ingredient.name, ingredient.plural, ingredient.id],
    synonyms: ingredient.synonyms.flatMap((s) => [s, pluralizeFoodName(s)]),
  };
}

export function buildNameIndex(ingredients: readonly Ingredient[]): NameIndex {
  const index: NameIndex = { accented: new Map(), folded: new Map(), collisions: [] };
  const register = (tier: 'accented' | 'folded', key: string, ingredient: Ingredient) => {
    if (key === '') return;
    const map = index[tier];
    const existing = map.get(key);
    if (existing === undefined) map.set(key, ingredient);
    else if (existing.id !== ingredient.id) {
      index.collisions.push({ tier, key, ids: [existing.id, ingredient.id] });
    }
  };
  const passes: Array<(i: Ingredient) => string[]> = [
    (i) => ingredientSpellings(i).primary,
    (i) => ingredientSpellings(i).synonyms,
  ];
  for (const spellingsOf of passes) {
    for (const ingredient of ingredients) {
      for (const spelling of spellingsOf(ingredient)) {
        register('accented', foodNameKey(spelling, { keepAccents: true }), ingredient);
        register('folded', foodNameKey(spelling), ingredient);
      }
    }
  }
  return index;
}
