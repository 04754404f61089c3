import { and, desc, eq, isNotNull } from 'drizzle-orm';
import type { Executor } from '../../db/executor';
import { notifications, paymentEvents, userSubscriptions, users } from '../../db/schema';
import type { PaymentProviderName } from '../../providers/payments/payment-provider';

// The only place user_subscriptions, payment_events and the activation notification are queried.

export type { Executor, Tx } from '../../db/executor';
export type SubscriptionRow = typeof userSubscriptions.$inferSelect;
export type SubscriptionFields = Pick<
  SubscriptionRow,
  'status' | 'customerId' | 'currentPeriodEnd' | 'trialEnd' | 'cancelAtPeriodEnd' | 'updatedAt'
>;

/** Insert-or-skip of a provider event id: false when it was already handled (a replay). */
export async function recordPaymentEvent(
  tx: Executor,
  event: { id: string; provider: PaymentProviderName; type: string },
): Promise<boolean> {
  const rows = await tx
    .insert(paymentEvents)
    .values({ id: event.id, provider: event.provider, type: event.type })
    .onConflictDoNothing({ target: paymentEvents.id })
    .returning({ id: paymentEvents.id });
  return rows.length > 0;
}

/** Locked for the rest of the transaction, so two deliveries of one change apply in turn. */
export async function lockSubscription(
  tx: Executor,
  provider: PaymentProviderName,
  providerSubscriptionId: string,
): Promise<SubscriptionRow | undefined> {
  const [row] = await tx
    .select()
    .from(userSubscriptions)
    .where(
      and(
        eq(userSubscriptions.provider, provider),
        eq(userSubscriptions.providerSubscriptionId, providerSubscriptionId),
      ),
    )
    .for('update')
    .limit(1);
  return row;
}

/** false when another transaction inserted the same provider subscription first. */
export async function insertSubscription(
  tx: Executor,
  values: SubscriptionFields & {
    userId: string;
    provider: PaymentProviderName;
    providerSubscriptionId: string;
    startDate: Date;
  },
): Promise<boolean> {
  const rows = await tx
    .insert(userSubscriptions)
    .values({ ...values, plan: 'premium' })
    .onConflictDoNothing({
      target: [userSubscriptions.provider, userSubscriptions.providerSubscriptionId],
    })
    .returning({ id: userSubscriptions.id });
  return rows.length > 0;
}

export async function updateSubscription(
  tx: Executor,
  id: string,
  fields: Partial<SubscriptionFields>,
): Promise<void> {
  await tx.update(userSubscriptions).set(fields).where(eq(userSubscriptions.id, id));
}

/** Spec section 6: only the latest row (newest created_at) says whether the user has access. */
export async function findLatestSubscription(
  db: Executor,
  userId: string,
): Promise<SubscriptionRow | undefined> {
  const [row] = await db
    .select()
    .from(userSubscriptions)
    .where(eq(userSubscriptions.userId, userId))
    .orderBy(desc(userSubscriptions.createdAt))
    .limit(1);
  return row;
}

/** The newest row of this provider that has a customer id (manage-subscription, spec 6). */
export async function findLatestWithCustomer(
  db: Executor,
  userId: string,
  provider: PaymentProviderName,
): Promise<SubscriptionRow | undefined> {
  const [row] = await db
    .select()
    .from(userSubscriptions)
    .where(
      and(
        eq(userSubscriptions.userId, userId),
        eq(userSubscriptions.provider, provider),
        isNotNull(userSubscriptions.customerId),
      ),
    )
    .orderBy(desc(userSubscriptions.createdAt))
    .limit(1);
  return row;
}

export async function findUserIdByCustomer(
  db: Executor,
  provider: PaymentProviderName,
  customerId: string,
): Promise<string | undefined> {
  const [row] = await db
    .select({ userId: userSubscriptions.userId })
    .from(userSubscriptions)
    .where(
      and(eq(userSubscriptions.provider, provider), eq(userSubscriptions.customerId, customerId)),
    )
    .orderBy(desc(userSubscriptions.createdAt))
    .limit(1);
  return row?.userId;
}

export async function findUserEmail(db: Executor, userId: string): Promise<string | undefined> {
  const [row] = await db
    .select({ email: users.email })
    .from(users)
    .where(eq(users.id, userId))
    .limit(1);
  return row?.email;
}

export async function insertNotification(
  db: Executor,
  values: { userId: string; title: string; message: string },
): Promise<void> {
  await db.insert(notifications).values({ ...values, type: 'system' });
}
