import type { SubscriptionStatus } from '@mijote/contracts';
import type { FastifyRequest } from 'fastify';
import type { Config } from '../../config';
import type { Db } from '../../db/client';
import { AppError } from '../../lib/app-error';
import { requireSession, type SessionReader, type SessionUser } from '../auth/session';
import { findAccessRow } from './access-repo';
import { type AccessFacts, nextRouteFor } from './access-rules';

export type AccessDeps = { db: Db; config: Config; readSession: SessionReader };

export function isComplimentaryEmail(config: Config, email: string): boolean {
  return config.complimentaryEmails.has(email.toLowerCase());
}

/** The facts `nextRouteFor` decides on, read fresh from the database. */
export async function loadAccessFacts(
  { db, config }: Pick<AccessDeps, 'db' | 'config'>,
  userId: string,
): Promise<AccessFacts | null> {
  const row = await findAccessRow(db, userId);
  if (!row) return null;
  return {
    isComplimentary: isComplimentaryEmail(config, row.email),
    hasProfile: row.profileId !== null,
    hasPreferences: row.preferencesUserId !== null,
    latestSubscriptionStatus: row.latestStatus as SubscriptionStatus | null,
    emailVerified: row.emailVerified,
    requireEmailVerification: config.requireEmailVerification,
  };
}

/**
 * Guard for every dashboard data endpoint (decision 7: the API enforces the router's rule). The
 * decision is `nextRouteFor`, so the API and GET /api/me can never disagree: whoever would not be
 * sent to /dashboard gets 402 SUBSCRIPTION_REQUIRED and no data.
 *
 *   const user = await requireAccess(ctx, request);
 */
export async function requireAccess(
  deps: AccessDeps,
  request: FastifyRequest,
): Promise<SessionUser> {
  const user = await requireSession(deps.readSession, request);
  const facts = await loadAccessFacts(deps, user.id);
  if (!facts) throw new AppError('UNAUTHENTICATED');
  if (nextRouteFor(facts) !== '/dashboard') throw new AppError('SUBSCRIPTION_REQUIRED');
  return user;
}
