import type { HTTPMethods } from 'fastify';
import type { Config } from '../../config';

/**
 * The better-auth endpoints the product uses, each a route of the table with the rate limit of
 * its purpose, counted per client address (failed sign-ins used to exhaust the one
 * bucket that sign-out, get-session and the e-mail confirmation link shared). Nothing else of
 * better-auth is reachable: list-sessions (which answers the session tokens), list-accounts,
 * unlink-account, update-session and whatever a later version adds are a 404, not a surface.
 */
export type AuthBucket = {
  purpose: 'sign-in' | 'sign-up' | 'password' | 'email-verification' | 'account';
  method: HTTPMethods;
  url: string;
  /** Requests per minute and client address. */
  max(config: Config): number;
};

/** Guessing a password, creating accounts, sending mails: AUTH_RATE_LIMIT_MAX a minute. */
const strict = (config: Config) => config.authRateLimitMax;
/** What a signed-in person does in passing: far more, still bounded. */
const lenient = (config: Config) => Math.max(60, config.authRateLimitMax * 6);

export const AUTH_BUCKETS: readonly AuthBucket[] = [
  { purpose: 'sign-in', method: 'POST', url: '/api/auth/sign-in/*', max: strict },
  { purpose: 'sign-up', method: 'POST', url: '/api/auth/sign-up/*', max: strict },
  { purpose: 'password', method: 'POST', url: '/api/auth/request-password-reset', max: strict },
  { purpose: 'password', method: 'POST', url: '/api/auth/reset-password', max: strict },
  { purpose: 'password', method: 'GET', url: '/api/auth/reset-password/*', max: strict },
  // It takes the current password: as good as a sign-in for guessing it.
  { purpose: 'password', method: 'POST', url: '/api/auth/change-password', max: strict },
  { purpose: 'email-verification', method: 'GET', url: '/api/auth/verify-email', max: strict },
  {
    purpose: 'email-verification',
    method: 'POST',
    url: '/api/auth/send-verification-email',
    max: strict,
  },
  // Two-factor (decision 035): setting it up or removing it takes the password, and a code is
  // six digits to guess: all as strict as a sign-in.
  { purpose: 'sign-in', method: 'POST', url: '/api/auth/two-factor/enable', max: strict },
  { purpose: 'sign-in', method: 'POST', url: '/api/auth/two-factor/disable', max: strict },
  { purpose: 'sign-in', method: 'POST', url: '/api/auth/two-factor/verify-totp', max: strict },
  {
    purpose: 'sign-in',
    method: 'POST',
    url: '/api/auth/two-factor/verify-backup-code',
    max: strict,
  },
  { purpose: 'account', method: 'GET', url: '/api/auth/get-session', max: lenient },
  { purpose: 'account', method: 'POST', url: '/api/auth/sign-out', max: lenient },
  // « Se déconnecter de tous les appareils » (settings).
  { purpose: 'account', method: 'POST', url: '/api/auth/revoke-sessions', max: lenient },
  { purpose: 'account', method: 'POST', url: '/api/auth/update-user', max: lenient },
  { purpose: 'account', method: 'POST', url: '/api/auth/change-email', max: lenient },
];
