import { desc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { profiles, userPreferences, userSubscriptions, users } from '../../db/schema';

// Queries behind GET /api/me, each scoped by the caller's user id.

export async function findUserWithProfile(db: Db, userId: string) {
  const [row] = await db
    .select({
      id: users.id,
      email: users.email,
      emailVerified: users.emailVerified,
      phone: users.phone,
      userFirstName: users.firstName,
      userLastName: users.lastName,
      profileId: profiles.id,
      firstName: profiles.firstName,
      lastName: profiles.lastName,
    })
    .from(users)
    .leftJoin(profiles, eq(profiles.id, users.id))
    .where(eq(users.id, userId))
    .limit(1);
  return row;
}

export async function hasPreferences(db: Db, userId: string): Promise<boolean> {
  const [row] = await db
    .select({ userId: userPreferences.userId })
    .from(userPreferences)
    .where(eq(userPreferences.userId, userId))
    .limit(1);
  return row !== undefined;
}

export async function findLatestSubscription(db: Db, userId: string) {
  const [row] = await db
    .select()
    .from(userSubscriptions)
    .where(eq(userSubscriptions.userId, userId))
    .orderBy(desc(userSubscriptions.createdAt))
    .limit(1);
  return row;
}
