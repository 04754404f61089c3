import type { MeResponse, SubscriptionStatus } from '@mijote/contracts';
import type { Config } from '../../config';
import type { Db } from '../../db/client';
import { AppError } from '../../lib/app-error';
import { retry } from '../../lib/retry';
import { nextRouteFor } from '../access/access-rules';
import type { SessionUser } from '../auth/session';
import { findLatestSubscription, findUserWithProfile, hasPreferences } from './me-repo';

export type MeDeps = { db: Db; config: Config; sleep?: (ms: number) => Promise<void> };

export async function getMe(
  { db, config, sleep }: MeDeps,
  session: SessionUser,
): Promise<MeResponse> {
  const user = await findUserWithProfile(db, session.id);
  if (!user) throw new AppError('UNAUTHENTICATED');
  const isComplimentary = config.complimentaryEmails.has(user.email.toLowerCase());
  const preferences = await hasPreferences(db, session.id);
  // Spec section 4: the subscription lookup is tried 3 times, backing off from 1000 ms.
  const subscription = await retry(() => findLatestSubscription(db, session.id), {
    attempts: 3,
    baseDelayMs: 1000,
    ...(sleep ? { sleep } : {}),
  });
  const facts = {
    isComplimentary,
    hasProfile: user.profileId !== null,
    hasPreferences: preferences,
    latestSubscriptionStatus: (subscription?.status ?? null) as SubscriptionStatus | null,
    emailVerified: user.emailVerified,
    requireEmailVerification: config.requireEmailVerification,
  };
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
    hasPreferences: preferences,
    hasAccess: nextRoute === '/dashboard',
    isComplimentary,
    nextRoute,
  };
}
