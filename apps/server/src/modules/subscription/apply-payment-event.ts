import type { PaymentEventOutcome, SubscriptionStatus } from '@mijote/contracts';
import type { Logger } from 'pino';
import type { Config } from '../../config';
import type { Db } from '../../db/client';
import type { PaymentEvent, SubscriptionSnapshot } from '../../providers/payments/payment-provider';
import { grantsAccess, isComplimentaryEmail } from '../access';
import { activationNotification } from './activation-notification';
import { isStaleChange } from './event-ordering';
import {
  findUserEmail,
  findUserIdByCustomer,
  insertNotification,
  insertSubscription,
  lockSubscription,
  recordPaymentEvent,
  type Tx,
  updateSubscription,
} from './subscription-repo';

export type ApplyDeps = { db: Db; config: Config; logger: Logger };

/** What became of an event (the list and its meaning: PAYMENT_EVENT_OUTCOMES in contracts). */
export type ApplyOutcome = PaymentEventOutcome;

type TxResult = {
  outcome: ApplyOutcome;
  activated?: { userId: string; snapshot: SubscriptionSnapshot };
};

/**
 * THE one path by which a subscription changes: Stripe webhooks, the server-side confirmation of
 * a checkout and the demo provider all end here (decision 016). The event id is recorded in the
 * same transaction as its effect, so a replay changes nothing and a failure leaves no trace
 * (the provider delivers again).
 */
export async function applyPaymentEvent(
  deps: ApplyDeps,
  event: PaymentEvent,
): Promise<ApplyOutcome> {
  if (event.kind === 'ignored') return 'ignored';
  const result = await deps.db.transaction(async (tx): Promise<TxResult> => {
    if (event.id !== null) {
      const isFirst = await recordPaymentEvent(tx, {
        id: event.id,
        provider: event.provider,
        type: event.sourceType,
      });
      if (!isFirst) return { outcome: 'duplicate' };
    }
    return event.kind === 'subscription'
      ? applySnapshot(deps, tx, event)
      : applyPaymentFailure(deps, tx, event);
  });
  deps.logger.info(
    {
      eventId: event.id,
      type: event.sourceType,
      provider: event.provider,
      outcome: result.outcome,
    },
    'payment event handled',
  );
  if (result.activated)
    await notifyActivation(deps, result.activated.userId, result.activated.snapshot);
  return result.outcome;
}

async function applySnapshot(
  deps: ApplyDeps,
  tx: Tx,
  event: Extract<PaymentEvent, { kind: 'subscription' }>,
): Promise<TxResult> {
  const snapshot = event.subscription;
  const fields = {
    status: snapshot.status,
    customerId: snapshot.customerId,
    currentPeriodEnd: snapshot.currentPeriodEnd,
    trialEnd: snapshot.trialEnd,
    cancelAtPeriodEnd: snapshot.cancelAtPeriodEnd,
    updatedAt: event.asOf,
  };
  // Two tries: if a concurrent delivery inserts the row between our lookup and our insert, the
  // second pass finds it (locked) and goes the update way.
  for (let attempt = 0; attempt < 2; attempt++) {
    const existing = await lockSubscription(tx, event.provider, snapshot.providerSubscriptionId);
    const userId =
      existing?.userId ??
      event.userId ??
      snapshot.userId ??
      (snapshot.customerId
        ? await findUserIdByCustomer(tx, event.provider, snapshot.customerId)
        : undefined);
    if (!userId) return { outcome: 'unmatched' };
    const skip = await skipForUser(deps, tx, userId);
    if (skip) return { outcome: skip };

    if (existing) {
      if (isStaleChange(existing, { status: snapshot.status, asOf: event.asOf })) {
        return { outcome: 'stale' };
      }
      await updateSubscription(tx, existing.id, fields);
      // Activation is the first time a subscription opens the dashboard: from incomplete (a
      // payment that needed more steps) it counts; from past_due back to active it does not.
      const activated = grantsAccess(snapshot.status) && existing.status === 'incomplete';
      return { outcome: 'applied', ...(activated ? { activated: { userId, snapshot } } : {}) };
    }
    const inserted = await insertSubscription(tx, {
      ...fields,
      userId,
      provider: event.provider,
      providerSubscriptionId: snapshot.providerSubscriptionId,
      startDate: snapshot.startDate ?? event.asOf,
    });
    if (inserted) {
      const activated = grantsAccess(snapshot.status);
      return { outcome: 'applied', ...(activated ? { activated: { userId, snapshot } } : {}) };
    }
  }
  throw new Error(`subscription ${snapshot.providerSubscriptionId} neither inserted nor found`);
}

async function applyPaymentFailure(
  deps: ApplyDeps,
  tx: Tx,
  event: Extract<PaymentEvent, { kind: 'payment_failed' }>,
): Promise<TxResult> {
  const existing = await lockSubscription(tx, event.provider, event.providerSubscriptionId);
  if (!existing) return { outcome: 'unmatched' };
  const skip = await skipForUser(deps, tx, existing.userId);
  if (skip) return { outcome: skip };
  if (isStaleChange(existing, { status: null, asOf: event.asOf })) return { outcome: 'stale' };
  // A failed renewal closes the dashboard until the card is fixed (Stripe marks it past_due
  // too, in a customer.subscription.updated that may come later or not at all).
  if (grantsAccess(existing.status as SubscriptionStatus)) {
    await updateSubscription(tx, existing.id, { status: 'past_due', updatedAt: event.asOf });
  }
  return { outcome: 'applied' };
}

/**
 * Complimentary accounts (COMPLIMENTARY_EMAILS) are always subscribed and their subscription
 * cannot be changed or cleared (spec section 6): provider events for them are recorded as handled
 * and change nothing.
 */
async function skipForUser(deps: ApplyDeps, tx: Tx, userId: string) {
  const email = await findUserEmail(tx, userId);
  if (email === undefined) return 'unmatched' as const;
  if (isComplimentaryEmail(deps.config, email)) return 'complimentary' as const;
  return null;
}

/** Spec section 8: a failure to create the notification is only logged. */
async function notifyActivation(deps: ApplyDeps, userId: string, snapshot: SubscriptionSnapshot) {
  try {
    await insertNotification(deps.db, { userId, ...activationNotification(snapshot) });
  } catch (error) {
    deps.logger.warn({ err: error, userId }, 'activation notification not created');
  }
}
