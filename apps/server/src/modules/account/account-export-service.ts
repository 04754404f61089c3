import {
  ACCOUNT_EXPORT_FORMAT,
  type AccountExport,
  type SubscriptionStatus,
} from '@mijote/contracts';
import type { Db } from '../../db/client';
import { AppError } from '../../lib/app-error';
import type { Caller } from '../../lib/caller';
import { failsAs } from '../../lib/fails-as';
import { readConversation } from '../chat';
import { toFavorite } from '../favorites';
import { toFridgeItem } from '../fridge';
import { loadHouseholdContext } from '../household';
import { listOwnRecipes, toOwnRecipe } from '../own-recipes';
import { isDated, listMealSeries, toBacklogMeal, toMealSeries, toPlannedMeal } from '../planning';
import { toPreferences } from '../preferences';
import { toShoppingItem } from '../shopping';
import { readHouseholdRows, readUserRows } from './account-export-repo';

/**
 * « Exporter mes données » (decision 025, nLPD / GDPR right of access): every row of the user and
 * of their household, in one document. The export schema serialises it, so a field it does not
 * declare cannot leave.
 */
export async function exportAccount(db: Db, caller: Caller, now: Date): Promise<AccountExport> {
  return failsAs('EXPORT_FAILED', async () => {
    const mine = await readUserRows(db, caller.id);
    const ours = await readHouseholdRows(db, caller.householdId);
    const conversation = await readConversation(db, caller.id);
    const ownRecipes = await listOwnRecipes(db, caller.householdId);
    const series = await listMealSeries(db, caller.householdId);
    const { rules } = await loadHouseholdContext(db, caller);
    if (!mine.user || !ours.household) throw new AppError('USER_NOT_FOUND');
    const iso = (date: Date | null) => (date ? date.toISOString() : null);
    return {
      format: ACCOUNT_EXPORT_FORMAT,
      exportedAt: now.toISOString(),
      user: { ...mine.user, createdAt: mine.user.createdAt.toISOString() },
      profile: mine.profile
        ? {
            ...mine.profile,
            createdAt: mine.profile.createdAt.toISOString(),
            updatedAt: mine.profile.updatedAt.toISOString(),
          }
        : null,
      preferences: mine.preferences ? toPreferences(mine.preferences) : null,
      subscriptions: mine.subscriptions.map((s) => ({
        ...s,
        status: s.status as SubscriptionStatus,
        startDate: s.startDate.toISOString(),
        currentPeriodEnd: iso(s.currentPeriodEnd),
        trialEnd: iso(s.trialEnd),
        createdAt: s.createdAt.toISOString(),
      })),
      notifications: mine.notifications.map((n) => ({
        ...n,
        readAt: iso(n.readAt),
        createdAt: n.createdAt.toISOString(),
      })),
      household: {
        ...ours.household,
        createdAt: ours.household.createdAt.toISOString(),
        members: ours.members.map((m) => ({
          firstName: m.firstName,
          lastName: m.lastName,
          role: m.role as 'owner' | 'member',
          joinedAt: m.joinedAt.toISOString(),
          isYou: m.userId === caller.id,
        })),
      },
      plannedMeals: ours.meals.filter(isDated).map(toPlannedMeal),
      // « À planifier »: the meals without a day yet.
      backlogMeals: ours.meals.filter((row) => !isDated(row)).map(toBacklogMeal),
      mealSeries: series.map(toMealSeries),
      shoppingItems: ours.shopping.map((row) => toShoppingItem(row)),
      fridgeItems: ours.fridge.map(toFridgeItem),
      favorites: mine.favorites.map(toFavorite),
      ownRecipes: ownRecipes.map((row) => toOwnRecipe(row, rules)),
      suggestionHistory: ours.suggestions.map((s) => ({
        ...s,
        engine: s.engine as 'catalogue' | 'llm',
        createdAt: s.createdAt.toISOString(),
      })),
      chatMessages: conversation,
      invitations: mine.invitations.map((invitation) => ({
        email: invitation.email,
        createdAt: invitation.createdAt.toISOString(),
        expiresAt: invitation.expiresAt.toISOString(),
        acceptedAt: iso(invitation.acceptedAt),
        revokedAt: iso(invitation.revokedAt),
      })),
    };
  });
}
