import { z } from 'zod';
import { SUBSCRIPTION_STATUSES } from './constants';

/** POST /api/subscription/checkout → where to send the whole page (Stripe or the demo page). */
export const checkoutResponseSchema = z.object({ url: z.string() });
export type CheckoutResponse = z.infer<typeof checkoutResponseSchema>;

/** POST /api/subscription/portal → the provider's customer portal (or the demo portal). */
export const portalResponseSchema = z.object({ url: z.string() });
export type PortalResponse = z.infer<typeof portalResponseSchema>;

/**
 * POST /api/subscription/confirm { sessionId } — what /payment/success shows. The server looks the
 * checkout session up itself (decision 016): visiting the page activates nothing on its own.
 */
export const confirmCheckoutSchema = z.object({ sessionId: z.string().min(1).max(255) });
export const confirmCheckoutResponseSchema = z.object({
  status: z.enum(SUBSCRIPTION_STATUSES),
  hasAccess: z.boolean(),
  trialEnd: z.iso.datetime().nullable(),
  email: z.string(),
});
export type ConfirmCheckoutResponse = z.infer<typeof confirmCheckoutResponseSchema>;

/**
 * GET /api/subscription → the latest subscription row of the caller, if any; also the answer of
 * the demo portal's POST /api/demo/portal/cancel and /resume.
 */
export const subscriptionSummarySchema = z
  .object({
    status: z.enum(SUBSCRIPTION_STATUSES),
    provider: z.enum(['stripe', 'demo']),
    plan: z.literal('premium'),
    startDate: z.iso.datetime(),
    currentPeriodEnd: z.iso.datetime().nullable(),
    trialEnd: z.iso.datetime().nullable(),
    cancelAtPeriodEnd: z.boolean(),
    hasCustomer: z.boolean(),
  })
  .nullable();
export type SubscriptionSummary = z.infer<typeof subscriptionSummarySchema>;

/** What the server did with a payment event (Stripe webhook, confirmation, demo). */
export const PAYMENT_EVENT_OUTCOMES = [
  'applied',
  'duplicate', // event id already handled
  'stale', // older than what is stored, or the subscription is over
  'ignored', // an event type we do not act on
  'unmatched', // no user found for it
  'complimentary', // complimentary accounts are never altered
] as const;
export type PaymentEventOutcome = (typeof PAYMENT_EVENT_OUTCOMES)[number];

/** POST /api/webhooks/stripe → Stripe only needs a 2xx; the outcome helps reading its logs. */
export const stripeWebhookResponseSchema = z.object({
  received: z.literal(true),
  outcome: z.enum(PAYMENT_EVENT_OUTCOMES),
});

// ---- Demo provider (no Stripe keys): pages served by the app, clearly marked as demo ----

/** The `:sessionId` of the demo checkout's URLs. */
export const demoCheckoutParamsSchema = z.object({ sessionId: z.string().min(1).max(255) });

/** GET /api/demo/checkout/:sessionId → what the demo checkout page shows. */
export const demoCheckoutSessionSchema = z.object({
  id: z.string(),
  email: z.string(),
  amountChf: z.number(),
  status: z.enum(['open', 'complete', 'expired']),
});
export type DemoCheckoutSession = z.infer<typeof demoCheckoutSessionSchema>;

/** POST /api/demo/checkout/:sessionId/pay — test card 4242… accepted, 4000 0000 0000 0002 declined. */
export const demoPaymentSchema = z.object({
  cardNumber: z.string().trim().min(1).max(30),
  expiry: z
    .string()
    .trim()
    .regex(/^(0[1-9]|1[0-2])\s*\/\s*\d{2}$/, 'validation.expiryInvalid'),
  cvc: z
    .string()
    .trim()
    .regex(/^\d{3,4}$/, 'validation.cvcInvalid'),
  promoCode: z.string().trim().max(40).optional(),
});
export type DemoPaymentInput = z.infer<typeof demoPaymentSchema>;
/** The page then goes to `redirectUrl` ({origin}/payment/success?session_id=…). */
export const demoPaymentResponseSchema = z.object({ redirectUrl: z.string() });
export type DemoPaymentResponse = z.infer<typeof demoPaymentResponseSchema>;

/** The demo checkout's test cards, as in Stripe's test mode. */
export const DEMO_TEST_CARDS = {
  success: '4242424242424242',
  declined: '4000000000000002',
} as const;
