import { ERROR_MESSAGES, type ErrorCode } from '@mijote/contracts';

/** HTTP status for each error code; the one error handler reads it. */
const STATUS_BY_CODE: Partial<Record<ErrorCode, number>> = {
  INVALID_CREDENTIALS: 401,
  SIGN_IN_FAILED: 401,
  UNAUTHENTICATED: 401,
  SESSION_EXPIRED: 401,
  PAYMENT_SESSION_EXPIRED: 410,
  EMAIL_NOT_VERIFIED: 403,
  SUBSCRIPTION_REQUIRED: 402,
  EMAIL_ALREADY_USED: 409,
  EMAIL_UNCHANGED: 409,
  EMAIL_NOT_REGISTERED: 404,
  PROFILE_NOT_FOUND: 404,
  USER_NOT_FOUND: 404,
  NO_SUBSCRIPTION: 404,
  NOT_FOUND: 404,
  INVALID_TOKEN: 400,
  WEBHOOK_INVALID: 400,
  CARD_DECLINED: 402,
  INVALID_PROMO_CODE: 422,
  PASSWORD_TOO_SHORT: 422,
  VALIDATION_FAILED: 422,
  RATE_LIMITED: 429,
  RESET_EMAIL_FAILED: 502,
  PORTAL_FAILED: 502,
  CHECKOUT_FAILED: 502,
};

export function statusForCode(code: ErrorCode): number {
  return STATUS_BY_CODE[code] ?? 500;
}

/** The one error the server throws on purpose; the handler turns it into `{ code, message }`. */
export class AppError extends Error {
  readonly code: ErrorCode;
  readonly status: number;
  readonly issues: Array<{ path: string; message: string }> | undefined;

  constructor(
    code: ErrorCode,
    options?: { issues?: Array<{ path: string; message: string }>; cause?: unknown },
  ) {
    super(ERROR_MESSAGES[code], { cause: options?.cause });
    this.name = 'AppError';
    this.code = code;
    this.status = statusForCode(code);
    this.issues = options?.issues;
  }
}
