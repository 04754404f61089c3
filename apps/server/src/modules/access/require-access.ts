import type { SubscriptionStatus } from '@mijote/contracts';
import type { FastifyRequest } from 'fastify';
import type { Config } from '../../config';
import type { Db } from '../../db/client';
import { AppError } from '../../lib/app-error';
import { requireSession, type SessionReader, type SessionUser } from '../auth/session';
import { type AccessRow, findAccessRow } from './access-repo';
import { type AccessFacts, nextRouteFor } from './access-rules';

export type AccessDeps = { db: Db; config: Config; readSession: SessionReader };

export function isComplimentaryEmail(config: Config, email: string): boolean {
  return config.complimentaryEmails.has(email.toLowerCase());
}

/** The facts `nextRouteFor` decides on, from the caller's access row. */
export function accessFactsOf(config: Config, row: AccessRow): AccessFacts {
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
  const row = await findAccessRow(deps.db, user.id);
  if (!row) throw new AppError('UNAUTHENTICATED');
  if (nextRouteFor(accessFactsOf(deps.config, row)) !== '/dashboard') {
    throw new AppError('SUBSCRIPTION_REQUIRED');
  }
  return user;
}
