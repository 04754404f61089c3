import { signUpSchema } from '@mijote/contracts';
import { betterAuth } from 'better-auth';
import { drizzleAdapter } from 'better-auth/adapters/drizzle';
import { APIError, createAuthMiddleware } from 'better-auth/api';
import type { Logger } from 'pino';
import type { Config } from '../../config';
import type { Db } from '../../db/client';
import * as schema from '../../db/schema';
import {
  changeEmailMail,
  type Mailer,
  resetPasswordMail,
  verificationMail,
} from '../../providers/mail';

export type AuthDeps = {
  db: Db;
  config: Config;
  mailer: Mailer;
  logger: Logger;
  secret: string;
};

export function createAuth({ db, config, mailer, logger, secret }: AuthDeps) {
  const secure = config.publicUrl.startsWith('https://');
  return betterAuth({
    appName: 'Mijote',
    baseURL: config.publicUrl,
    basePath: '/api/auth',
    secret,
    trustedOrigins: config.trustedOrigins,
    database: drizzleAdapter(db, {
      provider: 'pg',
      usePlural: true,
      transaction: true,
      schema: {
        users: schema.users,
        sessions: schema.sessions,
        accounts: schema.accounts,
        verifications: schema.verifications,
      },
    }),
    // Our own rate limiter (one mechanism for the whole API, Redis-backed with several instances)
    // guards every auth route; better-auth's would count twice.
    rateLimit: { enabled: false },
    logger: {
      log: (level, message, ...args) => {
        logger[level]({ args }, `better-auth: ${message}`);
      },
    },
    user: {
      additionalFields: {
        firstName: { type: 'string', required: true },
        lastName: { type: 'string', required: true },
        phone: { type: 'string', required: false },
      },
      // Without a confirmation hook for the old address, better-auth sends the verification link
      // to the NEW address and only switches once it is followed (issue 2).
      changeEmail: { enabled: true },
    },
    emailAndPassword: {
      enabled: true,
      minPasswordLength: 6,
      maxPasswordLength: 128,
      autoSignIn: true,
      requireEmailVerification: config.requireEmailVerification,
      revokeSessionsOnPasswordReset: true,
      resetPasswordTokenExpiresIn: 60 * 60,
      sendResetPassword: async ({ user, token }) => {
        const url = `${config.publicUrl}/auth/reset-password?token=${encodeURIComponent(token)}`;
        await mailer.send(resetPasswordMail(recipient(user), url));
      },
    },
    emailVerification: {
      sendOnSignUp: true,
      sendOnSignIn: config.requireEmailVerification,
      autoSignInAfterVerification: true,
      // Runs inside better-auth's sign-up transaction: it must not query the database (PGlite
      // has one connection, a second query would wait for the transaction that waits for it).
      sendVerificationEmail: async ({ user, url, token }) => {
        const newEmail = changeEmailTarget(token);
        const mail = newEmail
          ? changeEmailMail(recipient(user), newEmail, url)
          : verificationMail(recipient(user), url);
        await mailer.send(mail);
      },
    },
    session: {
      expiresIn: 60 * 60 * 24 * 30,
      updateAge: 60 * 60 * 24,
    },
    advanced: {
      useSecureCookies: secure,
      defaultCookieAttributes: { httpOnly: true, sameSite: 'lax', secure },
      ipAddress: { ipAddressHeaders: ['x-forwarded-for'] },
      // better-auth skips its origin check when it detects a test run (NODE_ENV=test, Vitest):
      // said explicitly, the tests see the refusals production answers.
      disableOriginCheck: false,
    },
    hooks: {
      // The spec's sign-up rules (names required, phone valid) are checked before anything is
      // written, with the same schema the form uses.
      before: createAuthMiddleware(async (ctx) => {
        if (ctx.path !== '/sign-up/email') return;
        const parsed = signUpSchema.safeParse(ctx.body);
        if (!parsed.success) {
          throw new APIError('UNPROCESSABLE_ENTITY', {
            code: 'VALIDATION_ERROR',
            message: 'Invalid sign-up data',
            issues: parsed.error.issues.map((i) => ({
              path: i.path.join('.'),
              message: i.message,
            })),
          });
        }
        const { firstName, lastName, email, phone } = parsed.data;
        return {
          context: {
            body: {
              ...ctx.body,
              email,
              firstName,
              lastName,
              name: `${firstName} ${lastName}`,
              phone: phone ? phone : undefined,
            },
          },
        };
      }),
    },
  });
}

export type Auth = ReturnType<typeof createAuth>;

function recipient(user: { email: string; name: string } & Record<string, unknown>) {
  const firstName = typeof user.firstName === 'string' ? user.firstName : user.name.split(' ')[0];
  return { email: user.email, firstName: firstName ?? '' };
}

/**
 * A verification token that confirms a change of address carries the new address in its
 * `updateTo` claim. Only the template depends on it; better-auth verifies the token itself.
 */
function changeEmailTarget(token: string): string | undefined {
  const payload = token.split('.')[1];
  if (!payload) return undefined;
  try {
    const claims = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')) as {
      updateTo?: unknown;
    };
    return typeof claims.updateTo === 'string' ? claims.updateTo : undefined;
  } catch {
    return undefined;
  }
}
