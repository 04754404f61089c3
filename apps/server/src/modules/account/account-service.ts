import type { FastifyRequest } from 'fastify';
import type { AppContext } from '../../app-context';
import { AppError } from '../../lib/app-error';
import { toFetchHeaders } from '../../lib/fetch-headers';
import { findRegisteredEmail } from './account-repo';

/**
 * Spec section 5: the reset address must belong to an existing profile, and the user is told
 * when it does not ('Cette adresse email n'est pas inscrite'). The product chose clarity over
 * hiding which addresses are registered; the rate limit on this route bounds enumeration.
 */
export async function requestPasswordReset(
  ctx: AppContext,
  email: string,
  request: FastifyRequest,
) {
  const registered = await findRegisteredEmail(ctx.db, email);
  if (!registered) throw new AppError('EMAIL_NOT_REGISTERED');
  try {
    await ctx.auth.api.requestPasswordReset({
      body: { email: registered, redirectTo: '/auth/reset-password' },
      headers: toFetchHeaders(request),
    });
  } catch (error) {
    throw new AppError('RESET_EMAIL_FAILED', { cause: error });
  }
}
