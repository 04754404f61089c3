import type { Db } from '../../../db/client';
import { AppError } from '../../../lib/app-error';
import type { PaymentProvider } from '../payment-provider';
import {
  createDemoCheckoutStore,
  demoSessionStatus,
  demoSubscriptionOf,
} from './demo-checkout-store';

/**
 * The built-in provider when no Stripe keys are set: its checkout and portal are pages of the app
 * itself (/demo/checkout/:id and /demo/portal, labelled 'Mode démo — aucun paiement réel'),
 * backed by /api/demo/*. It has no webhooks: its pay and portal endpoints hand their events
 * straight to the same service the Stripe webhook uses.
 */
export function createDemoProvider(db: Db, now: () => Date): PaymentProvider {
  const store = createDemoCheckoutStore(db);
  return {
    name: 'demo',

    async createCheckout({ user, origin }) {
      const sessionId = await store.open({
        userId: user.id,
        email: user.email,
        origin,
        now: now(),
      });
      return { url: `${origin}/demo/checkout/${sessionId}`, sessionId };
    },

    async createPortal({ returnUrl }) {
      return { url: `${new URL(returnUrl).origin}/demo/portal` };
    },

    async retrieveCheckout(sessionId) {
      const row = await store.find(sessionId);
      if (!row) return null;
      const status = demoSessionStatus(row, now());
      return {
        sessionId: row.id,
        userId: row.userId,
        status,
        isPaid: status === 'complete',
        subscription: demoSubscriptionOf(row),
        // The state as of payment: a later cancel or resume through the demo portal is newer
        // and must not be undone by confirming the old session again.
        asOf: row.completedAt ?? row.createdAt,
      };
    },

    // The demo plays the provider's part: its subscriptions live in user_subscriptions alone.
    async cancelSubscription(providerSubscriptionId) {
      await store.cancelSubscription(providerSubscriptionId, now());
    },

    async verifyWebhook() {
      throw new AppError('WEBHOOK_INVALID');
    },
  };
}
