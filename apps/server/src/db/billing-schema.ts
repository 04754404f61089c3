import { SUBSCRIPTION_STATUSES } from '@mijote/contracts';
import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { createdAt, oneOf, updatedAt, userRef } from './columns';

// The subscription (spec section 6), the payment provider's events, the demo provider's sessions.

export const userSubscriptions = pgTable(
  'user_subscriptions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: userRef(),
    plan: text('plan').notNull().default('premium'),
    status: text('status').notNull(),
    provider: text('provider').notNull(),
    customerId: text('customer_id'),
    providerSubscriptionId: text('provider_subscription_id'),
    startDate: timestamp('start_date', { withTimezone: true }).notNull().defaultNow(),
    currentPeriodEnd: timestamp('current_period_end', { withTimezone: true }),
    trialEnd: timestamp('trial_end', { withTimezone: true }),
    cancelAtPeriodEnd: boolean('cancel_at_period_end').notNull().default(false),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('user_subscriptions_user_created_idx').on(t.userId, t.createdAt.desc()),
    uniqueIndex('user_subscriptions_provider_subscription_idx').on(
      t.provider,
      t.providerSubscriptionId,
    ),
    index('user_subscriptions_customer_idx').on(t.customerId),
    check('user_subscriptions_plan_check', oneOf(t.plan, ['premium'])),
    check('user_subscriptions_status_check', oneOf(t.status, SUBSCRIPTION_STATUSES)),
    check('user_subscriptions_provider_check', oneOf(t.provider, ['stripe', 'demo'])),
  ],
);

/** Payment-provider events already handled: webhooks are idempotent on the event id. */
export const paymentEvents = pgTable('payment_events', {
  id: text('id').primaryKey(),
  provider: text('provider').notNull(),
  type: text('type').notNull(),
  receivedAt: timestamp('received_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * Checkout sessions of the built-in demo payment provider (no Stripe keys). Kept in the database,
 * not in memory, so a session survives a restart and works behind several instances. The demo
 * plays the provider's part: once paid, the row holds the subscription it created, which
 * /api/subscription/confirm reads back like Stripe's `checkout.sessions.retrieve`.
 */
export const demoCheckoutSessions = pgTable(
  'demo_checkout_sessions',
  {
    id: text('id').primaryKey(),
    userId: userRef(),
    email: text('email').notNull(),
    /** Where the success page lives ({origin}/payment/success), fixed when the session opens. */
    origin: text('origin').notNull(),
    status: text('status').notNull().default('open'),
    subscriptionId: text('subscription_id'),
    subscriptionStatus: text('subscription_status'),
    trialEnd: timestamp('trial_end', { withTimezone: true }),
    currentPeriodEnd: timestamp('current_period_end', { withTimezone: true }),
    completedAt: timestamp('completed_at', { withTimezone: true }),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    index('demo_checkout_sessions_user_idx').on(t.userId),
    check('demo_checkout_sessions_status_check', oneOf(t.status, ['open', 'complete'])),
    check(
      'demo_checkout_sessions_subscription_status_check',
      sql`${t.subscriptionStatus} is null or ${t.subscriptionStatus} in ('active', 'trialing')`,
    ),
  ],
);
