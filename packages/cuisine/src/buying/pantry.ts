import { findIngredient, getIngredient, isIngredientOrDescendant } from '../ingredients';
import { foodNameKey } from '../text/normalize';

// « Toujours à la maison » (decision 012): what a household keeps in the cupboard and does not buy
// for one recipe. What a recipe needs of it waits in « À vérifier dans le placard », uncounted,
// until someone finds the jar empty. The household edits the list in Paramètres; each entry is a
// food name that also covers its kinds (« huile » is every oil), and « épices » covers the whole
// spice aisle (dried herbs included).

/** A new household's list. */
export const DEFAULT_PANTRY: readonly string[] = [
  'sel',
  'poivre',
  'huile',
  'vinaigre',
  'sucre',
  'farine',
  'épices et herbes sèches',
  'bouillon',
  'moutarde',
];

/** An entry like this one covers the whole aisle of spices and dried herbs. */
const SPICE_ENTRY = /^(?:epice|herbe seche|aromate|condiment sec)/;

export type PantryCheck = (ingredientId: string | null | undefined) => boolean;

/**
 * Whether an ingredient is in the household's cupboard list: it is an entry's food or a kind of
 * it, or a spice when the list names spices. A name the knowledge base does not know matches
 * nothing.
 */
export function pantryCheck(entries: readonly string[]): PantryCheck {
  const ids = new Set<string>();
  let hasSpices = false;
  for (const entry of entries) {
    if (SPICE_ENTRY.test(foodNameKey(entry))) {
      hasSpices = true;
      continue;
    }
    const ingredient = findIngredient(entry);
    if (ingredient) ids.add(ingredient.id);
  }
  const cache = new Map<string, boolean>();
  return (ingredientId) => {
    if (!ingredientId) return false;
    const known = cache.get(ingredientId);
    if (known !== undefined) return known;
    const ingredient = getIngredient(ingredientId);
    const isInPantry =
      ingredient !== undefined &&
      ((hasSpices && ingredient.aisle === 'herbes et épices') ||
        [...ids].some((id) => isIngredientOrDescendant(ingredientId, id)));
    cache.set(ingredientId, isInPantry);
    return isInPantry;
  };
}
