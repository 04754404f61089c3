import { accountApi, accountExportApi, accountExportFileName } from '@mijote/contracts';
import type { RouteModule } from '../../app-context';
import { route } from '../../lib/endpoint-route';
import { requireRecentSignIn } from '../auth';
import { deleteAccount } from './account-deletion-service';
import { exportAccount } from './account-export-service';
import { requestPasswordReset } from './account-service';

export const accountRoutes: RouteModule = async (app, ctx) => {
  route(
    app,
    accountApi.requestPasswordReset,
    {
      access: 'public',
      rateLimit: { max: ctx.config.authRateLimitMax, timeWindow: '1 minute' },
    },
    async (request, reply) => {
      await requestPasswordReset(ctx, request.body.email, request);
      return reply.status(204).send(null);
    },
  );

  // The rights of decision 025 need a session, not a subscription: a user who stopped paying may
  // still take their data and leave.
  route(app, accountExportApi.export, { access: 'session' }, async (request, reply) => {
    const now = ctx.now();
    const document = await exportAccount(ctx.db, request.caller, now);
    return reply
      .header('content-disposition', `attachment; filename="${accountExportFileName(now)}"`)
      .header('cache-control', 'no-store')
      .send(document);
  });

  const { sessionToken, sessionData, dontRememberToken } = (await ctx.auth.$context).authCookies;
  const expiredCookies = [sessionToken, sessionData, dontRememberToken].map(expiredCookie);
  // A stolen session alone cannot delete the account: the password, or a sign-in within 5 min.
  route(
    app,
    accountApi.delete,
    { access: 'session', rateLimit: { max: ctx.config.authRateLimitMax, timeWindow: '1 minute' } },
    async (request, reply) => {
      await requireRecentSignIn(ctx, request, request.body.password);
      await deleteAccount(ctx, request.caller);
      // The session row is gone with the user; the browser forgets its cookie too.
      return reply.header('set-cookie', expiredCookies).status(204).send(null);
    },
  );
};

/** A Set-Cookie that makes the browser drop better-auth's cookie at once. */
function expiredCookie({ name, attributes }: { name: string; attributes: CookieAttributes }) {
  const sameSite = attributes.sameSite ? `; SameSite=${attributes.sameSite}` : '';
  return (
    `${name}=; Max-Age=0; Path=${attributes.path ?? '/'}` +
    `${attributes.httpOnly === false ? '' : '; HttpOnly'}${attributes.secure ? '; Secure' : ''}` +
    sameSite
  );
}

type CookieAttributes = {
  path?: string | undefined;
  secure?: boolean | undefined;
  sameSite?: string | undefined;
  httpOnly?: boolean | undefined;
};
