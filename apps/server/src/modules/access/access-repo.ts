import { desc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { profiles, userPreferences, userSubscriptions, users } from '../../db/schema';

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
    })
    .from(users)
    .leftJoin(profiles, eq(profiles.id, users.id))
    .leftJoin(userPreferences, eq(userPreferences.userId, users.id))
    .where(eq(users.id, userId))
    .limit(1);
  return row;
}
