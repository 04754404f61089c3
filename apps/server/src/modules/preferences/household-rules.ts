import { DIETARY_RESTRICTIONS, type DietaryRestriction } from '@mijote/cuisine';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { householdMembers, userPreferences } from '../../db/schema';

// The household's rules (decision 026): whatever one member cannot eat, nobody is offered. The
// suggestions and the chat both cook for the household, so both read the rules here.

export type MemberPreferencesRow = {
  userId: string;
  adults: number;
  children: number;
  dietaryRestrictions: string[];
  preferredFoods: string[];
  avoidedFoods: string[];
};

/** The preferences of the household's members who have answered the questionnaire. */
export async function listMemberPreferences(
  db: Db,
  householdId: string,
): Promise<MemberPreferencesRow[]> {
  return db
    .select({
      userId: userPreferences.userId,
      adults: userPreferences.adults,
      children: userPreferences.children,
      dietaryRestrictions: userPreferences.dietaryRestrictions,
      preferredFoods: userPreferences.preferredFoods,
      avoidedFoods: userPreferences.avoidedFoods,
    })
    .from(householdMembers)
    .innerJoin(userPreferences, eq(userPreferences.userId, householdMembers.userId))
    .where(eq(householdMembers.householdId, householdId));
}

function isRestriction(value: string): value is DietaryRestriction {
  return (DIETARY_RESTRICTIONS as readonly string[]).includes(value);
}

export type HouseholdRules = { restrictions: DietaryRestriction[]; avoidedFoods: string[] };

/**
 * The union of every member's restrictions ('none' left out) and avoided foods (trimmed, each
 * once whatever its case, in the order the members wrote them).
 */
export function householdRulesOf(members: readonly MemberPreferencesRow[]): HouseholdRules {
  const restrictions = [
    ...new Set(members.flatMap((m) => m.dietaryRestrictions).filter(isRestriction)),
  ].filter((r) => r !== 'none');
  const seen = new Set<string>();
  const avoidedFoods = members
    .flatMap((m) => m.avoidedFoods)
    .map((food) => food.trim())
    .filter((food) => {
      const key = food.toLocaleLowerCase('fr');
      if (key === '' || seen.has(key)) return false;
      seen.add(key);
      return true;
    });
  return { restrictions, avoidedFoods };
}
