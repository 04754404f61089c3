import type { Profile, ProfileInput } from '@mijote/contracts';
import type { Db } from '../../db/client';
import { AppError } from '../../lib/app-error';
import { failsAs } from '../../lib/fails-as';
import { findProfile, type ProfileRow, updateProfileNames } from './profile-repo';

export async function getProfile(db: Db, userId: string): Promise<Profile> {
  const row = await failsAs('PROFILE_LOAD_FAILED', () => findProfile(db, userId));
  if (!row) throw new AppError('PROFILE_NOT_FOUND');
  return toProfile(row);
}

/** The e-mail is not changed here: it changes through its confirmation link (change-email). */
export async function saveProfile(db: Db, userId: string, input: ProfileInput): Promise<Profile> {
  const row = await failsAs('PROFILE_SAVE_FAILED', () => updateProfileNames(db, userId, input));
  if (!row) throw new AppError('PROFILE_NOT_FOUND');
  return toProfile(row);
}

function toProfile(row: ProfileRow): Profile {
  return {
    firstName: row.firstName,
    lastName: row.lastName,
    email: row.email,
    updatedAt: row.updatedAt.toISOString(),
  };
}
