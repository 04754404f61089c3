import type { MeResponse } from '@mijote/contracts';
import type { Config } from '../../config';
import type { Db } from '../../db/client';
import { AppError } from '../../lib/app-error';
import type { Caller } from '../../lib/caller';
import { retry } from '../../lib/retry';
import {
  accessFactsOf,
  findAccessRow,
  findMemberNames,
  grantsAccess,
  nextRouteFor,
} from '../access';

export type MeDeps = { db: Db; config: Config; sleep?: (ms: number) => Promise<void> };

/**
 * GET /api/me: who is signed in, and where the spec's routing sends them (section 4), from the
 * very row the dashboard guard reads, so the router and the API cannot disagree.
 */
export async function getMe(deps: MeDeps, caller: Caller): Promise<MeResponse> {
  // Spec section 4: the subscription lookup is tried 3 times, backing off from 1000 ms.
  const row = await retry(() => findAccessRow(deps.db, caller.id), {
    attempts: 3,
    baseDelayMs: 1000,
    ...(deps.sleep ? { sleep: deps.sleep } : {}),
  });
  if (!row) throw new AppError('UNAUTHENTICATED');
  const facts = accessFactsOf(deps.config, row);
  const nextRoute = nextRouteFor(facts);
  // Who pays, when it is not the caller: the subscription page says so instead of selling.
  const payer =
    facts.isComplimentary || grantsAccess(facts.latestSubscriptionStatus)
      ? null
      : row.coveringMemberId;
  const coveredBy = payer ? await findMemberNames(deps.db, payer) : null;
  return {
    user: {
      id: row.id,
      email: row.email,
      firstName: row.firstName,
      lastName: row.lastName,
      phone: row.phone,
      emailVerified: row.emailVerified,
      twoFactorEnabled: row.twoFactorEnabled,
    },
    householdId: caller.householdId,
    hasProfile: facts.hasProfile,
    hasPreferences: facts.hasPreferences,
    hasAccess: nextRoute === '/dashboard',
    isComplimentary: facts.isComplimentary,
    coveredBy,
    nextRoute,
  };
}
