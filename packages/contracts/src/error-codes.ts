// Every error code the API answers with, one per thing that can go wrong. Alone in this file so
// that the web, which shows `errors.<code>` from its own locale file, does not load the French
// messages the server sends (errors.ts, a map over exactly these codes).

export const ERROR_CODES = [
  // Authentication (spec 8)
  'INVALID_CREDENTIALS',
  'EMAIL_ALREADY_USED',
  'PASSWORD_TOO_SHORT',
  'SESSION_EXPIRED',
  'SIGN_UP_FAILED',
  'SIGN_IN_FAILED',
  'EMAIL_NOT_VERIFIED',
  'INVALID_TOKEN',
  'UNAUTHENTICATED',
  'RATE_LIMITED',
  // Too many wrong passwords for one address, from anywhere (OWASP ASVS 2.2.1).
  'SIGN_IN_LOCKED',
  // Deleting the account or changing its address: the password, or a sign-in within 5 min.
  'CURRENT_PASSWORD_REQUIRED',
  'CURRENT_PASSWORD_WRONG',
  // Two-factor sign-in (decision 035).
  'TWO_FACTOR_CODE_WRONG',
  'TWO_FACTOR_LOCKED',
  'TWO_FACTOR_EXPIRED',
  // « Appareils connectés » (decision 035).
  'DEVICE_IS_CURRENT',
  'DEVICE_END_FAILED',
  // Password reset (spec 8)
  'EMAIL_NOT_REGISTERED',
  'RESET_EMAIL_FAILED',
  // Settings (spec 8)
  'EMAIL_UNCHANGED',
  'EMAIL_UPDATE_FAILED',
  // Onboarding (spec 8)
  'PROFILE_NOT_FOUND',
  'PREFERENCES_SAVE_FAILED',
  'PREFERENCES_CHECK_FAILED',
  // Subscription and payment (spec 8)
  'SUBSCRIPTION_REQUIRED',
  'NO_SUBSCRIPTION',
  'PORTAL_FAILED',
  'CHECKOUT_FAILED',
  'PAYMENT_SESSION_EXPIRED',
  'USER_NOT_FOUND',
  'CARD_DECLINED',
  'INVALID_PROMO_CODE',
  'WEBHOOK_INVALID',
  // Planning (spec 8)
  'MEALS_LOAD_FAILED',
  'MEAL_ADD_FAILED',
  'MEALS_ADD_FAILED',
  'WEEK_PLAN_NO_RECIPE',
  'WEEK_PLAN_RATE_LIMITED',
  'MEAL_DELETE_FAILED',
  'SERIES_STOP_FAILED',
  // Shopping (spec 8)
  'SHOPPING_LOAD_FAILED',
  'SHOPPING_UPDATE_FAILED',
  'SHOPPING_ADD_FAILED',
  'SHOPPING_DELETE_FAILED',
  'SHOPPING_DELETE_CHECKED_FAILED',
  // Recipe suggestions (spec 8). The model's format failures are the reasons a
  // suggestion fell back to the catalogue; 'Impossible de générer une recette: …' is the final
  // failure, when no engine has a recipe to offer.
  'PREFERENCES_NOT_SET',
  'FRIDGE_FETCH_FAILED',
  'FRIDGE_EMPTY',
  'RECIPE_REPLY_INVALID',
  'RECIPE_TITLE_MISSING',
  'RECIPE_DESCRIPTION_MISSING',
  'RECIPE_INGREDIENTS_MISSING',
  'RECIPE_INSTRUCTIONS_MISSING',
  'RECIPE_NOT_COMPLIANT',
  'RECIPE_UNVERIFIABLE',
  'RECIPE_GENERATOR_UNAVAILABLE',
  'RECIPE_GENERATION_FAILED',
  'NO_COMPLIANT_RECIPE',
  'NO_FRIDGE_RECIPE',
  // Fridge mode holds a model's recipe to the catalogue's rule (docs/product.md « Suggestion
  // screen »): what expires first is used, at most two foods are missing.
  'RECIPE_SKIPS_EXPIRING',
  'RECIPE_MISSES_TOO_MUCH',
  'SUGGESTIONS_RATE_LIMITED',
  'SHOPPING_ALREADY_ADDED',
  'SHOPPING_RECIPE_ADD_FAILED',
  // The loop: « Ranger au frigo » and « J'ai cuisiné »
  'SHOPPING_STORE_FAILED',
  'SHOPPING_ITEMS_NOT_CHECKED',
  'MEAL_COOK_FAILED',
  'MEAL_ALREADY_COOKED',
  'MEAL_NOT_COOKED',
  'MEAL_COOK_UNDO_FAILED',
  'MEAL_COOK_UNDO_TOO_LATE',
  // « À planifier »
  'MEAL_SCHEDULE_FAILED',
  'MEAL_ALREADY_SCHEDULED',
  'MEAL_UNSCHEDULE_FAILED',
  // Inventory (spec 8)
  'FRIDGE_LOAD_FAILED',
  'FRIDGE_ADD_FAILED',
  'FRIDGE_UPDATE_FAILED',
  'FRIDGE_DELETE_FAILED',
  'FRIDGE_GENERATION_FAILED',
  // Favorites (spec 8; 'Impossible de gérer les favoris' is the suggestion screen's toggle)
  'FAVORITES_LOAD_FAILED',
  'FAVORITE_DELETE_FAILED',
  'FAVORITE_UPDATE_FAILED',
  // Chat (spec 8)
  'CHAT_LOAD_FAILED',
  'CHAT_SEND_FAILED',
  'CHAT_RESET_FAILED',
  // One reply in flight per user, enforced by the server.
  'CHAT_REPLY_PENDING',
  'CHAT_RATE_LIMITED',
  'CHAT_REPLY_INTERRUPTED',
  'CHAT_ACTION_FAILED',
  // Settings (spec 8 writes 'Unable to load your profile' in English: the product speaks French)
  'PROFILE_LOAD_FAILED',
  'PROFILE_SAVE_FAILED',
  // Account rights (decision 025)
  'EXPORT_FAILED',
  'ACCOUNT_DELETE_FAILED',
  // Household members and invitations
  'HOUSEHOLD_LOAD_FAILED',
  'INVITATION_CREATE_FAILED',
  'INVITATION_UNKNOWN',
  'INVITATION_EXPIRED',
  'INVITATION_USED',
  'INVITATION_REVOKED',
  'INVITATION_RATE_LIMITED',
  'ALREADY_MEMBER',
  'HOUSEHOLD_NOT_ALONE',
  'HOUSEHOLD_ALONE',
  'NOT_HOUSEHOLD_OWNER',
  'CANNOT_REMOVE_SELF',
  'HOUSEHOLD_JOIN_FAILED',
  'HOUSEHOLD_LEAVE_FAILED',
  'MEMBER_REMOVE_FAILED',
  // The calendar feed (decision 037)
  'CALENDAR_FEED_LOAD_FAILED',
  'CALENDAR_FEED_CHANGE_FAILED',
  'CALENDAR_FEED_EXISTS',
  // Reading a link for the user (decision 038)
  'LINK_INVALID',
  'LINK_NOT_PUBLIC',
  'LINK_TOO_MANY_REDIRECTS',
  'LINK_TOO_LARGE',
  'LINK_TOO_SLOW',
  'LINK_NOT_A_PAGE',
  'LINK_UNREACHABLE',
  // The household's own recipes
  'OWN_RECIPES_LOAD_FAILED',
  'OWN_RECIPE_SAVE_FAILED',
  'OWN_RECIPE_DELETE_FAILED',
  'OWN_RECIPE_BREAKS_RULES',
  'RECIPE_NOT_IN_PAGE',
  'RECIPE_TEXT_WITHOUT_INGREDIENTS',
  'RECIPE_IMPORT_LIMITED',
  // Generic
  'VALIDATION_FAILED',
  'NOT_FOUND',
  'INTERNAL',
  // The database does not answer (restart, network cut): nothing was lost, try again.
  'SERVICE_UNAVAILABLE',
  // The request itself (what Fastify, Node or better-auth refuse before any route runs)
  'ORIGIN_REFUSED',
  'FORBIDDEN',
  'BAD_REQUEST',
  'MALFORMED_URL',
  'URL_TOO_LONG',
  'MALFORMED_BODY',
  'INVALID_CHARACTER',
  'BODY_TOO_LARGE',
  'UNSUPPORTED_MEDIA_TYPE',
  'HEADERS_TOO_LARGE',
  'REQUEST_TIMEOUT',
  // Changes sent again by the offline queue (decision 036).
  'IDEMPOTENCY_KEY_INVALID',
  'IDEMPOTENCY_KEY_REUSED',
  'CHANGE_IN_PROGRESS',
  'ITEM_ID_TAKEN',
] as const;

export type ErrorCode = (typeof ERROR_CODES)[number];

const KNOWN: ReadonlySet<string> = new Set(ERROR_CODES);

export function isErrorCode(value: unknown): value is ErrorCode {
  return typeof value === 'string' && KNOWN.has(value);
}
