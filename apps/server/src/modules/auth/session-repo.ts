import { and, eq, gt } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { householdMembers, sessions, users } from '../../db/schema';
import type { Caller } from '../../lib/caller';

/** The caller a live session token belongs to: one indexed lookup. */
export async function findSessionCaller(db: Db, token: string, now: Date): Promise<Caller | null> {
  const [row] = await db
    .select({
      id: users.id,
      email: users.email,
      emailVerified: users.emailVerified,
      householdId: householdMembers.householdId,
    })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .innerJoin(householdMembers, eq(householdMembers.userId, users.id))
    .where(and(eq(sessions.token, token), gt(sessions.expiresAt, now)))
    .limit(1);
  return row ?? null;
}
