import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { profiles, userPreferences } from '../../db/schema';

// user_preferences is personal: every query is scoped by the caller's user id.

export type PreferencesRow = typeof userPreferences.$inferSelect;
export type PreferencesValues = Pick<
  PreferencesRow,
  'adults' | 'children' | 'restrictions' | 'preferredFoods' | 'avoidedFoods' | 'shoppingFrequency'
>;

export async function findPreferences(db: Db, userId: string): Promise<PreferencesRow | undefined> {
  const [row] = await db
    .select()
    .from(userPreferences)
    .where(eq(userPreferences.userId, userId))
    .limit(1);
  return row;
}

export async function hasProfile(db: Db, userId: string): Promise<boolean> {
  const [row] = await db
    .select({ id: profiles.id })
    .from(profiles)
    .where(eq(profiles.id, userId))
    .limit(1);
  return row !== undefined;
}

/**
 * The questionnaire's save. A first save takes the recipe defaults of spec section 9 (difficulty
 * 'facile', 4 servings, from the column defaults); a later save keeps whatever difficulty and
 * servings the user has set since, and replaces only what the questionnaire asks.
 */
export async function upsertPreferences(
  db: Db,
  userId: string,
  values: PreferencesValues,
): Promise<PreferencesRow> {
  const [row] = await db
    .insert(userPreferences)
    .values({ userId, ...values })
    .onConflictDoUpdate({
      target: userPreferences.userId,
      set: { ...values, updatedAt: sql`now()` },
    })
    .returning();
  if (!row) throw new Error('upsert of user_preferences returned no row');
  return row;
}

/** The settings screen's save: only the answers it sends, in one statement; undefined: no row. */
export async function updatePreferences(
  db: Db,
  userId: string,
  values: Partial<PreferencesValues>,
): Promise<PreferencesRow | undefined> {
  const [row] = await db
    .update(userPreferences)
    .set({ ...values, updatedAt: sql`now()` })
    .where(eq(userPreferences.userId, userId))
    .returning();
  return row;
}
