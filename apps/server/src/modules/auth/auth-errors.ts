import type { ErrorCode } from '@mijote/contracts';
import { codeForStatus } from '../../lib/app-error';

// better-auth answers in English with its own codes; the app speaks the codes of the spec's
// error catalogue. This table is the only place that knows both.
const CODE_BY_AUTH_CODE: Record<string, ErrorCode> = {
  INVALID_EMAIL_OR_PASSWORD: 'INVALID_CREDENTIALS',
  INVALID_PASSWORD: 'INVALID_CREDENTIALS',
  USER_ALREADY_EXISTS: 'EMAIL_ALREADY_USED',
  USER_ALREADY_EXISTS_USE_ANOTHER_EMAIL: 'EMAIL_ALREADY_USED',
  PASSWORD_TOO_SHORT: 'PASSWORD_TOO_SHORT',
  EMAIL_NOT_VERIFIED: 'EMAIL_NOT_VERIFIED',
  INVALID_TOKEN: 'INVALID_TOKEN',
  TOKEN_EXPIRED: 'INVALID_TOKEN',
  FAILED_TO_CREATE_USER: 'SIGN_UP_FAILED',
  FAILED_TO_CREATE_SESSION: 'SIGN_IN_FAILED',
  USER_NOT_FOUND: 'USER_NOT_FOUND',
  INVALID_EMAIL: 'VALIDATION_FAILED',
  VALIDATION_ERROR: 'VALIDATION_FAILED',
  SESSION_EXPIRED: 'SESSION_EXPIRED',
  // The page was opened from an address better-auth does not trust (its Origin or Referer).
  INVALID_ORIGIN: 'ORIGIN_REFUSED',
  MISSING_OR_NULL_ORIGIN: 'ORIGIN_REFUSED',
  CROSS_SITE_NAVIGATION_LOGIN_BLOCKED: 'ORIGIN_REFUSED',
  // Ours (auth-hooks.ts): the per-account brake on failed sign-ins.
  SIGN_IN_LOCKED: 'SIGN_IN_LOCKED',
  // Ours (recent-sign-in.ts): a new address needs the password or a recent sign-in.
  CURRENT_PASSWORD_REQUIRED: 'CURRENT_PASSWORD_REQUIRED',
  CURRENT_PASSWORD_WRONG: 'CURRENT_PASSWORD_WRONG',
  // The two-factor plugin (decision 035).
  INVALID_CODE: 'TWO_FACTOR_CODE_WRONG',
  INVALID_BACKUP_CODE: 'TWO_FACTOR_CODE_WRONG',
  ACCOUNT_TEMPORARILY_LOCKED: 'TWO_FACTOR_LOCKED',
  TOO_MANY_ATTEMPTS_REQUEST_NEW_CODE: 'TWO_FACTOR_LOCKED',
  INVALID_TWO_FACTOR_COOKIE: 'TWO_FACTOR_EXPIRED',
};

const CODE_BY_MESSAGE: Record<string, ErrorCode> = {
  'Email is the same': 'EMAIL_UNCHANGED',
};

/** The catalogue code of a better-auth refusal; its HTTP status is then `statusForCode`. */
export function toAppErrorCode(status: number, authCode: unknown, message: unknown): ErrorCode {
  if (typeof authCode === 'string') {
    const known = CODE_BY_AUTH_CODE[authCode];
    if (known) return known;
  }
  if (status === 429) return 'RATE_LIMITED';
  if (typeof message === 'string') {
    const known = CODE_BY_MESSAGE[message];
    if (known) return known;
  }
  // better-auth answers field errors with 400 and our catalogue says 422 for them.
  if (status === 400) return 'VALIDATION_FAILED';
  return codeForStatus(status);
}
