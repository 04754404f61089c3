import { desc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { suggestionHistory } from '../../db/schema';

// The household's recent suggestions (the catalogue engine avoids the last 10); the members'
// preferences are read by ../household/household-context. Every query carries the household id.

export type RecentSuggestion = { recipeId: string; recipeTitle: string };

/** The household's last `limit` suggestions, newest first. */
export async function listRecentSuggestions(
  db: Db,
  householdId: string,
  limit: number,
): Promise<RecentSuggestion[]> {
  return db
    .select({ recipeId: suggestionHistory.recipeId, recipeTitle: suggestionHistory.recipeTitle })
    .from(suggestionHistory)
    .where(eq(suggestionHistory.householdId, householdId))
    .orderBy(desc(suggestionHistory.createdAt), desc(suggestionHistory.id))
    .limit(limit);
}

/**
 * Records a suggestion and forgets the household's rows beyond the newest `keep`, in one
 * statement (it runs on every suggestion). The DELETE sees the table as it was before the
 * INSERT of the same statement: it keeps the `keep - 1` newest older rows, plus the new one.
 */
export async function recordSuggestion(
  db: Db,
  householdId: string,
  values: { recipeId: string; recipeTitle: string; engine: 'catalogue' | 'llm' },
  keep: number,
): Promise<void> {
  const t = suggestionHistory;
  await db.execute(sql`
    with added as (
      insert into ${t} (${sql.identifier(t.householdId.name)}, ${sql.identifier(t.recipeId.name)},
        ${sql.identifier(t.recipeTitle.name)}, ${sql.identifier(t.engine.name)})
      values (${householdId}, ${values.recipeId}, ${values.recipeTitle}, ${values.engine})
      returning ${sql.identifier(t.id.name)}
    )
    delete from ${t}
    where ${t.householdId} = ${householdId}
      and ${t.id} not in (
        select ${t.id} from ${t}
        where ${t.householdId} = ${householdId}
        order by ${t.createdAt} desc, ${t.id} desc
        limit ${Math.max(0, keep - 1)}
      )`);
}
