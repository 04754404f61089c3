import { betterAuth } from 'better-auth';
import { drizzleAdapter } from 'better-auth/adapters/drizzle';
import { isAPIError } from 'better-auth/api';
import { twoFactor } from 'better-auth/plugins';
import type { Logger } from 'pino';
import type { Config } from '../../config';
import type { Db } from '../../db/client';
import * as schema from '../../db/schema';
import { isDatabaseUnavailable } from '../../db/unavailable';
import { CLIENT_IP_HEADER } from '../../lib/fetch-headers';
import {
  changeEmailMail,
  type Mailer,
  type MailMessage,
  resetPasswordMail,
  verificationMail,
} from '../../providers/mail';
import { createRecipientMailLimit, createSignInBrake } from './address-brake-repo';
import { createAuthHooks, verificationClaims } from './auth-hooks';
import { createAuthLog } from './auth-log';

export type AuthDeps = {
  db: Db;
  config: Config;
  mailer: Mailer;
  logger: Logger;
  secret: string;
  now: () => Date;
};

export function createAuth({ db, config, mailer, logger, secret, now }: AuthDeps) {
  const secure = config.publicUrl.startsWith('https://');
  const brake = createSignInBrake(db, now);
  const mailLimit = createRecipientMailLimit(db, now);
  /**
   * Every mail sent on request goes through the recipient's limit (decision 035): over it, the mail
   * is dropped and better-auth answers as it would have. Sign-up's confirmation is the
   * exception: it runs inside the sign-up transaction (no second query may wait on it), and a
   * sign-up creates the account, which the per-client limit already bounds.
   */
  const sendOnRequest = async (mail: MailMessage, request: Request | undefined) => {
    if (request && new URL(request.url).pathname.endsWith('/sign-up/email')) {
      return mailer.send(mail);
    }
    if (await mailLimit.allows(mail.to)) return mailer.send(mail);
    logger.warn({ subject: mail.subject }, 'mail not sent: its recipient reached the limit');
  };
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
        twoFactors: schema.twoFactors,
      },
    }),
    // Our own rate limiter (one mechanism for the whole API, Redis-backed with several instances)
    // guards every auth route; better-auth's would count twice.
    rateLimit: { enabled: false },
    logger: { log: createAuthLog(logger, now) },
    onAPIError: {
      // What is not a refusal (the database out of reach, a bug) leaves better-auth as a thrown
      // error: the app's one error handler answers it (503 or 500) with its log line.
      onError: (error) => {
        if (!isAPIError(error) || isDatabaseUnavailable(error)) throw error;
      },
    },
    user: {
      additionalFields: {
        firstName: { type: 'string', required: true },
        lastName: { type: 'string', required: true },
        phone: { type: 'string', required: false },
      },
      // Without a confirmation hook for the old address, better-auth sends the verification link
      // to the NEW address and only switches once it is followed.
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
      // A new password lifts the brake on its address (the refusal message offers this way).
      onPasswordReset: async ({ user }) => brake.clear(user.email),
      sendResetPassword: async ({ user, token }, request) => {
        const url = `${config.publicUrl}/auth/reset-password?token=${encodeURIComponent(token)}`;
        await sendOnRequest(resetPasswordMail(recipient(user), url), request);
      },
    },
    emailVerification: {
      sendOnSignUp: true,
      sendOnSignIn: config.requireEmailVerification,
      autoSignInAfterVerification: true,
      // Runs inside better-auth's sign-up transaction: it must not query the database (PGlite
      // has one connection, a second query would wait for the transaction that waits for it).
      sendVerificationEmail: async ({ user, url, token }, request) => {
        const newEmail = changeEmailTarget(token);
        const mail = newEmail
          ? changeEmailMail(recipient(user), newEmail, url)
          : verificationMail(recipient(user), url);
        await sendOnRequest(mail, request);
      },
    },
    session: {
      expiresIn: 60 * 60 * 24 * 30,
      updateAge: 60 * 60 * 24,
    },
    advanced: {
      useSecureCookies: secure,
      defaultCookieAttributes: { httpOnly: true, sameSite: 'lax', secure },
      // Set by the mount from Fastify's request.ip, which follows TRUST_PROXY: never the raw
      // X-Forwarded-For, which any client can write.
      ipAddress: { ipAddressHeaders: [CLIENT_IP_HEADER] },
      // better-auth skips its origin check when it detects a test run (NODE_ENV=test, Vitest):
      // said explicitly, the tests see the refusals production answers.
      disableOriginCheck: false,
    },
    hooks: createAuthHooks(brake, now),
    // Optional TOTP two-factor sign-in (decision 035): set up with the password, confirmed by a
    // first code, asked at sign-in; backup codes work once each. The e-mail OTP is not offered.
    plugins: [twoFactor({ issuer: 'Mijote' })],
  });
}

export type Auth = ReturnType<typeof createAuth>;

function recipient(user: { email: string; name: string } & Record<string, unknown>) {
  const firstName = typeof user.firstName === 'string' ? user.firstName : user.name.split(' ')[0];
  return { email: user.email, firstName: firstName ?? '' };
}

/** The new address a change-email token carries (only the mail's template depends on it). */
function changeEmailTarget(token: string): string | undefined {
  return verificationClaims(token)?.updateTo;
}
