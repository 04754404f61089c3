import type { SubscriptionStatus } from '@mijote/contracts';

// One interface for the card-payment provider (spec section 7), two implementations: Stripe when
// its three keys are configured, the built-in demo otherwise (decisions.md, embedded defaults).
// Both speak the app's own event type, so one service records every change of subscription.

export type PaymentProviderName = 'stripe' | 'demo';

/** A provider's subscription as the app stores it. */
export type SubscriptionSnapshot = {
  providerSubscriptionId: string;
  customerId: string | null;
  status: SubscriptionStatus;
  startDate: Date | null;
  currentPeriodEnd: Date | null;
  trialEnd: Date | null;
  cancelAtPeriodEnd: boolean;
  /** Our user id when the provider carries it (Stripe: the subscription's metadata.userId). */
  userId: string | null;
};

/**
 * A change reported by the provider, normalised. `asOf` is the moment the snapshot was true:
 * the event's `created` for a webhook, the retrieval time for a server-side lookup. The service
 * uses it to ignore out-of-order events (see subscription/apply-payment-event.ts).
 */
export type PaymentEvent =
  | {
      kind: 'subscription';
      /** Provider event id, the idempotency key; null for a server-side retrieval. */
      id: string | null;
      provider: PaymentProviderName;
      sourceType: string;
      asOf: Date;
      /** Who paid, when the event names them (Stripe: checkout's client_reference_id). */
      userId: string | null;
      subscription: SubscriptionSnapshot;
    }
  | {
      kind: 'payment_failed';
      id: string;
      provider: PaymentProviderName;
      sourceType: string;
      asOf: Date;
      providerSubscriptionId: string;
    }
  | { kind: 'ignored'; id: string; provider: PaymentProviderName; sourceType: string };

/** A checkout session looked up on the provider (for /payment/success and the webhook). */
export type CheckoutLookup = {
  sessionId: string;
  /** client_reference_id: the user who opened the checkout. */
  userId: string | null;
  status: 'open' | 'complete' | 'expired';
  isPaid: boolean;
  subscription: SubscriptionSnapshot | null;
  asOf: Date;
};

export type CheckoutInput = {
  user: { id: string; email: string };
  /** The web app's origin: success and cancel URLs are built on it. */
  origin: string;
  /** A customer the user already has at the provider (a new subscription after a canceled one). */
  customerId?: string | null;
};

export type PaymentProvider = {
  readonly name: PaymentProviderName;
  createCheckout(input: CheckoutInput): Promise<{ url: string; sessionId: string }>;
  createPortal(input: { customerId: string; returnUrl: string }): Promise<{ url: string }>;
  /** null when the provider knows no such session. */
  retrieveCheckout(sessionId: string): Promise<CheckoutLookup | null>;
  /**
   * Ends a subscription now, not at the end of the period (« Supprimer mon compte »). A
   * subscription the provider no longer knows counts as ended.
   */
  cancelSubscription(providerSubscriptionId: string): Promise<void>;
  /** Verifies the signature on the raw body; throws AppError('WEBHOOK_INVALID') when it fails. */
  verifyWebhook(rawBody: Buffer, signatureHeader: string | undefined): Promise<PaymentEvent>;
};
