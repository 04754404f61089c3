import { daysBetween, isIsoDate } from '../assistant/dates';
import { isNeverListed, isSameFood } from '../assistant/recipes/recipe-lines';
import { DEFAULT_PANTRY, type PantryCheck, pantryCheck } from '../buying/pantry';
import { isExpired } from '../expiry';
import { type Ingredient, matchIngredient } from '../ingredients';

// What a recipe can take from the household's fridge: the offline assistant's « que faire avec
// mon frigo », the suggestion screen's fridge mode and the home's « À consommer en priorité »
// read the fridge the same way, and rank recipes with suggestions/fridge-ranking.ts.

/** What both callers know of a fridge item. */
export type FridgeItemFacts = {
  name: string;
  /** 'YYYY-MM-DD', or null when the item has none. */
  expirationDate: string | null;
};

export type FridgeFood<T extends FridgeItemFacts = FridgeItemFacts> = {
  item: T;
  ingredient: Ingredient;
  /** Days until it expires; null when it has no date. */
  daysLeft: number | null;
};

export type FridgeContents<T extends FridgeItemFacts = FridgeItemFacts> = {
  /** Known foods that are still good, soonest-expiring first. */
  usable: FridgeFood<T>[];
  expired: Array<{ item: T; since: string }>;
  /** Names the knowledge base does not know. */
  unknown: string[];
};

/** Decision 029: expired once its date is past (today's is still good); those are not cooked. */
export function readFridge<T extends FridgeItemFacts>(
  items: readonly T[],
  today: string,
): FridgeContents<T> {
  const contents: FridgeContents<T> = { usable: [], expired: [], unknown: [] };
  for (const item of items) {
    // A date that is not a calendar date is treated as no date at all.
    const date = item.expirationDate && isIsoDate(item.expirationDate) ? item.expirationDate : null;
    const daysLeft = date ? daysBetween(today, date) : null;
    if (date && isExpired(date, today)) {
      contents.expired.push({ item, since: date });
      continue;
    }
    const match = matchIngredient(item.name);
    if (match) contents.usable.push({ item, ingredient: match.ingredient, daysLeft });
    else contents.unknown.push(item.name);
  }
  // Soonest-expiring first: they are the ones a recipe should use. The sort is stable, so items
  // without a date keep their order.
  contents.usable.sort((a, b) => (a.daysLeft ?? 10_000) - (b.daysLeft ?? 10_000));
  return contents;
}

/**
 * Fridge mode's promise (docs/product.md « Suggestion screen »): a recipe fits the fridge when it
 * lacks at most this many foods besides the cupboard's staples. More than that is a shopping
 * trip, not cooking from the fridge.
 */
export const MAX_MISSING_FOODS = 2;

/**
 * Items expiring within this many days are the ones to use first: the fridge's « À consommer
 * vite » (EXPIRING_SOON_DAYS in packages/contracts, which this package cannot import).
 */
export const USE_FIRST_DAYS = 3;

let defaultPantry: PantryCheck | undefined;

/** A new household's « Toujours à la maison » (decision 012), built on first use. */
export function defaultPantryCheck(): PantryCheck {
  defaultPantry ??= pantryCheck(DEFAULT_PANTRY);
  return defaultPantry;
}

/**
 * Whether a recipe's food is assumed at hand rather than needed from the fridge: the household's
 * cupboard staples, and what nobody buys for a recipe (tap water, a pinch of salt).
 */
function isAssumedAtHand(ingredientId: string, isInPantry: PantryCheck): boolean {
  return isNeverListed(ingredientId) || isInPantry(ingredientId);
}

export type FridgeCoverage<T extends FridgeItemFacts = FridgeItemFacts> = {
  /** The fridge foods the recipe uses, soonest-expiring first. */
  used: FridgeFood<T>[];
  /** The recipe's foods the fridge does not hold, once each, cupboard staples left out. */
  missingIds: string[];
  /** Share of the recipe's non-staple foods the fridge holds, 0 to 1. */
  coverage: number;
  /** At most MAX_MISSING_FOODS missing: the recipe can be cooked from the fridge. */
  fits: boolean;
};

/**
 * How well the fridge covers a recipe's foods, the household's cupboard staples (its « Toujours à
 * la maison », the default list when none is given) assumed at hand. Undefined when the recipe
 * uses nothing of the fridge.
 */
export function fridgeCoverage<T extends FridgeItemFacts>(
  ingredientIds: readonly string[],
  fridge: readonly FridgeFood<T>[],
  isInPantry: PantryCheck = defaultPantryCheck(),
): FridgeCoverage<T> | undefined {
  const foods = [...new Set(ingredientIds)].filter((id) => !isNeverListed(id));
  // A staple the household keeps in the fridge (a jar of mustard) is still used from it.
  const used = fridge.filter((food) => foods.some((id) => isSameFood(food.ingredient.id, id)));
  if (used.length === 0) return undefined;
  const needed = foods.filter((id) => !isAssumedAtHand(id, isInPantry));
  const missingIds = needed.filter(
    (id) => !fridge.some((food) => isSameFood(food.ingredient.id, id)),
  );
  return {
    used,
    missingIds,
    coverage: needed.length === 0 ? 1 : (needed.length - missingIds.length) / needed.length,
    fits: missingIds.length <= MAX_MISSING_FOODS,
  };
}
