import { and, desc, eq, gt, lt, ne, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { sessions } from '../../db/schema';

// The caller's sessions, always by user id. The token is compared here and never selected:
// no answer can carry it.

/** The user's live sessions, the one holding `currentToken` marked, the most recent first. */
export async function listUserSessions(db: Db, userId: string, currentToken: string, now: Date) {
  return db
    .select({
      id: sessions.id,
      userAgent: sessions.userAgent,
      createdAt: sessions.createdAt,
      updatedAt: sessions.updatedAt,
      isCurrent: sql<boolean>`${sessions.token} = ${currentToken}`,
    })
    .from(sessions)
    .where(and(eq(sessions.userId, userId), gt(sessions.expiresAt, now)))
    .orderBy(desc(sessions.updatedAt), desc(sessions.createdAt));
}

/** Which of the user's sessions `sessionId` is: 'current', 'other', or undefined if not theirs. */
export async function findUserSession(
  db: Db,
  userId: string,
  sessionId: string,
  currentToken: string,
): Promise<'current' | 'other' | undefined> {
  const [row] = await db
    .select({ isCurrent: sql<boolean>`${sessions.token} = ${currentToken}` })
    .from(sessions)
    .where(and(eq(sessions.id, sessionId), eq(sessions.userId, userId)));
  if (!row) return undefined;
  return row.isCurrent ? 'current' : 'other';
}

/** Deletes one session of the user's, never the current one; true if one was deleted. */
export async function deleteOtherSession(
  db: Db,
  userId: string,
  sessionId: string,
  currentToken: string,
): Promise<boolean> {
  const deleted = await db
    .delete(sessions)
    .where(
      and(
        eq(sessions.id, sessionId),
        eq(sessions.userId, userId),
        ne(sessions.token, currentToken),
      ),
    )
    .returning({ id: sessions.id });
  return deleted.length > 0;
}

/** Deletes every session of the user's but the current one. */
export async function deleteOtherSessions(db: Db, userId: string, currentToken: string) {
  await db
    .delete(sessions)
    .where(and(eq(sessions.userId, userId), ne(sessions.token, currentToken)));
}

/**
 * Notes that the session was used, at most every USE_PRECISION_MS: better-auth only touches
 * `updated_at` when its own get-session runs, which the app does not call. Its refresh reads
 * `expires_at`, not this column.
 */
export async function markSessionUsed(db: Db, token: string, now: Date) {
  await db
    .update(sessions)
    .set({ updatedAt: now })
    .where(
      and(
        eq(sessions.token, token),
        lt(sessions.updatedAt, new Date(now.getTime() - USE_PRECISION_MS)),
      ),
    );
}

const USE_PRECISION_MS = 5 * 60_000;
