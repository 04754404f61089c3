import type {
  CheckoutResponse,
  ConfirmCheckoutResponse,
  PortalResponse,
  SubscriptionStatus,
  SubscriptionSummary,
} from '@mijote/contracts';
import type { AppContext } from '../../app-context';
import { AppError } from '../../lib/app-error';
import type { Caller } from '../../lib/caller';
import { grantsAccess, isComplimentaryEmail } from '../access';
import { applyPaymentEvent } from './apply-payment-event';
import {
  findLatestSubscription,
  findLatestWithCustomer,
  type SubscriptionRow,
} from './subscription-repo';

type Ctx = Pick<AppContext, 'db' | 'config' | 'logger' | 'payments'>;

/**
 * 'Commencer maintenant'. Someone who already has access (a complimentary account, an active or
 * trialing subscription) is sent back to the dashboard instead of paying a second time.
 */
export async function startCheckout(
  ctx: Ctx,
  user: Caller,
  origin: string,
): Promise<CheckoutResponse> {
  const latest = await findLatestSubscription(ctx.db, user.id);
  if (isComplimentaryEmail(ctx.config, user.email) || grantsAccess(statusOf(latest))) {
    return { url: `${origin}/dashboard` };
  }
  const previous = await findLatestWithCustomer(ctx.db, user.id, ctx.payments.name);
  try {
    const { url } = await ctx.payments.createCheckout({
      user: { id: user.id, email: user.email },
      origin,
      customerId: previous?.customerId ?? null,
    });
    return { url };
  } catch (error) {
    throw new AppError('CHECKOUT_FAILED', { cause: error });
  }
}

/** 'Gérer l'abonnement' (spec 6: needs a stored customer id of the current provider). */
export async function openPortal(ctx: Ctx, user: Caller, origin: string): Promise<PortalResponse> {
  const row = await findLatestWithCustomer(ctx.db, user.id, ctx.payments.name);
  if (!row?.customerId) throw new AppError('NO_SUBSCRIPTION');
  try {
    return await ctx.payments.createPortal({
      customerId: row.customerId,
      returnUrl: `${origin}/dashboard/settings`,
    });
  } catch (error) {
    throw new AppError('PORTAL_FAILED', { cause: error });
  }
}

export async function getSummary(
  ctx: Pick<Ctx, 'db'>,
  userId: string,
): Promise<SubscriptionSummary> {
  const row = await findLatestSubscription(ctx.db, userId);
  return row ? toSummary(row) : null;
}

/**
 * What /payment/success shows (decision 016). The server asks the provider about the session
 * itself; a paid session goes through the same path as the webhook (idempotent, so the page
 * works whether the webhook came first, later or never). Visiting the page alone changes nothing.
 */
export async function confirmCheckout(
  ctx: Ctx,
  user: Caller,
  sessionId: string,
): Promise<ConfirmCheckoutResponse> {
  let lookup: Awaited<ReturnType<Ctx['payments']['retrieveCheckout']>>;
  try {
    lookup = await ctx.payments.retrieveCheckout(sessionId);
  } catch (error) {
    throw new AppError('CHECKOUT_FAILED', { cause: error });
  }
  // Someone else's session is answered exactly like an unknown one.
  if (!lookup || lookup.userId !== user.id) throw new AppError('NOT_FOUND');

  if (lookup.status === 'complete' && lookup.isPaid && lookup.subscription) {
    await applyPaymentEvent(ctx, {
      kind: 'subscription',
      id: null,
      provider: ctx.payments.name,
      sourceType: 'checkout.session.retrieved',
      asOf: lookup.asOf,
      userId: user.id,
      subscription: lookup.subscription,
    });
  } else if (lookup.status === 'expired') {
    throw new AppError('PAYMENT_SESSION_EXPIRED');
  }

  if (isComplimentaryEmail(ctx.config, user.email)) {
    return { status: 'active', hasAccess: true, trialEnd: null, email: user.email };
  }
  const latest = await findLatestSubscription(ctx.db, user.id);
  const status = statusOf(latest) ?? 'incomplete';
  return {
    status,
    hasAccess: grantsAccess(status),
    trialEnd: latest?.trialEnd?.toISOString() ?? null,
    email: user.email,
  };
}

export function toSummary(row: SubscriptionRow): NonNullable<SubscriptionSummary> {
  return {
    status: row.status as SubscriptionStatus,
    provider: row.provider as 'stripe' | 'demo',
    plan: 'premium',
    startDate: row.startDate.toISOString(),
    currentPeriodEnd: row.currentPeriodEnd?.toISOString() ?? null,
    trialEnd: row.trialEnd?.toISOString() ?? null,
    cancelAtPeriodEnd: row.cancelAtPeriodEnd,
    hasCustomer: row.customerId !== null,
  };
}

function statusOf(row: SubscriptionRow | undefined): SubscriptionStatus | null {
  return row ? (row.status as SubscriptionStatus) : null;
}
