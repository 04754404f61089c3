import type { HouseholdContext } from '@mijote/contracts';
import { type DietaryRestriction, householdServings } from '@mijote/cuisine';

/** What a suggestion is built for: the household's rules, the caller's tastes and portions. */
export type SuggestionHousehold = {
  /** Decision 026: the union of every member's restrictions and avoided foods. */
  restrictions: readonly DietaryRestriction[];
  avoidedFoods: readonly string[];
  /** The caller's own (personal, like favourites). */
  preferredFoods: readonly string[];
  /** Portions for the household size the caller gave: a child counts half. */
  servings: number;
  /** Children at the table: the catalogue offers what they eat first (decision 034). */
  hasChildren: boolean;
};

/** Undefined when the caller has not answered the questionnaire (no preferences row). */
export function suggestionHouseholdOf(context: HouseholdContext): SuggestionHousehold | undefined {
  if (!context.portions) return undefined;
  return {
    ...context.rules,
    preferredFoods: context.preferredFoods,
    servings: householdServings(context.portions),
    hasChildren: context.portions.children > 0,
  };
}
