import { SUBSCRIPTION_STATUSES, type SubscriptionStatus } from '@mijote/contracts';
import type Stripe from 'stripe';
import type { CheckoutLookup, SubscriptionSnapshot } from './payment-provider';

// Stripe objects → the app's own types. Pure, so the mapping is read (and tested) in one place.

const fromUnix = (seconds: number | null | undefined): Date | null =>
  typeof seconds === 'number' ? new Date(seconds * 1000) : null;

const idOf = (value: string | { id: string } | null | undefined): string | null =>
  value == null ? null : typeof value === 'string' ? value : value.id;

export function toSubscriptionStatus(status: string): SubscriptionStatus | null {
  return (SUBSCRIPTION_STATUSES as readonly string[]).includes(status)
    ? (status as SubscriptionStatus)
    : null;
}

export function toSubscriptionSnapshot(
  subscription: Stripe.Subscription,
): SubscriptionSnapshot | null {
  const status = toSubscriptionStatus(subscription.status);
  if (!status) return null;
  // Since API 2025-03-31 the billing period lives on the subscription items.
  const periodEnds = (subscription.items?.data ?? [])
    .map((item) => item.current_period_end)
    .filter((end): end is number => typeof end === 'number');
  return {
    providerSubscriptionId: subscription.id,
    customerId: idOf(subscription.customer),
    status,
    startDate: fromUnix(subscription.start_date),
    currentPeriodEnd: periodEnds.length > 0 ? fromUnix(Math.min(...periodEnds)) : null,
    trialEnd: fromUnix(subscription.trial_end),
    // The portal may schedule the end with cancel_at rather than cancel_at_period_end.
    cancelAtPeriodEnd: subscription.cancel_at_period_end || subscription.cancel_at !== null,
    userId: subscription.metadata?.userId ?? null,
  };
}

export function toCheckoutLookup(session: Stripe.Checkout.Session, asOf: Date): CheckoutLookup {
  const subscription =
    session.subscription && typeof session.subscription !== 'string'
      ? toSubscriptionSnapshot(session.subscription)
      : null;
  return {
    sessionId: session.id,
    userId: session.client_reference_id ?? session.metadata?.userId ?? null,
    status:
      session.status === 'complete'
        ? 'complete'
        : session.status === 'expired'
          ? 'expired'
          : 'open',
    isPaid: session.payment_status === 'paid' || session.payment_status === 'no_payment_required',
    subscription,
    asOf,
  };
}

/** The subscription an invoice bills, wherever this API version puts it. */
export function invoiceSubscriptionId(invoice: Stripe.Invoice): string | null {
  return idOf(invoice.parent?.subscription_details?.subscription ?? null);
}
