import { daysBetween, isIsoDate } from '../assistant/dates';
import { isPantryStaple, isSameFood } from '../assistant/recipes/recipe-lines';
import { isExpired } from '../expiry';
import { type Ingredient, matchIngredient } from '../ingredients';

// What a recipe can take from the household's fridge: the offline assistant's « que faire avec
// mon frigo » and the suggestion screen's fridge mode (issue 9) read the fridge the same way.

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

/** Decision 18: expired once its date is past (today's is still good); those are not cooked. */
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

export type FridgeCoverage<T extends FridgeItemFacts = FridgeItemFacts> = {
  /** The fridge foods the recipe uses, soonest-expiring first. */
  used: FridgeFood<T>[];
  /** The recipe's ingredient ids the fridge does not hold, pantry staples left out. */
  missingIds: string[];
  /** Share of the recipe's non-staple ingredients the fridge holds, 0 to 1. */
  coverage: number;
  /** 1 / (1 + days left) of the soonest-expiring food used; 0 when none has a date. */
  urgency: number;
};

/**
 * How well the fridge covers a recipe's ingredients, pantry staples (salt, oil, flour, sugar…)
 * assumed at hand. Undefined when the recipe uses nothing of the fridge.
 */
export function fridgeCoverage<T extends FridgeItemFacts>(
  ingredientIds: readonly string[],
  fridge: readonly FridgeFood<T>[],
): FridgeCoverage<T> | undefined {
  const needed = ingredientIds.filter((id) => !isPantryStaple(id));
  const used = fridge.filter((food) => needed.some((id) => isSameFood(food.ingredient.id, id)));
  if (used.length === 0 || needed.length === 0) return undefined;
  const missingIds = needed.filter(
    (id) => !fridge.some((food) => isSameFood(food.ingredient.id, id)),
  );
  const urgency = Math.max(
    ...used.map((food) => (food.daysLeft === null ? 0 : 1 / (1 + food.daysLeft))),
  );
  return {
    used,
    missingIds,
    coverage: (needed.length - missingIds.length) / needed.length,
    urgency,
  };
}
