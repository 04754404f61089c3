import { addDays, type HouseholdContext } from '@mijote/contracts';
import type {
  AssistantFridgeItem,
  AssistantHousehold,
  AssistantPlannedMeal,
  AssistantShoppingItem,
  MealType,
} from '@mijote/cuisine';
import type { HouseholdRecipeFacts } from '@mijote/cuisine/own-recipes';
import type { Db } from '../../db/client';
import type { Caller } from '../../lib/caller';
import { listFridgeItems } from '../fridge';
import { householdRecipeFacts, listOwnRecipes } from '../own-recipes';
import { plannedDays } from '../planning';
import { listShoppingItems } from '../shopping';

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
  /** « Mes recettes » (decision 040), as saved: the reader of them checks them against the rules. */
  ownRecipes(): Promise<HouseholdRecipeFacts[]>;
};

export function createHouseholdReader(
  db: Db,
  caller: Caller,
  context: HouseholdContext,
  today: string,
): HouseholdReader {
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
      const rows = await plannedDays(db, householdId, range, today);
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
    pantry: async () => context.pantry,
    async ownRecipes() {
      return (await listOwnRecipes(db, householdId)).map(householdRecipeFacts);
    },
  };
}

/** The planning the offline assistant reads: last week (« déjà mangé ») to three weeks ahead. */
export function planningWindow(today: string): { from: string; to: string } {
  return { from: addDays(today, -7), to: addDays(today, 21) };
}

/**
 * The household the assistant cooks for: the household's rules (decision 026), the caller's own
 * tastes and household size. A caller without preferences (not possible behind 'subscriber',
 * kept safe anyway) cooks for one.
 */
export function chatHouseholdOf(context: HouseholdContext): AssistantHousehold {
  return {
    ...context.rules,
    preferredFoods: context.preferredFoods,
    size: context.portions ?? { adults: 1, children: 0 },
  };
}
