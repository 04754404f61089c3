import { ACCESS_GRANTING_STATUSES } from '@mijote/contracts';
import { and, desc, eq, gt, sql } from 'drizzle-orm';
import { type AnyPgColumn, alias } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client';
import {
  householdMembers,
  profiles,
  sessions,
  userPreferences,
  userSubscriptions,
  users,
} from '../../db/schema';
import type { Caller } from '../../lib/caller';

/**
 * Everything the access rule needs, in one round trip: the guard runs on every dashboard call,
 * and GET /api/me answers from this row alone.
 * Only the latest subscription row counts (spec section 6), newest created_at first.
 */
export type AccessRow = NonNullable<Awaited<ReturnType<typeof findAccessRow>>>;

export async function findAccessRow(db: Db, userId: string) {
  const [row] = await db
    .select(accessColumns(db))
    .from(users)
    .leftJoin(profiles, eq(profiles.id, users.id))
    .leftJoin(userPreferences, eq(userPreferences.userId, users.id))
    .where(eq(users.id, userId))
    .limit(1);
  return row;
}

/**
 * The signed-in caller of a session token and their access row, in one round trip: what the
 * guard of every dashboard call needs (instead of the session, then the access row). Read on
 * every request, never cached: a sign-out, a removal from the household or a lapsed
 * subscription takes effect at the very next call.
 */
export async function findSessionAccess(
  db: Db,
  token: string,
  now: Date,
): Promise<{ caller: Caller; access: AccessRow } | null> {
  let query = sessionAccessQueries.get(db);
  if (!query) {
    query = prepareSessionAccess(db);
    sessionAccessQueries.set(db, query);
  }
  // As drizzle writes a timestamp parameter (the column's own encoder).
  const [row] = await query.execute({ token, now: now.toISOString() });
  if (!row) return null;
  const { householdId, ...access } = row;
  return {
    caller: { id: row.id, email: row.email, emailVerified: row.emailVerified, householdId },
    access,
  };
}

/**
 * The guard's query, built once per database and prepared (named): its SQL is not written again
 * on every request, and PostgreSQL plans it once per connection.
 */
function prepareSessionAccess(db: Db) {
  return db
    .select({ ...accessColumns(db), householdId: householdMembers.householdId })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .innerJoin(householdMembers, eq(householdMembers.userId, users.id))
    .leftJoin(profiles, eq(profiles.id, users.id))
    .leftJoin(userPreferences, eq(userPreferences.userId, users.id))
    .where(
      and(
        eq(sessions.token, sql.placeholder('token')),
        gt(sessions.expiresAt, sql.placeholder('now')),
      ),
    )
    .limit(1)
    .prepare('session_access');
}
const sessionAccessQueries = new WeakMap<Db, ReturnType<typeof prepareSessionAccess>>();

/** The columns of the access row, for a query that joins `users` to profiles and preferences. */
function accessColumns(db: Db) {
  const latestStatus = latestStatusOf(db, users.id);
  const covering = coveringMemberOf(db);
  return {
    id: users.id,
    email: users.email,
    emailVerified: users.emailVerified,
    twoFactorEnabled: users.twoFactorEnabled,
    phone: users.phone,
    // The account holds the names; the profile only mirrors them (migration 0005).
    firstName: users.firstName,
    lastName: users.lastName,
    profileId: profiles.id,
    preferencesUserId: userPreferences.userId,
    latestStatus: sql<string | null>`(${latestStatus})`,
    // Another member's active or trialing subscription covers the whole household.
    coveringMemberId: sql<string | null>`(${covering})`,
  };
}

/** The status of a user's latest subscription row (spec section 6: only the latest counts). */
function latestStatusOf(db: Db, userId: AnyPgColumn) {
  return db
    .select({ status: userSubscriptions.status })
    .from(userSubscriptions)
    .where(eq(userSubscriptions.userId, userId))
    .orderBy(desc(userSubscriptions.createdAt))
    .limit(1);
}

/**
 * The longest-standing other member of the user's household whose latest subscription row grants
 * access (decision 026: one subscription of any member covers every member), or null. Read on
 * every request, so a member removed or left is no longer covered at their very next call.
 */
function coveringMemberOf(db: Db) {
  const mine = alias(householdMembers, 'mine');
  const theirs = alias(householdMembers, 'theirs');
  const theirLatest = latestStatusOf(db, theirs.userId);
  const granting = sql.raw(ACCESS_GRANTING_STATUSES.map((s) => `'${s}'`).join(', '));
  return db
    .select({ userId: theirs.userId })
    .from(mine)
    .innerJoin(theirs, eq(theirs.householdId, mine.householdId))
    .where(
      sql`${mine.userId} = ${users.id} and ${theirs.userId} <> ${users.id}
        and (${theirLatest}) in (${granting})`,
    )
    .orderBy(theirs.createdAt)
    .limit(1);
}

/** The names of the member whose subscription covers the caller (shown as who pays). */
export async function findMemberNames(db: Db, userId: string) {
  const [row] = await db
    .select({ firstName: users.firstName, lastName: users.lastName })
    .from(users)
    .where(eq(users.id, userId));
  return row ?? null;
}
