import type { HTTPMethods } from 'fastify';
import type { Config } from '../../config';

/**
 * The better-auth mount, split by purpose so that each purpose has its own rate-limit counters
 * per client address (issue 7: failed sign-ins used to exhaust the one bucket that sign-out,
 * get-session and the e-mail confirmation link shared). Each line is a route of the table; the
 * last two catch the rest (sign-out, get-session, change-email, update-user…).
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
  // Both take the current password: as good as a sign-in for guessing it.
  { purpose: 'password', method: 'POST', url: '/api/auth/change-password', max: strict },
  { purpose: 'password', method: 'POST', url: '/api/auth/delete-user', max: strict },
  { purpose: 'email-verification', method: 'GET', url: '/api/auth/verify-email', max: strict },
  {
    purpose: 'email-verification',
    method: 'POST',
    url: '/api/auth/send-verification-email',
    max: strict,
  },
  { purpose: 'account', method: 'GET', url: '/api/auth/*', max: lenient },
  { purpose: 'account', method: 'POST', url: '/api/auth/*', max: lenient },
];
