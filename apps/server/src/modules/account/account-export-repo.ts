import { asc, desc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import {
  householdInvitations,
  householdMembers,
  households,
  inventoryItems,
  notifications,
  plannedMeals,
  profiles,
  shoppingItems,
  suggestionHistory,
  userPreferences,
  userSubscriptions,
  users,
} from '../../db/schema';
import { listFavorites } from '../favorites';

// « Exporter mes données »: the rows of one user (by user id) and of their household (by
// household id). Each query names its columns, so nothing secret is even read: no password
// hash (accounts), no session token (sessions), no provider identifier, no invitation token hash.
// The conversation is read by the chat's own reader (chat-service's readConversation).

export async function readUserRows(db: Db, userId: string) {
  const [user] = await db
    .select({
      id: users.id,
      email: users.email,
      firstName: users.firstName,
      lastName: users.lastName,
      phone: users.phone,
      emailVerified: users.emailVerified,
      twoFactorEnabled: users.twoFactorEnabled,
      createdAt: users.createdAt,
    })
    .from(users)
    .where(eq(users.id, userId));
  const [profile] = await db
    .select({
      email: profiles.email,
      firstName: profiles.firstName,
      lastName: profiles.lastName,
      phone: profiles.phone,
      avatarUrl: profiles.avatarUrl,
      createdAt: profiles.createdAt,
      updatedAt: profiles.updatedAt,
    })
    .from(profiles)
    .where(eq(profiles.id, userId));
  const [preferences] = await db
    .select()
    .from(userPreferences)
    .where(eq(userPreferences.userId, userId));
  const subscriptions = await db
    .select({
      plan: userSubscriptions.plan,
      status: userSubscriptions.status,
      provider: userSubscriptions.provider,
      startDate: userSubscriptions.startDate,
      currentPeriodEnd: userSubscriptions.currentPeriodEnd,
      trialEnd: userSubscriptions.trialEnd,
      cancelAtPeriodEnd: userSubscriptions.cancelAtPeriodEnd,
      createdAt: userSubscriptions.createdAt,
    })
    .from(userSubscriptions)
    .where(eq(userSubscriptions.userId, userId))
    .orderBy(desc(userSubscriptions.createdAt));
  const userNotifications = await db
    .select({
      title: notifications.title,
      message: notifications.message,
      type: notifications.type,
      readAt: notifications.readAt,
      createdAt: notifications.createdAt,
    })
    .from(notifications)
    .where(eq(notifications.userId, userId))
    .orderBy(desc(notifications.createdAt));
  const invitations = await db
    .select({
      email: householdInvitations.email,
      createdAt: householdInvitations.createdAt,
      expiresAt: householdInvitations.expiresAt,
      acceptedAt: householdInvitations.acceptedAt,
      revokedAt: householdInvitations.revokedAt,
    })
    .from(householdInvitations)
    .where(eq(householdInvitations.invitedBy, userId))
    .orderBy(asc(householdInvitations.createdAt));
  const favorites = await listFavorites(db, userId);
  return {
    user,
    profile,
    preferences,
    subscriptions,
    notifications: userNotifications,
    invitations,
    favorites,
  };
}

export async function readHouseholdRows(db: Db, householdId: string) {
  const [household] = await db
    .select({ id: households.id, name: households.name, createdAt: households.createdAt })
    .from(households)
    .where(eq(households.id, householdId));
  const members = await db
    .select({
      userId: householdMembers.userId,
      role: householdMembers.role,
      joinedAt: householdMembers.createdAt,
      firstName: profiles.firstName,
      lastName: profiles.lastName,
    })
    .from(householdMembers)
    .innerJoin(profiles, eq(profiles.id, householdMembers.userId))
    .where(eq(householdMembers.householdId, householdId))
    .orderBy(asc(householdMembers.createdAt));
  const meals = await db
    .select()
    .from(plannedMeals)
    .where(eq(plannedMeals.householdId, householdId))
    .orderBy(asc(plannedMeals.date), asc(plannedMeals.time));
  const shopping = await db
    .select()
    .from(shoppingItems)
    .where(eq(shoppingItems.householdId, householdId))
    .orderBy(desc(shoppingItems.createdAt));
  const fridge = await db
    .select()
    .from(inventoryItems)
    .where(eq(inventoryItems.householdId, householdId))
    .orderBy(desc(inventoryItems.createdAt));
  const suggestions = await db
    .select({
      recipeId: suggestionHistory.recipeId,
      recipeTitle: suggestionHistory.recipeTitle,
      engine: suggestionHistory.engine,
      createdAt: suggestionHistory.createdAt,
    })
    .from(suggestionHistory)
    .where(eq(suggestionHistory.householdId, householdId))
    .orderBy(desc(suggestionHistory.createdAt));
  return { household, members, meals, shopping, fridge, suggestions };
}
