import { randomBytes } from 'node:crypto';
import { and, desc, eq, gt } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { demoCheckoutSessions, userSubscriptions } from '../../../db/schema';
import type { CheckoutLookup, SubscriptionSnapshot } from '../payment-provider';

// The demo provider's own records: its checkout sessions, in the database so they survive a
// restart and are shared by every instance.

export type DemoSessionRow = typeof demoCheckoutSessions.$inferSelect;

const SESSION_LIFETIME_MS = 24 * 60 * 60 * 1000;

export const demoCustomerId = (userId: string) => `demo_cus_${userId}`;

export function createDemoCheckoutStore(db: Db) {
  return {
    /**
     * The user's checkout session: the open, unexpired one when there is one (pointed at the
     * origin asked for now), else a new one. A user clicking 'S'abonner' again and again keeps
     * one session instead of a row per click (one user once made 130).
     */
    async open(input: { userId: string; email: string; origin: string; now: Date }) {
      const [current] = await db
        .select({ id: demoCheckoutSessions.id, origin: demoCheckoutSessions.origin })
        .from(demoCheckoutSessions)
        .where(
          and(
            eq(demoCheckoutSessions.userId, input.userId),
            eq(demoCheckoutSessions.status, 'open'),
            gt(demoCheckoutSessions.expiresAt, input.now),
          ),
        )
        .orderBy(desc(demoCheckoutSessions.createdAt))
        .limit(1);
      if (current) {
        if (current.origin !== input.origin) {
          await db
            .update(demoCheckoutSessions)
            .set({ origin: input.origin, email: input.email })
            .where(eq(demoCheckoutSessions.id, current.id));
        }
        return current.id;
      }
      const id = `demo_cs_${randomBytes(18).toString('base64url')}`;
      await db.insert(demoCheckoutSessions).values({
        id,
        userId: input.userId,
        email: input.email,
        origin: input.origin,
        expiresAt: new Date(input.now.getTime() + SESSION_LIFETIME_MS),
      });
      return id;
    },

    async find(id: string): Promise<DemoSessionRow | undefined> {
      const [row] = await db
        .select()
        .from(demoCheckoutSessions)
        .where(eq(demoCheckoutSessions.id, id))
        .limit(1);
      return row;
    },

    /** Marks an open, unexpired session paid; undefined when it no longer is open. */
    async complete(
      id: string,
      result: {
        subscriptionId: string;
        status: 'active' | 'trialing';
        trialEnd: Date | null;
        currentPeriodEnd: Date;
        now: Date;
      },
    ): Promise<DemoSessionRow | undefined> {
      const [row] = await db
        .update(demoCheckoutSessions)
        .set({
          status: 'complete',
          subscriptionId: result.subscriptionId,
          subscriptionStatus: result.status,
          trialEnd: result.trialEnd,
          currentPeriodEnd: result.currentPeriodEnd,
          completedAt: result.now,
        })
        .where(
          and(
            eq(demoCheckoutSessions.id, id),
            eq(demoCheckoutSessions.status, 'open'),
            gt(demoCheckoutSessions.expiresAt, result.now),
          ),
        )
        .returning();
      return row;
    },

    /** Ends a demo subscription now (the account is being deleted). */
    async cancelSubscription(subscriptionId: string, now: Date): Promise<void> {
      await db
        .update(userSubscriptions)
        .set({
          status: 'canceled',
          cancelAtPeriodEnd: false,
          currentPeriodEnd: now,
          updatedAt: now,
        })
        .where(
          and(
            eq(userSubscriptions.provider, 'demo'),
            eq(userSubscriptions.providerSubscriptionId, subscriptionId),
          ),
        );
    },
  };
}

export type DemoCheckoutStore = ReturnType<typeof createDemoCheckoutStore>;

export function demoSessionStatus(row: DemoSessionRow, now: Date): CheckoutLookup['status'] {
  if (row.status === 'complete') return 'complete';
  return row.expiresAt.getTime() <= now.getTime() ? 'expired' : 'open';
}

/** The subscription a paid demo session created, as it was when paid. */
export function demoSubscriptionOf(row: DemoSessionRow): SubscriptionSnapshot | null {
  if (row.status !== 'complete' || !row.subscriptionId || !row.subscriptionStatus) return null;
  return {
    providerSubscriptionId: row.subscriptionId,
    customerId: demoCustomerId(row.userId),
    status: row.subscriptionStatus as 'active' | 'trialing',
    startDate: row.completedAt,
    currentPeriodEnd: row.currentPeriodEnd,
    trialEnd: row.trialEnd,
    cancelAtPeriodEnd: false,
    userId: row.userId,
  };
}
