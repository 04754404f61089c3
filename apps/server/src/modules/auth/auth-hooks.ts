import { emailSchema, profileUpdateSchema, signUpSchema } from '@mijote/contracts';
import { APIError, createAuthMiddleware, getSessionFromCtx, isAPIError } from 'better-auth/api';
import { z } from 'zod';
import { zodIssues } from '../../lib/validation-issues';
import type { SignInBrake } from './address-brake-repo';
import { reauthRefusal } from './recent-sign-in';

// Our rules around better-auth's endpoints, checked server side before anything is written:
// the sign-up form's rules, the fields a user may change of their account, and the per-account
// brake on sign-in. Each refusal is a 422 VALIDATION_FAILED (or 429 SIGN_IN_LOCKED) with the
// web's `validation.*` keys, never better-auth's English nor a 500.

/** What the sign-up form sends; anything else (image, emailVerified…) is refused. */
const signUpBodySchema = z.strictObject({
  ...signUpSchema.shape,
  name: z.string().optional(),
  callbackURL: z.string().optional(),
  rememberMe: z.boolean().optional(),
});

function validationError(error: z.ZodError) {
  return new APIError('UNPROCESSABLE_ENTITY', {
    code: 'VALIDATION_ERROR',
    message: 'Invalid data',
    issues: zodIssues(error),
  });
}

function signUpBody(body: unknown) {
  const parsed = signUpBodySchema.safeParse(body);
  if (!parsed.success) throw validationError(parsed.error);
  const { firstName, lastName, phone } = parsed.data;
  // The display name is made of the names, never taken as sent.
  return { ...parsed.data, name: `${firstName} ${lastName}`, phone: phone || undefined };
}

/** update-user: names (both together) and phone only; '' removes the phone. */
function profileUpdateBody(body: unknown) {
  const parsed = profileUpdateSchema.safeParse(body);
  if (!parsed.success) throw validationError(parsed.error);
  const { firstName, lastName, phone } = parsed.data;
  return {
    ...(firstName !== undefined && lastName !== undefined
      ? { firstName, lastName, name: `${firstName} ${lastName}` }
      : {}),
    ...(phone !== undefined ? { phone: phone || null } : {}),
  };
}

/** change-email: a real address (better-auth's own check let 200 kB through). */
const changeEmailBodySchema = z.strictObject({
  newEmail: emailSchema,
  callbackURL: z.string().max(2048).optional(),
  password: z.string().max(128).optional(),
});

/** two-factor/enable: the password and the app's name only; the method is always TOTP. */
const twoFactorEnableBodySchema = z.strictObject({
  password: z.string().max(128),
  issuer: z.string().max(60).optional(),
  method: z.literal('totp').optional(),
});

/** The address of a sign-in attempt, when it is one (better-auth answers the rest). */
function signInEmail(body: unknown): string | undefined {
  const parsed = z.object({ email: emailSchema }).safeParse(body);
  return parsed.success ? parsed.data.email : undefined;
}

function isObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

type AfterContext = Parameters<Parameters<typeof createAuthMiddleware>[0]>[0];

/**
 * The link that switches the address (a change-email token, see changeEmailTarget in auth.ts)
 * leaves one session: the one better-auth just set on the device that followed it. Every other
 * session of the user ends, as after a new password.
 */
async function endOtherSessionsOnEmailChange(ctx: AfterContext) {
  const claims = verificationClaims(ctx.query?.token);
  if (!claims?.updateTo || claims.requestType === 'change-email-confirmation') return;
  const kept = ctx.context.newSession;
  if (!kept || kept.user.email !== claims.updateTo) return;
  const sessions = await ctx.context.internalAdapter.listSessions(kept.user.id);
  const others = sessions.filter((session) => session.token !== kept.session.token);
  if (others.length > 0) {
    await ctx.context.internalAdapter.deleteSessions(others.map((session) => session.token));
  }
}

/** The claims of a verification token; better-auth has verified its signature by now. */
export function verificationClaims(
  token: unknown,
): { updateTo?: string; requestType?: string } | undefined {
  if (typeof token !== 'string') return undefined;
  const payload = token.split('.')[1];
  if (!payload) return undefined;
  try {
    const claims = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')) as unknown;
    if (!isObject(claims)) return undefined;
    return {
      ...(typeof claims.updateTo === 'string' ? { updateTo: claims.updateTo } : {}),
      ...(typeof claims.requestType === 'string' ? { requestType: claims.requestType } : {}),
    };
  } catch {
    return undefined;
  }
}

/** Two-factor routes that take the account's password. */
const TWO_FACTOR_PASSWORD_PATHS = new Set(['/two-factor/enable', '/two-factor/disable']);

/** A wrong password on a two-factor route counts as a failed sign-in of the session's address. */
async function countWrongPassword(ctx: AfterContext, brake: SignInBrake) {
  const returned = ctx.context.returned;
  if (!isAPIError(returned)) return;
  const code = (returned.body as { code?: unknown } | undefined)?.code;
  if (code !== 'INVALID_PASSWORD') return;
  const session = await getSessionFromCtx(ctx, { disableCookieCache: true });
  if (session) await brake.recordFailure(session.user.email);
}

export function createAuthHooks(brake: SignInBrake, now: () => Date) {
  return {
    before: createAuthMiddleware(async (ctx) => {
      if (ctx.path === '/sign-up/email') return { context: { body: signUpBody(ctx.body) } };
      if (ctx.path === '/update-user') {
        const body = profileUpdateBody(ctx.body);
        // better-auth merges the body returned here into the one sent, skipping nulls: a phone
        // removed ('' → null) has to be set on the body itself.
        Object.assign(ctx.body as object, body);
        return { context: { body } };
      }
      if (ctx.path === '/change-email') {
        const parsed = changeEmailBodySchema.safeParse(ctx.body);
        if (!parsed.success) throw validationError(parsed.error);
        // A new address takes the account: the password, or a sign-in within 5 minutes.
        const session = await getSessionFromCtx(ctx, { disableCookieCache: true });
        if (session) {
          const refusal = await reauthRefusal(
            ctx.context,
            brake,
            {
              userId: session.user.id,
              email: session.user.email,
              sessionCreatedAt: new Date(session.session.createdAt),
              password: parsed.data.password,
            },
            now(),
          );
          if (refusal) {
            throw new APIError(refusal === 'SIGN_IN_LOCKED' ? 'TOO_MANY_REQUESTS' : 'FORBIDDEN', {
              code: refusal,
              message: 'Confirm with the current password',
            });
          }
        }
        return { context: { body: parsed.data } };
      }
      // A new password ends every other session, whatever the request asks: a thief holding a
      // stolen session loses it (the reset link already does so, revokeSessionsOnPasswordReset).
      if (ctx.path === '/change-password' && isObject(ctx.body)) {
        return { context: { body: { ...ctx.body, revokeOtherSessions: true } } };
      }
      // The password these take is guarded like a sign-in's: a locked address is refused here
      // too, and a wrong one counts (after hook), so a stolen session cannot guess it.
      if (TWO_FACTOR_PASSWORD_PATHS.has(ctx.path)) {
        const session = await getSessionFromCtx(ctx, { disableCookieCache: true });
        if (session && (await brake.isLocked(session.user.email))) {
          throw new APIError('TOO_MANY_REQUESTS', {
            code: 'SIGN_IN_LOCKED',
            message: 'Too many failed sign-ins for this address',
          });
        }
      }
      // Only an authenticator app: no mail or SMS sender backs the plugin's `otp` method.
      if (ctx.path === '/two-factor/enable') {
        const parsed = twoFactorEnableBodySchema.safeParse(ctx.body);
        if (!parsed.success) throw validationError(parsed.error);
        return { context: { body: parsed.data } };
      }
      if (ctx.path === '/sign-in/email') {
        const email = signInEmail(ctx.body);
        if (email && (await brake.isLocked(email))) {
          throw new APIError('TOO_MANY_REQUESTS', {
            code: 'SIGN_IN_LOCKED',
            message: 'Too many failed sign-ins for this address',
          });
        }
      }
    }),
    after: createAuthMiddleware(async (ctx) => {
      if (ctx.path === '/verify-email') return endOtherSessionsOnEmailChange(ctx);
      if (TWO_FACTOR_PASSWORD_PATHS.has(ctx.path)) return countWrongPassword(ctx, brake);
      if (ctx.path !== '/sign-in/email') return;
      const email = signInEmail(ctx.body);
      if (!email) return;
      const returned = ctx.context.returned;
      if (!isAPIError(returned)) return brake.clear(email);
      const code = (returned.body as { code?: unknown } | undefined)?.code;
      if (code === 'INVALID_EMAIL_OR_PASSWORD') await brake.recordFailure(email);
    }),
  };
}
