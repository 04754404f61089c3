import { and, asc, count, desc, eq, gt, inArray, isNull } from 'drizzle-orm';
import type { Executor } from '../../db/executor';
import {
  householdInvitations,
  householdMembers,
  households,
  inventoryItems,
  plannedMeals,
  shoppingItems,
  userPreferences,
  users,
} from '../../db/schema';

// Reads of « Mon foyer »: every query names the household it reads, the caller's own.

export type MemberRow = Awaited<ReturnType<typeof listMembers>>[number];

/** The household's members, oldest first, with their own food rules (null before onboarding). */
export async function listMembers(db: Executor, householdId: string) {
  return db
    .select({
      userId: householdMembers.userId,
      role: householdMembers.role,
      joinedAt: householdMembers.createdAt,
      firstName: users.firstName,
      lastName: users.lastName,
      restrictions: userPreferences.restrictions,
      avoidedFoods: userPreferences.avoidedFoods,
    })
    .from(householdMembers)
    .innerJoin(users, eq(users.id, householdMembers.userId))
    .leftJoin(userPreferences, eq(userPreferences.userId, householdMembers.userId))
    .where(eq(householdMembers.householdId, householdId))
    .orderBy(asc(householdMembers.createdAt), asc(householdMembers.userId));
}

export async function findHousehold(db: Executor, householdId: string) {
  const [row] = await db.select().from(households).where(eq(households.id, householdId));
  return row;
}

export type InvitationRow = typeof householdInvitations.$inferSelect;

/** Invitations not accepted, revoked nor expired, newest first, with their author's first name. */
export async function listPendingInvitations(db: Executor, householdId: string, now: Date) {
  return db
    .select({ invitation: householdInvitations, invitedBy: users.firstName })
    .from(householdInvitations)
    .leftJoin(users, eq(users.id, householdInvitations.invitedBy))
    .where(
      and(
        eq(householdInvitations.householdId, householdId),
        isNull(householdInvitations.acceptedAt),
        isNull(householdInvitations.revokedAt),
        gt(householdInvitations.expiresAt, now),
      ),
    )
    .orderBy(desc(householdInvitations.createdAt), desc(householdInvitations.id));
}

export async function insertInvitation(
  db: Executor,
  householdId: string,
  values: {
    invitedBy: string;
    email: string | null;
    tokenHash: string;
    expiresAt: Date;
    createdAt: Date;
  },
): Promise<InvitationRow> {
  const [row] = await db
    .insert(householdInvitations)
    .values({ ...values, householdId })
    .returning();
  if (!row) throw new Error('insert into household_invitations returned no row');
  return row;
}

/** Revokes a pending invitation of the household; false when there is none by that id. */
export async function revokeInvitation(
  db: Executor,
  householdId: string,
  invitationId: string,
  now: Date,
): Promise<boolean> {
  const rows = await db
    .update(householdInvitations)
    .set({ revokedAt: now })
    .where(
      and(
        eq(householdInvitations.id, invitationId),
        eq(householdInvitations.householdId, householdId),
        isNull(householdInvitations.acceptedAt),
        isNull(householdInvitations.revokedAt),
      ),
    )
    .returning({ id: householdInvitations.id });
  return rows.length > 0;
}

/** The invitation a token names, whatever its state (the service says why it cannot be used). */
export async function findInvitationByTokenHash(db: Executor, tokenHash: string) {
  const [row] = await db
    .select({ invitation: householdInvitations, invitedBy: users.firstName })
    .from(householdInvitations)
    .leftJoin(users, eq(users.id, householdInvitations.invitedBy))
    .where(eq(householdInvitations.tokenHash, tokenHash));
  return row;
}

/** How many rows the household holds of what a join merges or drops. */
export async function countHouseholdRows(db: Executor, householdId: string) {
  const countOf = async (
    table: typeof plannedMeals | typeof shoppingItems | typeof inventoryItems,
  ) => {
    const [row] = await db
      .select({ n: count() })
      .from(table)
      .where(eq(table.householdId, householdId));
    return row?.n ?? 0;
  };
  return {
    plannedMeals: await countOf(plannedMeals),
    shoppingItems: await countOf(shoppingItems),
    fridgeItems: await countOf(inventoryItems),
  };
}

/** The household's « Toujours à la maison » list as saved; null while it is the default one. */
export async function readPantry(db: Executor, householdId: string): Promise<string[] | null> {
  const [row] = await db
    .select({ pantry: households.pantry })
    .from(households)
    .where(eq(households.id, householdId));
  return row?.pantry ?? null;
}

export async function savePantry(
  db: Executor,
  householdId: string,
  foods: readonly string[],
): Promise<void> {
  await db
    .update(households)
    .set({ pantry: [...foods] })
    .where(eq(households.id, householdId));
}

/** The household's list rows waiting in the cupboard section. */
export async function listPantryRows(db: Executor, householdId: string) {
  return db
    .select({ id: shoppingItems.id, ingredientId: shoppingItems.ingredientId })
    .from(shoppingItems)
    .where(and(eq(shoppingItems.householdId, householdId), eq(shoppingItems.inPantry, true)));
}

/** Cupboard rows back to the list to buy. */
export async function returnToList(
  db: Executor,
  householdId: string,
  itemIds: readonly string[],
): Promise<void> {
  if (itemIds.length === 0) return;
  await db
    .update(shoppingItems)
    .set({ inPantry: false })
    .where(
      and(eq(shoppingItems.householdId, householdId), inArray(shoppingItems.id, [...itemIds])),
    );
}

/** A member's answers as the household's context reads them (null before the questionnaire). */
export type MemberContextRow = {
  userId: string;
  pantry: string[] | null;
  restrictions: string[] | null;
  avoidedFoods: string[] | null;
  preferredFoods: string[] | null;
  adults: number | null;
  children: number | null;
};

/**
 * The household's members with their answers and the household's pantry, in one query: what
 * `loadHouseholdContext` builds the context from. Oldest member first.
 */
export async function listMemberContextRows(
  db: Executor,
  householdId: string,
): Promise<MemberContextRow[]> {
  return db
    .select({
      userId: householdMembers.userId,
      pantry: households.pantry,
      restrictions: userPreferences.restrictions,
      avoidedFoods: userPreferences.avoidedFoods,
      preferredFoods: userPreferences.preferredFoods,
      adults: userPreferences.adults,
      children: userPreferences.children,
    })
    .from(householdMembers)
    .innerJoin(households, eq(households.id, householdMembers.householdId))
    .leftJoin(userPreferences, eq(userPreferences.userId, householdMembers.userId))
    .where(eq(householdMembers.householdId, householdId))
    .orderBy(asc(householdMembers.createdAt), asc(householdMembers.userId));
}
