import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { householdMembers } from '../../db/schema';

/** Who belongs to the household right now: a removed member's stream must stop at once. */
export async function listHouseholdMemberIds(db: Db, householdId: string): Promise<Set<string>> {
  const rows = await db
    .select({ userId: householdMembers.userId })
    .from(householdMembers)
    .where(eq(householdMembers.householdId, householdId));
  return new Set(rows.map((row) => row.userId));
}
