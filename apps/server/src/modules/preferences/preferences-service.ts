import type { Preferences, ValidPreferencesInput, ValidPreferencesPatch } from '@mijote/contracts';
import type { Db } from '../../db/client';
import { AppError } from '../../lib/app-error';
import { failsAs } from '../../lib/fails-as';
import {
  findPreferences,
  hasProfile,
  type PreferencesRow,
  updatePreferences,
  upsertPreferences,
} from './preferences-repo';

export async function getPreferences(db: Db, userId: string): Promise<Preferences> {
  const row = await findPreferences(db, userId);
  // 404 tells the client this user has not answered the questionnaire yet (spec section 4).
  if (!row) throw new AppError('NOT_FOUND');
  return toPreferences(row);
}

export async function savePreferences(
  db: Db,
  userId: string,
  input: ValidPreferencesInput,
): Promise<Preferences> {
  if (!(await hasProfile(db, userId))) throw new AppError('PROFILE_NOT_FOUND');
  try {
    const row = await upsertPreferences(db, userId, {
      adults: input.householdSize.adults,
      children: input.householdSize.children,
      restrictions: input.restrictions,
      preferredFoods: input.preferredFoods,
      avoidedFoods: input.avoidedFoods,
      shoppingFrequency: input.shoppingFrequency,
    });
    return toPreferences(row);
  } catch (error) {
    throw new AppError('PREFERENCES_SAVE_FAILED', { cause: error });
  }
}

/** Settings: change some answers, keep the others; 404 before the questionnaire. */
export async function patchPreferences(
  db: Db,
  userId: string,
  patch: ValidPreferencesPatch,
): Promise<Preferences> {
  const { householdSize, ...lists } = patch;
  const row = await failsAs('PREFERENCES_SAVE_FAILED', () =>
    updatePreferences(db, userId, { ...lists, ...(householdSize ?? {}) }),
  );
  if (!row) throw new AppError('NOT_FOUND');
  return toPreferences(row);
}

export function toPreferences(row: PreferencesRow): Preferences {
  return {
    householdSize: { adults: row.adults, children: row.children },
    restrictions: row.restrictions as Preferences['restrictions'],
    preferredFoods: row.preferredFoods,
    avoidedFoods: row.avoidedFoods,
    shoppingFrequency: row.shoppingFrequency as Preferences['shoppingFrequency'],
    difficulty: row.difficulty as Preferences['difficulty'],
    servings: row.servings,
    updatedAt: row.updatedAt.toISOString(),
  };
}
