import type { MealType } from '@mijote/cuisine';
import { createTtlCache, type TtlCache } from '../../lib/ttl-cache';
import type { SuggestionHousehold } from './suggestion-household';

// Spec section 9: a model's recipe is kept 5 minutes, keyed on the preferences, the type and
// the fridge flag: asking again for the same thing within that time costs no call. In fridge
// mode the fridge's contents, the cupboard's staples and the planned dishes are part of the key
// too: a recipe for yesterday's fridge is not an answer once an item is gone. « Réessayer » and ⟳ skip the cache (and refresh it).
// One per server process: with several instances each keeps its own, which only costs calls.

export const RECIPE_CACHE_MS = 5 * 60 * 1000;
const MAX_ENTRIES = 1000;

export type CacheKeyInput = {
  type: MealType;
  fridgeMode: boolean;
  household: SuggestionHousehold;
  fridge?: ReadonlyArray<{
    name: string;
    quantity: number;
    unit: string;
    expirationDate: string | null;
  }>;
  pantry?: readonly string[];
  plannedTitles?: readonly string[];
};

const sorted = (values: readonly string[]) =>
  [...new Set(values.map((v) => v.trim().toLocaleLowerCase('fr')))].sort();

export function recipeCacheKey(input: CacheKeyInput): string {
  const { household } = input;
  return JSON.stringify([
    input.type,
    input.fridgeMode,
    sorted(household.restrictions),
    sorted(household.avoidedFoods),
    sorted(household.preferredFoods),
    household.servings,
    input.fridge
      ? input.fridge
          .map(
            (item) =>
              `${item.name.toLocaleLowerCase('fr')}|${item.quantity}|${item.unit}|${item.expirationDate}`,
          )
          .sort()
      : null,
    input.pantry ? sorted(input.pantry) : null,
    input.plannedTitles ? sorted(input.plannedTitles) : null,
  ]);
}

export type RecipeCache<T> = TtlCache<T>;

/** A time-limited cache; the oldest entry goes first when it is full. */
export function createRecipeCache<T>(now: () => Date, ttlMs = RECIPE_CACHE_MS): RecipeCache<T> {
  return createTtlCache<T>(now, ttlMs, MAX_ENTRIES);
}
