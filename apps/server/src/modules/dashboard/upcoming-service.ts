import {
  addDays,
  type DashboardUpcoming,
  EXPIRING_SOON_DAYS,
  localDateOf,
} from '@mijote/contracts';
import type { Db } from '../../db/client';
import type { Caller } from '../../lib/caller';
import { listFridgeItems, listItemsExpiringBy, toFridgeItem } from '../fridge';
import { loadHouseholdContext } from '../household';
import { plannedDays, toPlannedMeal } from '../planning';
import { priorityRecipesFor } from './priority-recipes';

/** The home shows what needs attention, not the whole fridge: a bounded list. */
const EXPIRING_ITEMS_SHOWN = 50;

/**
 * Below the home's cards: today's and tomorrow's meals, and the fridge items
 * dated at most EXPIRING_SOON_DAYS days from today, expired ones first, with a few recipes that
 * use them. Days are Swiss days.
 */
export async function getUpcoming(db: Db, caller: Caller, now: Date): Promise<DashboardUpcoming> {
  const today = localDateOf(now);
  const tomorrow = addDays(today, 1);
  const [meals, expiring, fridge, context] = await Promise.all([
    plannedDays(db, caller.householdId, { from: today, to: tomorrow }, today),
    listItemsExpiringBy(
      db,
      caller.householdId,
      addDays(today, EXPIRING_SOON_DAYS),
      EXPIRING_ITEMS_SHOWN,
    ),
    listFridgeItems(db, caller.householdId),
    loadHouseholdContext(db, caller),
  ]);
  return {
    today,
    tomorrow,
    meals: meals.map(toPlannedMeal),
    expiringItems: expiring.map(toFridgeItem),
    priorityRecipes: priorityRecipesFor({
      context,
      fridge,
      priority: expiring,
      today,
    }),
  };
}
