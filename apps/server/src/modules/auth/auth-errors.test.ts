import type { ErrorCode } from '@mijote/contracts';
import { describe, expect, it } from 'vitest';
import { statusForCode } from '../../lib/app-error';
import { toAppErrorCode } from './auth-errors';

// better-auth status, code and message → our code, and the status that code then answers with.
const rows: Array<[number, string | undefined, string | undefined, ErrorCode, number]> = [
  [422, 'USER_ALREADY_EXISTS_USE_ANOTHER_EMAIL', undefined, 'EMAIL_ALREADY_USED', 409],
  [401, 'INVALID_EMAIL_OR_PASSWORD', undefined, 'INVALID_CREDENTIALS', 401],
  [403, 'INVALID_ORIGIN', 'Invalid origin', 'ORIGIN_REFUSED', 403],
  [403, 'MISSING_OR_NULL_ORIGIN', undefined, 'ORIGIN_REFUSED', 403],
  [403, 'CROSS_SITE_NAVIGATION_LOGIN_BLOCKED', undefined, 'ORIGIN_REFUSED', 403],
  [403, 'INVALID_CALLBACK_URL', undefined, 'FORBIDDEN', 403],
  [400, undefined, 'Email is the same', 'EMAIL_UNCHANGED', 409],
  [400, 'SOMETHING_NEW', undefined, 'VALIDATION_FAILED', 422],
  [404, undefined, undefined, 'NOT_FOUND', 404],
  [429, undefined, undefined, 'RATE_LIMITED', 429],
  [429, 'SIGN_IN_LOCKED', undefined, 'SIGN_IN_LOCKED', 429],
  [418, undefined, undefined, 'BAD_REQUEST', 400],
  [500, 'FAILED_TO_GET_SESSION', undefined, 'INTERNAL', 500],
];

describe('toAppErrorCode', () => {
  it.each(rows)('%i %s %s → %s (%i)', (status, authCode, message, code, answered) => {
    expect(toAppErrorCode(status, authCode, message)).toBe(code);
    expect(statusForCode(code)).toBe(answered);
  });
});
