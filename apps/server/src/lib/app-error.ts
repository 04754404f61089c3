import { ERROR_MESSAGES, type ErrorCode } from '@mijote/contracts';

/** HTTP status for each error code; the one error handler reads it. */
const STATUS_BY_CODE: Partial<Record<ErrorCode, number>> = {
  INVALID_CREDENTIALS: 401,
  SIGN_IN_FAILED: 401,
  SIGN_IN_LOCKED: 429,
  UNAUTHENTICATED: 401,
  SESSION_EXPIRED: 401,
  PAYMENT_SESSION_EXPIRED: 410,
  EMAIL_NOT_VERIFIED: 403,
  CURRENT_PASSWORD_REQUIRED: 403,
  CURRENT_PASSWORD_WRONG: 403,
  TWO_FACTOR_CODE_WRONG: 401,
  TWO_FACTOR_LOCKED: 429,
  TWO_FACTOR_EXPIRED: 401,
  DEVICE_IS_CURRENT: 409,
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
  // better-auth's own status for a user it could not create (the spec's sign-up failure text).
  SIGN_UP_FAILED: 422,
  VALIDATION_FAILED: 422,
  RATE_LIMITED: 429,
  ORIGIN_REFUSED: 403,
  FORBIDDEN: 403,
  BAD_REQUEST: 400,
  MALFORMED_URL: 400,
  MALFORMED_BODY: 400,
  INVALID_CHARACTER: 400,
  REQUEST_TIMEOUT: 408,
  IDEMPOTENCY_KEY_INVALID: 422,
  IDEMPOTENCY_KEY_REUSED: 422,
  CHANGE_IN_PROGRESS: 409,
  ITEM_ID_TAKEN: 409,
  BODY_TOO_LARGE: 413,
  URL_TOO_LONG: 414,
  UNSUPPORTED_MEDIA_TYPE: 415,
  HEADERS_TOO_LARGE: 431,
  // Chat: a reply already in flight, too many messages, a cut stream.
  CHAT_REPLY_PENDING: 409,
  CHAT_RATE_LIMITED: 429,
  CHAT_REPLY_INTERRUPTED: 502,
  RESET_EMAIL_FAILED: 502,
  PORTAL_FAILED: 502,
  CHECKOUT_FAILED: 502,
  SERVICE_UNAVAILABLE: 503,
  // Recipe suggestions: the web sends the first to /questionnaire.
  PREFERENCES_NOT_SET: 409,
  FRIDGE_EMPTY: 422,
  NO_COMPLIANT_RECIPE: 422,
  NO_FRIDGE_RECIPE: 422,
  SUGGESTIONS_RATE_LIMITED: 429,
  WEEK_PLAN_NO_RECIPE: 422,
  WEEK_PLAN_RATE_LIMITED: 429,
  SHOPPING_ALREADY_ADDED: 409,
  // The loop: the list or the meal changed under the user.
  SHOPPING_ITEMS_NOT_CHECKED: 409,
  MEAL_ALREADY_COOKED: 409,
  MEAL_NOT_COOKED: 409,
  MEAL_COOK_UNDO_TOO_LATE: 409,
  MEAL_ALREADY_SCHEDULED: 409,
  // Household members and invitations
  INVITATION_UNKNOWN: 404,
  INVITATION_EXPIRED: 410,
  INVITATION_USED: 410,
  INVITATION_REVOKED: 410,
  INVITATION_RATE_LIMITED: 429,
  ALREADY_MEMBER: 409,
  HOUSEHOLD_NOT_ALONE: 409,
  HOUSEHOLD_ALONE: 409,
  NOT_HOUSEHOLD_OWNER: 403,
  CANNOT_REMOVE_SELF: 409,
  // The calendar feed: a member activated it meanwhile.
  CALENDAR_FEED_EXISTS: 409,
  // Reading a link: the link is refused (422) or the site failed us (502, 504).
  LINK_INVALID: 422,
  LINK_NOT_PUBLIC: 422,
  LINK_NOT_A_PAGE: 422,
  LINK_TOO_LARGE: 422,
  LINK_TOO_MANY_REDIRECTS: 422,
  LINK_UNREACHABLE: 502,
  LINK_TOO_SLOW: 504,
  // The household's own recipes: a page or a text without a recipe, a recipe kept unchecked.
  OWN_RECIPE_BREAKS_RULES: 422,
  RECIPE_NOT_IN_PAGE: 422,
  RECIPE_TEXT_WITHOUT_INGREDIENTS: 422,
  RECIPE_IMPORT_LIMITED: 429,
};

export function statusForCode(code: ErrorCode): number {
  return STATUS_BY_CODE[code] ?? 500;
}

/**
 * The code for a status some library answered without a code we know (Fastify, better-auth,
 * @fastify/static): a refusal is never sent out as the library's English text, nor as a 500.
 */
export function codeForStatus(status: number): ErrorCode {
  if (status === 503) return 'SERVICE_UNAVAILABLE';
  if (status >= 500 || status < 400) return 'INTERNAL';
  switch (status) {
    case 401:
      return 'UNAUTHENTICATED';
    case 403:
      return 'FORBIDDEN';
    case 404:
    case 405:
      return 'NOT_FOUND';
    case 408:
      return 'REQUEST_TIMEOUT';
    case 413:
      return 'BODY_TOO_LARGE';
    case 414:
      return 'URL_TOO_LONG';
    case 415:
      return 'UNSUPPORTED_MEDIA_TYPE';
    case 422:
      return 'VALIDATION_FAILED';
    case 429:
      return 'RATE_LIMITED';
    case 431:
      return 'HEADERS_TOO_LARGE';
    default:
      return 'BAD_REQUEST';
  }
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
