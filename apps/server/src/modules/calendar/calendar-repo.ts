import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { calendarFeeds } from '../../db/schema';

// calendar_feeds: one row per household, found by the household (its members) or by the hash of
// the address's token (the public feed). Every query names one of the two.

export type CalendarFeedRow = typeof calendarFeeds.$inferSelect;

export async function findCalendarFeed(
  db: Db,
  householdId: string,
): Promise<CalendarFeedRow | undefined> {
  const [row] = await db
    .select()
    .from(calendarFeeds)
    .where(eq(calendarFeeds.householdId, householdId));
  return row;
}

/** The household a feed's token opens; undefined for an unknown or replaced token. */
export async function findHouseholdByFeedToken(
  db: Db,
  tokenHash: string,
): Promise<string | undefined> {
  const [row] = await db
    .select({ householdId: calendarFeeds.householdId })
    .from(calendarFeeds)
    .where(eq(calendarFeeds.tokenHash, tokenHash));
  return row?.householdId;
}

type IssuedToken = { tokenHash: string; issuedBy: string; issuedAt: Date };

/** The household's first address; undefined when it already has one (nothing is changed). */
export async function insertCalendarFeed(
  db: Db,
  householdId: string,
  token: IssuedToken,
): Promise<CalendarFeedRow | undefined> {
  const [row] = await db
    .insert(calendarFeeds)
    .values({ householdId, ...token })
    .onConflictDoNothing({ target: calendarFeeds.householdId })
    .returning();
  return row;
}

/** A new token for the household's address; undefined when it has none. */
export async function replaceCalendarFeedToken(
  db: Db,
  householdId: string,
  token: IssuedToken,
): Promise<CalendarFeedRow | undefined> {
  const [row] = await db
    .update(calendarFeeds)
    .set(token)
    .where(eq(calendarFeeds.householdId, householdId))
    .returning();
  return row;
}

/** false when the household had no address. */
export async function deleteCalendarFeed(db: Db, householdId: string): Promise<boolean> {
  const rows = await db
    .delete(calendarFeeds)
    .where(eq(calendarFeeds.householdId, householdId))
    .returning({ householdId: calendarFeeds.householdId });
  return rows.length > 0;
}
