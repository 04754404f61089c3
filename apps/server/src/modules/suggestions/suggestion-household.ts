import { type DietaryRestriction, householdServings } from '@mijote/cuisine';
import { householdRulesOf, type MemberPreferencesRow } from '../preferences/household-rules';

/** What a suggestion is built for: the household's rules, the caller's tastes and portions. */
export type SuggestionHousehold = {
  /** Decision 026: the union of every member's restrictions and avoided foods. */
  restrictions: DietaryRestriction[];
  avoidedFoods: string[];
  /** The caller's own (personal, like favourites). */
  preferredFoods: string[];
  /** Portions for the household size the caller gave: a child counts half. */
  servings: number;
};

/** Undefined when the caller has not answered the questionnaire (no preferences row). */
export function suggestionHouseholdOf(
  callerId: string,
  members: readonly MemberPreferencesRow[],
): SuggestionHousehold | undefined {
  const own = members.find((member) => member.userId === callerId);
  if (!own) return undefined;
  return {
    ...householdRulesOf(members),
    preferredFoods: own.preferredFoods,
    servings: householdServings({ adults: own.adults, children: own.children }),
  };
}
