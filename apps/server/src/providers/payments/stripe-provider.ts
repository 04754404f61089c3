import type Stripe from 'stripe';
import type { Config } from '../../config';
import { AppError } from '../../lib/app-error';
import type { CheckoutLookup, PaymentEvent, PaymentProvider } from './payment-provider';
import { invoiceSubscriptionId, toCheckoutLookup, toSubscriptionSnapshot } from './stripe-mapping';

type StripeConfig = NonNullable<Config['stripe']>;

/** STRIPE_API_BASE (tests: a fake Stripe on 127.0.0.1) → the SDK's host/port/protocol options. */
export function stripeClientOptions(apiBase: string | undefined): Stripe.StripeConfig {
  if (!apiBase) return {};
  const url = new URL(apiBase);
  const protocol = url.protocol === 'http:' ? 'http' : 'https';
  return {
    host: url.hostname,
    port: url.port || (protocol === 'http' ? 80 : 443),
    protocol,
  };
}

/** Async: the SDK (≈ 10 MB of memory) is loaded only by a server configured for Stripe. */
export async function createStripeProvider(
  config: StripeConfig,
  now: () => Date,
): Promise<PaymentProvider> {
  const { default: StripeSdk } = await import('stripe');
  const stripe = new StripeSdk(config.secretKey, {
    ...stripeClientOptions(config.apiBase),
    timeout: 15_000,
    maxNetworkRetries: 1,
  });
  // A retrieval reflects every change up to the whole second it was made in: Stripe's event
  // timestamps are whole seconds, so an event of that same second still counts as newer.
  const retrievalTime = () => new Date(Math.floor(now().getTime() / 1000) * 1000);

  async function retrieveCheckout(sessionId: string): Promise<CheckoutLookup | null> {
    try {
      const session = await stripe.checkout.sessions.retrieve(sessionId, {
        expand: ['subscription'],
      });
      return toCheckoutLookup(session, retrievalTime());
    } catch (error) {
      if (error instanceof StripeSdk.errors.StripeInvalidRequestError && error.statusCode === 404) {
        return null;
      }
      throw error;
    }
  }

  return {
    name: 'stripe',

    async createCheckout({ user, origin, customerId }) {
      const session = await stripe.checkout.sessions.create({
        mode: 'subscription',
        line_items: [{ price: config.priceId, quantity: 1 }],
        // A returning customer keeps their Stripe customer; a new one gets the e-mail prefilled.
        ...(customerId ? { customer: customerId } : { customer_email: user.email }),
        client_reference_id: user.id,
        success_url: `${origin}/payment/success?session_id={CHECKOUT_SESSION_ID}`,
        cancel_url: `${origin}/subscription`,
        // FREE30 is a promotion code configured in Stripe (30 free days).
        allow_promotion_codes: true,
        locale: 'fr',
        metadata: { userId: user.id },
        // Subscription events then name the user even before checkout.session.completed arrives.
        subscription_data: { metadata: { userId: user.id } },
      });
      if (!session.url) throw new Error(`Stripe checkout session ${session.id} has no url`);
      return { url: session.url, sessionId: session.id };
    },

    async createPortal({ customerId, returnUrl }) {
      const session = await stripe.billingPortal.sessions.create({
        customer: customerId,
        return_url: returnUrl,
      });
      if (!session.url) throw new Error('Stripe billing portal session has no url');
      return { url: session.url };
    },

    retrieveCheckout,

    async cancelSubscription(providerSubscriptionId) {
      try {
        await stripe.subscriptions.cancel(providerSubscriptionId);
      } catch (error) {
        // Already canceled and gone at Stripe: there is nothing left to stop.
        if (
          error instanceof StripeSdk.errors.StripeInvalidRequestError &&
          error.statusCode === 404
        ) {
          return;
        }
        throw error;
      }
    },

    async verifyWebhook(rawBody, signatureHeader) {
      let event: Stripe.Event;
      try {
        if (!signatureHeader) throw new Error('missing stripe-signature header');
        event = stripe.webhooks.constructEvent(rawBody, signatureHeader, config.webhookSecret);
      } catch (error) {
        throw new AppError('WEBHOOK_INVALID', { cause: error });
      }
      return normaliseEvent(event, retrieveCheckout);
    },
  };
}

async function normaliseEvent(
  event: Stripe.Event,
  retrieveCheckout: (id: string) => Promise<CheckoutLookup | null>,
): Promise<PaymentEvent> {
  const base = { id: event.id, provider: 'stripe' as const, sourceType: event.type };
  const ignored: PaymentEvent = { kind: 'ignored', ...base };
  switch (event.type) {
    case 'checkout.session.completed': {
      const session = event.data.object;
      if (session.mode !== 'subscription') return ignored;
      // The session object names the subscription but not its state (trialing? period end?):
      // look it up, exactly as /api/subscription/confirm does.
      const lookup = await retrieveCheckout(session.id);
      if (!lookup?.subscription || lookup.status !== 'complete' || !lookup.isPaid) return ignored;
      return {
        kind: 'subscription',
        ...base,
        asOf: lookup.asOf,
        userId: lookup.userId,
        subscription: lookup.subscription,
      };
    }
    case 'customer.subscription.created':
    case 'customer.subscription.updated':
    case 'customer.subscription.deleted': {
      const subscription = toSubscriptionSnapshot(event.data.object);
      if (!subscription) return ignored;
      return {
        kind: 'subscription',
        ...base,
        asOf: new Date(event.created * 1000),
        userId: subscription.userId,
        subscription,
      };
    }
    case 'invoice.payment_failed': {
      const providerSubscriptionId = invoiceSubscriptionId(event.data.object);
      if (!providerSubscriptionId) return ignored;
      return {
        kind: 'payment_failed',
        ...base,
        asOf: new Date(event.created * 1000),
        providerSubscriptionId,
      };
    }
    default:
      return ignored;
  }
}
