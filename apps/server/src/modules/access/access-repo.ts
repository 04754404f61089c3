import { ACCESS_GRANTING_STATUSES } from '@mijote/contracts';
import { desc, eq, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client';
import {
  householdMembers,
  profiles,
  userPreferences,
  userSubscriptions,
  users,
} from '../../db/schema';

/**
 * Everything the access rule needs, in one round trip: the guard runs on every dashboard call,
 * and GET /api/me answers from this row alone.
 * Only the latest subscription row counts (spec section 6), newest created_at first.
 */
export type AccessRow = NonNullable<Awaited<ReturnType<typeof findAccessRow>>>;

export async function findAccessRow(db: Db, userId: string) {
  const latestStatus = db
    .select({ status: userSubscriptions.status })
    .from(userSubscriptions)
    .where(eq(userSubscriptions.userId, users.id))
    .orderBy(desc(userSubscriptions.createdAt))
    .limit(1);
  const covering = coveringMemberOf(db);
  const [row] = await db
    .select({
      id: users.id,
      email: users.email,
      emailVerified: users.emailVerified,
      phone: users.phone,
      // The account holds the names; the profile only mirrors them (migration 0005).
      firstName: users.firstName,
      lastName: users.lastName,
      profileId: profiles.id,
      preferencesUserId: userPreferences.userId,
      latestStatus: sql<string | null>`(${latestStatus})`,
      // Issue 12: another member's active or trialing subscription covers the whole household.
      coveringMemberId: sql<string | null>`(${covering})`,
    })
    .from(users)
    .leftJoin(profiles, eq(profiles.id, users.id))
    .leftJoin(userPreferences, eq(userPreferences.userId, users.id))
    .where(eq(users.id, userId))
    .limit(1);
  return row;
}

/**
 * The longest-standing other member of the user's household whose latest subscription row grants
 * access (decision 13: one subscription of any member covers every member), or null. Read on
 * every request, so a member removed or left is no longer covered at their very next call.
 */
function coveringMemberOf(db: Db) {
  const mine = alias(householdMembers, 'mine');
  const theirs = alias(householdMembers, 'theirs');
  const theirLatest = db
    .select({ status: userSubscriptions.status })
    .from(userSubscriptions)
    .where(eq(userSubscriptions.userId, theirs.userId))
    .orderBy(desc(userSubscriptions.createdAt))
    .limit(1);
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
