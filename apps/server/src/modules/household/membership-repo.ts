import { and, asc, eq, type SQL, sql } from 'drizzle-orm';
import type { Tx } from '../../db/executor';
import {
  householdInvitations,
  householdMembers,
  households,
  inventoryItems,
  mealSeries,
  ownRecipes,
  plannedMeals,
  shoppingItems,
  users,
} from '../../db/schema';

// Changes of membership, each inside the caller's transaction: the rows they read are locked
// first, so two members leaving at once, or a join racing a removal, end in one consistent state.

export type LockedMember = { userId: string; role: string };

/** The household's members, oldest first, locked until the transaction ends. */
export async function lockMembers(tx: Tx, householdId: string): Promise<LockedMember[]> {
  return tx
    .select({ userId: householdMembers.userId, role: householdMembers.role })
    .from(householdMembers)
    .where(eq(householdMembers.householdId, householdId))
    .orderBy(asc(householdMembers.createdAt), asc(householdMembers.userId))
    .for('update');
}

/** The user's membership, locked: where they are now, whatever the session said. */
export async function lockMembershipOf(tx: Tx, userId: string) {
  const [row] = await tx
    .select({ householdId: householdMembers.householdId, role: householdMembers.role })
    .from(householdMembers)
    .where(eq(householdMembers.userId, userId))
    .for('update');
  return row;
}

export async function deleteMembership(tx: Tx, householdId: string, userId: string) {
  await tx
    .delete(householdMembers)
    .where(and(eq(householdMembers.householdId, householdId), eq(householdMembers.userId, userId)));
}

export async function makeOwner(tx: Tx, householdId: string, userId: string) {
  await tx
    .update(householdMembers)
    .set({ role: 'owner' })
    .where(and(eq(householdMembers.householdId, householdId), eq(householdMembers.userId, userId)));
}

export async function addMember(tx: Tx, householdId: string, userId: string) {
  await tx.insert(householdMembers).values({ householdId, userId, role: 'member' });
}

/** A household of their own, named like the one sign-up creates (migration 0001). */
export async function createOwnHousehold(tx: Tx, userId: string): Promise<string> {
  const [user] = await tx
    .select({ firstName: users.firstName })
    .from(users)
    .where(eq(users.id, userId));
  const [household] = await tx
    .insert(households)
    .values({ name: `Foyer de ${user?.firstName ?? ''}`.trim() })
    .returning({ id: households.id });
  if (!household) throw new Error('insert into households returned no row');
  await tx.insert(householdMembers).values({ householdId: household.id, userId, role: 'owner' });
  return household.id;
}

/** Deletes a household: its rows, members and invitations go with it (foreign keys cascade). */
export async function deleteHousehold(tx: Tx, householdId: string) {
  await tx.delete(households).where(eq(households.id, householdId));
}

/**
 * Moves the planning (its recurring meals too), the shopping list, the fridge and the household's
 * recipes of `fromId` into `toId` (« fusionner »).
 * A recipe line both lists hold (same recipe, name and unit) cannot be held twice under the
 * recipe (the unique index on recipe lines): the moved copy stays on the list as a line of its own,
 * unlinked from the recipe, so nothing is lost.
 */
export async function moveHouseholdRows(tx: Tx, fromId: string, toId: string) {
  await tx.update(mealSeries).set({ householdId: toId }).where(eq(mealSeries.householdId, fromId));
  await tx
    .update(plannedMeals)
    .set({ householdId: toId })
    .where(eq(plannedMeals.householdId, fromId));
  await tx
    .update(inventoryItems)
    .set({ householdId: toId })
    .where(eq(inventoryItems.householdId, fromId));
  await tx.update(ownRecipes).set({ householdId: toId }).where(eq(ownRecipes.householdId, fromId));
  const target = sql.raw('target');
  const alreadyThere: SQL = sql`exists (select 1 from ${shoppingItems} as ${target}
    where ${target}.household_id = ${toId} and ${target}.recipe_id = ${shoppingItems.recipeId}
      and ${target}.name = ${shoppingItems.name} and ${target}.unit = ${shoppingItems.unit})`;
  await tx
    .update(shoppingItems)
    .set({
      householdId: toId,
      recipeId: sql`case when ${alreadyThere} then null else ${shoppingItems.recipeId} end`,
      recipeTitle: sql`case when ${alreadyThere} then null else ${shoppingItems.recipeTitle} end`,
    })
    .where(eq(shoppingItems.householdId, fromId));
}

/** The invitation a token names, locked: a second acceptance waits, then finds it used. */
export async function lockInvitation(tx: Tx, tokenHash: string) {
  const [row] = await tx
    .select()
    .from(householdInvitations)
    .where(eq(householdInvitations.tokenHash, tokenHash))
    .for('update');
  return row;
}

export async function markAccepted(tx: Tx, invitationId: string, userId: string, now: Date) {
  await tx
    .update(householdInvitations)
    .set({ acceptedAt: now, acceptedBy: userId })
    .where(eq(householdInvitations.id, invitationId));
}
