import type { FastifyRequest } from 'fastify';
import type { Db } from '../../db/client';
import { AppError } from '../../lib/app-error';
import { toFetchHeaders } from '../../lib/fetch-headers';
import { createSignInBrake } from './address-brake-repo';
import type { Auth } from './auth';
import { reauthRefusal } from './recent-sign-in';

/** For our own routes (POST /api/account/delete): throws the refusal as an AppError. */
export async function requireRecentSignIn(
  deps: { auth: Auth; db: Db; now: () => Date },
  request: FastifyRequest,
  password: string | undefined,
): Promise<void> {
  const session = await deps.auth.api.getSession({
    headers: toFetchHeaders(request),
    query: { disableCookieCache: true },
  });
  if (!session) throw new AppError('UNAUTHENTICATED');
  const refusal = await reauthRefusal(
    await deps.auth.$context,
    createSignInBrake(deps.db, deps.now),
    {
      userId: session.user.id,
      email: session.user.email,
      sessionCreatedAt: new Date(session.session.createdAt),
      password,
    },
    deps.now(),
  );
  if (refusal) throw new AppError(refusal);
}
