import type { HouseholdRules } from '@mijote/cuisine';

// The household's context: everything the server cooks for, loaded once per request by
// `loadHouseholdContext` (apps/server/src/modules/household) and read by the suggestions, the
// chat, the home, the shopping list and the planning. One type, one name per field end to end:
// `restrictions` and `avoidedFoods`, as each member answered them and as their union.

/** One member's own rules, as they answered the questionnaire. */
export type HouseholdContextMember = {
  userId: string;
  restrictions: string[];
  avoidedFoods: string[];
};

export type HouseholdContext = {
  householdId: string;
  /** Decision 026: the union of the members' restrictions and avoided foods. */
  rules: HouseholdRules;
  /** The members who answered the questionnaire, oldest first. */
  members: HouseholdContextMember[];
  /** The caller's own tastes (personal, like favourites). */
  preferredFoods: string[];
  /** The household size the caller gave; null before the questionnaire. */
  portions: { adults: number; children: number } | null;
  /** « Toujours à la maison » (decision 012): the saved list, or the default one. */
  pantry: string[];
};
