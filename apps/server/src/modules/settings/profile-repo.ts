import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { profiles, users } from '../../db/schema';

// The profile is personal: every query carries the caller's user id.

export type ProfileRow = typeof profiles.$inferSelect;

export async function findProfile(db: Db, userId: string): Promise<ProfileRow | undefined> {
  const [row] = await db.select().from(profiles).where(eq(profiles.id, userId)).limit(1);
  return row;
}

/**
 * The profile's names, and the account's too: better-auth greets the user by them in its mails.
 * One transaction, so the two never disagree.
 */
export async function updateProfileNames(
  db: Db,
  userId: string,
  names: { firstName: string; lastName: string },
): Promise<ProfileRow | undefined> {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .update(profiles)
      .set({ ...names, updatedAt: sql`now()` })
      .where(eq(profiles.id, userId))
      .returning();
    if (!row) return undefined;
    await tx
      .update(users)
      .set({ ...names, name: `${names.firstName} ${names.lastName}`, updatedAt: sql`now()` })
      .where(eq(users.id, userId));
    return row;
  });
}
