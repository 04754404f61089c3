import type { MeResponse } from '@mijote/contracts';
import type { Config } from '../../config';
import type { Db } from '../../db/client';
import { AppError } from '../../lib/app-error';
import { retry } from '../../lib/retry';
import { nextRouteFor } from '../access/access-rules';
import { loadAccessFacts } from '../access/require-access';
import type { SessionUser } from '../auth/session';
import { findUserWithProfile } from './me-repo';

export type MeDeps = { db: Db; config: Config; sleep?: (ms: number) => Promise<void> };

/** GET /api/me: who is signed in, and where the spec's routing sends them (section 4). */
export async function getMe(deps: MeDeps, session: SessionUser): Promise<MeResponse> {
  const user = await findUserWithProfile(deps.db, session.id);
  // Spec section 4: the subscription lookup is tried 3 times, backing off from 1000 ms.
  const facts = await retry(() => loadAccessFacts(deps, session.id), {
    attempts: 3,
    baseDelayMs: 1000,
    ...(deps.sleep ? { sleep: deps.sleep } : {}),
  });
  if (!user || !facts) throw new AppError('UNAUTHENTICATED');
  const nextRoute = nextRouteFor(facts);
  return {
    user: {
      id: user.id,
      email: user.email,
      firstName: user.firstName ?? user.userFirstName,
      lastName: user.lastName ?? user.userLastName,
      phone: user.phone,
      emailVerified: user.emailVerified,
    },
    householdId: session.householdId,
    hasProfile: facts.hasProfile,
    hasPreferences: facts.hasPreferences,
    hasAccess: nextRoute === '/dashboard',
    isComplimentary: facts.isComplimentary,
    nextRoute,
  };
}
