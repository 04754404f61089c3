import { addDays } from '@mijote/contracts';
import type {
  AssistantFridgeItem,
  AssistantHousehold,
  AssistantPlannedMeal,
  AssistantShoppingItem,
  MealType,
} from '@mijote/cuisine';
import type { Db } from '../../db/client';
import type { Caller } from '../auth/session';
import { listFridgeItems } from '../fridge/fridge-repo';
import { householdPantry } from '../household/pantry-service';
import { listPlannedMeals } from '../planning/planning-repo';
import {
  householdRulesOf,
  listMemberPreferences,
  type MemberPreferencesRow,
} from '../preferences/household-rules';
import { listShoppingItems } from '../shopping/shopping-repo';

/**
 * What the assistant may read of the household, bound to the caller's household when it is made:
 * no argument names a household, so a responder (or a model's tool call) can never reach
 * another one's fridge, planning or list.
 */
export type HouseholdReader = {
  fridge(): Promise<AssistantFridgeItem[]>;
  /** Meals from `from` to `to` inclusive ('YYYY-MM-DD'). */
  planning(range: { from: string; to: string }): Promise<AssistantPlannedMeal[]>;
  shoppingList(): Promise<AssistantShoppingItem[]>;
  /** « Toujours à la maison » (decision 012): what cooking from the fridge assumes at hand. */
  pantry(): Promise<string[]>;
};

export function createHouseholdReader(db: Db, caller: Caller): HouseholdReader {
  const { householdId } = caller;
  return {
    async fridge() {
      const rows = await listFridgeItems(db, householdId);
      return rows.map((row) => ({
        name: row.name,
        quantity: row.quantity,
        unit: row.unit,
        expirationDate: row.expirationDate,
      }));
    },
    async planning(range) {
      const rows = await listPlannedMeals(db, householdId, range);
      return rows.map((row) => ({
        date: row.date,
        time: row.time,
        recipeId: row.recipeId,
        recipeTitle: row.recipeTitle,
        type: row.type as MealType,
      }));
    },
    async shoppingList() {
      const rows = await listShoppingItems(db, householdId);
      return rows.map((row) => ({
        name: row.name,
        quantity: row.quantity,
        unit: row.unit,
        checked: row.checked,
      }));
    },
    pantry: () => householdPantry(db, householdId),
  };
}

/** The planning the offline assistant reads: last week (« déjà mangé ») to three weeks ahead. */
export function planningWindow(today: string): { from: string; to: string } {
  return { from: addDays(today, -7), to: addDays(today, 21) };
}

/**
 * The household the assistant cooks for: the union of every member's restrictions and avoided
 * foods (decision 026), the caller's own tastes and household size. A caller without preferences
 * (not possible behind 'subscriber', kept safe anyway) cooks for one with no rule.
 */
export function chatHouseholdOf(
  callerId: string,
  members: readonly MemberPreferencesRow[],
): AssistantHousehold {
  const own = members.find((member) => member.userId === callerId);
  return {
    ...householdRulesOf(members),
    preferredFoods: own?.preferredFoods ?? [],
    size: { adults: own?.adults ?? 1, children: own?.children ?? 0 },
  };
}

export async function loadChatHousehold(db: Db, caller: Caller): Promise<AssistantHousehold> {
  return chatHouseholdOf(caller.id, await listMemberPreferences(db, caller.householdId));
}
