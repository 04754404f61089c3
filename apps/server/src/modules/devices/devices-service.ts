import type { DeviceSessions } from '@mijote/contracts';
import type { Db } from '../../db/client';
import { AppError } from '../../lib/app-error';
import { describeDevice } from './describe-device';
import {
  deleteOtherSession,
  deleteOtherSessions,
  findUserSession,
  listUserSessions,
} from './devices-repo';

// « Appareils connectés » (decision 035). The place a session was opened from is not shown: the
// address alone says nothing reliable about it (a phone's changes with the network), and it is
// not shown raw either.

export async function listDevices(
  db: Db,
  userId: string,
  currentToken: string,
  now: Date,
): Promise<DeviceSessions> {
  const rows = await listUserSessions(db, userId, currentToken, now);
  const ordered = [...rows.filter((row) => row.isCurrent), ...rows.filter((row) => !row.isCurrent)];
  return {
    sessions: ordered.map((row) => ({
      id: row.id,
      ...describeDevice(row.userAgent),
      signedInAt: row.createdAt.toISOString(),
      lastUsedAt: row.updatedAt.toISOString(),
      isCurrent: row.isCurrent,
    })),
  };
}

/** Ends another device's session; this device's ends with sign-out (409), anyone else's is 404. */
export async function endDevice(db: Db, userId: string, sessionId: string, currentToken: string) {
  const found = await findUserSession(db, userId, sessionId, currentToken);
  if (!found) throw new AppError('NOT_FOUND');
  if (found === 'current') throw new AppError('DEVICE_IS_CURRENT');
  if (!(await deleteOtherSession(db, userId, sessionId, currentToken))) {
    throw new AppError('NOT_FOUND');
  }
}

export async function endOtherDevices(db: Db, userId: string, currentToken: string) {
  await deleteOtherSessions(db, userId, currentToken);
}
