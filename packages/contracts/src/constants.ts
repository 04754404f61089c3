// Business constants of the product (docs/product.md §9) that both apps read.

export const PRODUCT_NAME = 'Mijote';
export const MONTHLY_PRICE_CHF = 9.99;
export const PROMO_CODE = 'FREE30';
export const PROMO_TRIAL_DAYS = 30;
export const MIN_PASSWORD_LENGTH = 6;
export const ADULTS_RANGE = { min: 1, max: 10 } as const;
export const CHILDREN_RANGE = { min: 0, max: 9 } as const;
export const ONBOARDING_STEPS = 4;
export const POST_PAYMENT_REDIRECT_MS = 2000;
export const SUCCESS_TOAST_MS = 3000;
/** How long « Ajouté à la liste » shows before the shopping button is ready again (spec 4, 9). */
export const SHOPPING_DONE_MS = 2000;
export const CONTACT_EMAIL = 'contact@mijote.ch';
export const REGION = 'Valais, Suisse';

/**
 * Keys of what the browser keeps locally (spec section 3). No secret and no personal data is
 * stored there: the spec's e-mail-keyed subscription map is gone (lib/storage.ts).
 */
export const STORAGE_KEYS = {
  theme: 'theme-storage',
  language: 'language-storage',
  promoBannerDismissed: 'promo-banner-dismissed',
} as const;

/** Subscription statuses that open the dashboard (decision 019: trialing counts as active). */
export const ACCESS_GRANTING_STATUSES = ['active', 'trialing'] as const;
export const SUBSCRIPTION_STATUSES = [
  'active',
  'trialing',
  'past_due',
  'canceled',
  'incomplete',
  'incomplete_expired',
  'unpaid',
  'paused',
] as const;
export type SubscriptionStatus = (typeof SUBSCRIPTION_STATUSES)[number];

export const HOUSEHOLD_ROLES = ['owner', 'member'] as const;
export type HouseholdRole = (typeof HOUSEHOLD_ROLES)[number];

/**
 * How long the web offers « Annuler » after « J'ai cuisiné » (the server's own margin is in
 * loop.ts). Here, without zod: the home shows the button without building the loop's schemas.
 */
export const COOKED_UNDO_MS = 8000;
