import { randomUUID } from 'node:crypto';
import type { DemoPaymentInput, DemoPaymentResponse, SubscriptionStatus } from '@mijote/contracts';
import type { AppContext } from '../../app-context';
import { AppError } from '../../lib/app-error';
import type { Caller } from '../../lib/caller';
import {
  type DemoCheckoutStore,
  demoCustomerId,
  demoSessionStatus,
  demoSubscriptionOf,
} from '../../providers/payments/demo/demo-checkout-store';
import { applyPaymentEvent, findLatestSubscription, TERMINAL_STATUSES } from '../subscription';
import { evaluateDemoPayment } from './demo-payment-rules';

type Ctx = Pick<AppContext, 'db' | 'config' | 'logger' | 'now'>;

/**
 * The demo checkout's 'Payer' button. A refused card or promo code records nothing. A payment
 * marks the session paid and hands a checkout-completed event to the service every Stripe
 * webhook goes through; /payment/success then confirms it like a Stripe session.
 */
export async function payDemoCheckout(
  ctx: Ctx,
  store: DemoCheckoutStore,
  user: Caller,
  sessionId: string,
  payment: DemoPaymentInput,
): Promise<DemoPaymentResponse> {
  const session = await store.find(sessionId);
  if (!session || session.userId !== user.id) throw new AppError('NOT_FOUND');
  const redirectUrl = `${session.origin}/payment/success?session_id=${encodeURIComponent(session.id)}`;
  const now = ctx.now();
  const state = demoSessionStatus(session, now);
  if (state === 'complete') return { redirectUrl };
  if (state === 'expired') throw new AppError('PAYMENT_SESSION_EXPIRED');

  const decision = evaluateDemoPayment(payment, now);
  const trialEnd = decision.trialDays ? addDays(now, decision.trialDays) : null;
  const paid = await store.complete(session.id, {
    subscriptionId: `demo_sub_${randomUUID()}`,
    status: trialEnd ? 'trialing' : 'active',
    trialEnd,
    currentPeriodEnd: trialEnd ?? addOneMonth(now),
    now,
  });
  // Another request paid (or the session expired) in between: nothing more to do here.
  const subscription = paid ? demoSubscriptionOf(paid) : null;
  if (!subscription) return { redirectUrl };
  await applyPaymentEvent(ctx, {
    kind: 'subscription',
    id: `demo_evt_${randomUUID()}`,
    provider: 'demo',
    sourceType: 'checkout.session.completed',
    asOf: now,
    userId: user.id,
    subscription,
  });
  return { redirectUrl };
}

/** The demo portal: cancel at the end of the period, or take that back. */
export async function setDemoCancelAtPeriodEnd(
  ctx: Ctx,
  user: Caller,
  cancelAtPeriodEnd: boolean,
): Promise<void> {
  const row = await findLatestSubscription(ctx.db, user.id);
  if (row?.provider !== 'demo' || !row.providerSubscriptionId) {
    throw new AppError('NO_SUBSCRIPTION');
  }
  const status = row.status as SubscriptionStatus;
  if (TERMINAL_STATUSES.has(status)) throw new AppError('NO_SUBSCRIPTION');
  await applyPaymentEvent(ctx, {
    kind: 'subscription',
    id: `demo_evt_${randomUUID()}`,
    provider: 'demo',
    sourceType: 'customer.subscription.updated',
    asOf: ctx.now(),
    userId: user.id,
    subscription: {
      providerSubscriptionId: row.providerSubscriptionId,
      customerId: row.customerId ?? demoCustomerId(user.id),
      status,
      startDate: row.startDate,
      currentPeriodEnd: row.currentPeriodEnd,
      trialEnd: row.trialEnd,
      cancelAtPeriodEnd,
      userId: user.id,
    },
  });
}

function addDays(date: Date, days: number): Date {
  return new Date(date.getTime() + days * 24 * 60 * 60 * 1000);
}

/** Same day next month, or the month's last day when it has no such day (31 Jan → 28 Feb). */
function addOneMonth(date: Date): Date {
  const next = new Date(date);
  next.setUTCDate(1);
  next.setUTCMonth(next.getUTCMonth() + 1);
  const lastDay = new Date(Date.UTC(next.getUTCFullYear(), next.getUTCMonth() + 1, 0)).getUTCDate();
  next.setUTCDate(Math.min(date.getUTCDate(), lastDay));
  return next;
}
