import { z } from 'zod';
import type { SubscriptionStatus } from './constants';

/** POST /api/subscription/checkout → where to send the whole page (Stripe or the demo page). */
export type CheckoutResponse = { url: string };

/** POST /api/subscription/portal → the provider's customer portal (or the demo portal). */
export type PortalResponse = { url: string };

/**
 * POST /api/subscription/confirm { sessionId } — what /payment/success shows. The server looks the
 * checkout session up itself (decision 3): visiting the page activates nothing on its own.
 */
export const confirmCheckoutSchema = z.object({ sessionId: z.string().min(1).max(255) });
export type ConfirmCheckoutResponse = {
  status: SubscriptionStatus;
  hasAccess: boolean;
  trialEnd: string | null;
  email: string;
};

/** GET /api/subscription → the latest subscription row of the caller, if any. */
export type SubscriptionSummary = {
  status: SubscriptionStatus;
  provider: 'stripe' | 'demo';
  plan: 'premium';
  startDate: string;
  currentPeriodEnd: string | null;
  trialEnd: string | null;
  cancelAtPeriodEnd: boolean;
  hasCustomer: boolean;
} | null;

// ---- Demo provider (no Stripe keys): pages served by the app, clearly marked as demo ----

/** GET /api/demo/checkout/:sessionId → what the demo checkout page shows. */
export type DemoCheckoutSession = {
  id: string;
  email: string;
  amountChf: number;
  status: 'open' | 'complete' | 'expired';
};

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
export type DemoPaymentResponse = { redirectUrl: string };

/** POST /api/demo/portal/cancel and /api/demo/portal/resume → the updated summary. */
export const DEMO_TEST_CARDS = {
  success: '4242424242424242',
  declined: '4000000000000002',
} as const;
