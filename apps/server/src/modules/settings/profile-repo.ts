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
 * The names live in the account (users), where better-auth reads them for its mails and its
 * update-user writes them; the profile mirrors them by trigger (migration 0005), so there is one
 * source of truth whichever path edits them. Answers the profile as it reads afterwards.
 */
export async function updateProfileNames(
  db: Db,
  userId: string,
  names: { firstName: string; lastName: string },
): Promise<ProfileRow | undefined> {
  return db.transaction(async (tx) => {
    const [account] = await tx
      .update(users)
      .set({ ...names, name: `${names.firstName} ${names.lastName}`, updatedAt: sql`now()` })
      .where(eq(users.id, userId))
      .returning({ id: users.id });
    if (!account) return undefined;
    const [row] = await tx.select().from(profiles).where(eq(profiles.id, userId)).limit(1);
    return row;
  });
}
