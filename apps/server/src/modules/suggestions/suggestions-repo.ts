import type { Recipe } from '@mijote/contracts';
import { and, desc, eq, isNotNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { suggestionHistory } from '../../db/schema';

// The household's recent suggestions (the catalogue engine avoids the last 10, « Suggestions
// récentes » reopens them); the members' preferences are read by ../household/household-context.
// Every query carries the household id.

export type PastSuggestion = { recipeId: string; recipeTitle: string };

/** The household's last `limit` suggestions, newest first. */
export async function listRecentSuggestions(
  db: Db,
  householdId: string,
  limit: number,
): Promise<PastSuggestion[]> {
  return db
    .select({ recipeId: suggestionHistory.recipeId, recipeTitle: suggestionHistory.recipeTitle })
    .from(suggestionHistory)
    .where(eq(suggestionHistory.householdId, householdId))
    .orderBy(desc(suggestionHistory.createdAt), desc(suggestionHistory.id))
    .limit(limit);
}

export type SuggestionSnapshot = {
  id: string;
  engine: 'catalogue' | 'llm';
  recipe: Recipe;
  createdAt: Date;
};

/** The household's kept suggestions with their recipe, newest first (rows without one left out). */
export async function listSuggestionSnapshots(
  db: Db,
  householdId: string,
): Promise<SuggestionSnapshot[]> {
  const rows = await db
    .select({
      id: suggestionHistory.id,
      engine: suggestionHistory.engine,
      recipe: suggestionHistory.recipe,
      createdAt: suggestionHistory.createdAt,
    })
    .from(suggestionHistory)
    .where(and(eq(suggestionHistory.householdId, householdId), isNotNull(suggestionHistory.recipe)))
    .orderBy(desc(suggestionHistory.createdAt), desc(suggestionHistory.id));
  return rows.flatMap((row) =>
    row.recipe
      ? [{ ...row, recipe: row.recipe, engine: row.engine as SuggestionSnapshot['engine'] }]
      : [],
  );
}

/**
 * Records a suggestion and forgets the household's rows beyond the newest `keep`, in one
 * statement (it runs on every suggestion). The DELETE sees the table as it was before the
 * INSERT of the same statement: it keeps the `keep - 1` newest older rows, plus the new one.
 */
export async function recordSuggestion(
  db: Db,
  householdId: string,
  values: { recipe: Recipe; engine: 'catalogue' | 'llm' },
  keep: number,
): Promise<void> {
  const t = suggestionHistory;
  const { recipe, engine } = values;
  await db.execute(sql`
    with added as (
      insert into ${t} (${sql.identifier(t.householdId.name)}, ${sql.identifier(t.recipeId.name)},
        ${sql.identifier(t.recipeTitle.name)}, ${sql.identifier(t.engine.name)},
        ${sql.identifier(t.recipe.name)})
      values (${householdId}, ${recipe.id}, ${recipe.title}, ${engine},
        ${JSON.stringify(recipe)}::jsonb)
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
