import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { notifications, paymentEvents, userSubscriptions } from '../src/db/schema';
import {
  type FakeStripe,
  signedEvent,
  startFakeStripe,
  stripeSubscription,
} from './helpers/fake-stripe';
import { createTestApp, type TestApp } from './helpers/test-app';
import { callApi, signUpUser, type TestUser, VALID_PREFERENCES } from './helpers/users';

// POST /api/webhooks/stripe with events signed by the real SDK (generateTestHeaderString).

describe('Stripe webhook', () => {
  let fake: FakeStripe;
  let t: TestApp;
  let lea: TestUser;
  // Event times a minute ahead: every event below is newer than the first activation, whose
  // state is as of its server-side retrieval (now).
  const now = Math.floor(Date.now() / 1000) + 60;
  beforeAll(async () => {
    fake = await startFakeStripe();
    t = await createTestApp({ ...fake.env, COMPLIMENTARY_EMAILS: 'invite@mijote.ch' });
    lea = await signUpUser(t, 'lea@example.ch');
    await callApi(t, lea).put('/api/preferences', VALID_PREFERENCES);
  });
  afterAll(async () => {
    await t.close();
    await fake.close();
  });

  const deliver = (signed: { payload: string; signature: string }) =>
    t.app.inject({
      method: 'POST',
      url: '/api/webhooks/stripe',
      headers: { 'content-type': 'application/json', 'stripe-signature': signed.signature },
      payload: signed.payload,
    });
  const subscriptionEvent = (
    id: string,
    type: string,
    created: number,
    fields: Parameters<typeof stripeSubscription>[0],
  ) => signedEvent({ id, type, created, object: stripeSubscription(fields) });
  const rowOf = async (subscriptionId: string) => {
    const [row] = await t.database.db
      .select()
      .from(userSubscriptions)
      .where(eq(userSubscriptions.providerSubscriptionId, subscriptionId));
    return row;
  };
  const eventCount = async () => (await t.database.db.select().from(paymentEvents)).length;
  const nextRoute = async (user: TestUser) =>
    (await callApi(t, user).get('/api/me')).json().nextRoute as string;

  it('applies checkout.session.completed with a valid signature (subscription looked up)', async () => {
    fake.sessions.set('cs_test_web', {
      id: 'cs_test_web',
      object: 'checkout.session',
      mode: 'subscription',
      status: 'complete',
      payment_status: 'paid',
      client_reference_id: lea.id,
      metadata: { userId: lea.id },
      subscription: stripeSubscription({ id: 'sub_web', customer: 'cus_web', status: 'active' }),
    });
    const response = await deliver(
      signedEvent({
        id: 'evt_checkout',
        type: 'checkout.session.completed',
        created: now,
        object: {
          id: 'cs_test_web',
          object: 'checkout.session',
          mode: 'subscription',
          subscription: 'sub_web',
        },
      }),
    );
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ received: true, outcome: 'applied' });
    expect(await rowOf('sub_web')).toMatchObject({
      userId: lea.id,
      status: 'active',
      customerId: 'cus_web',
    });
    expect(await nextRoute(lea)).toBe('/dashboard');
    const sent = await t.database.db
      .select()
      .from(notifications)
      .where(eq(notifications.userId, lea.id));
    expect(sent).toHaveLength(1);
  });

  it('refuses a tampered body with 400 WEBHOOK_INVALID and changes nothing', async () => {
    const before = await rowOf('sub_web');
    const events = await eventCount();
    const signed = subscriptionEvent('evt_tampered', 'customer.subscription.deleted', now + 1, {
      id: 'sub_web',
      userId: lea.id,
      customer: 'cus_web',
      status: 'canceled',
    });
    const response = await deliver({
      ...signed,
      payload: signed.payload.replace('"canceled"', '"cancelled"'),
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({
      code: 'WEBHOOK_INVALID',
      message: 'Signature du webhook invalide',
    });
    const unsigned = await t.app.inject({
      method: 'POST',
      url: '/api/webhooks/stripe',
      headers: { 'content-type': 'application/json' },
      payload: signed.payload,
    });
    expect(unsigned.statusCode).toBe(400);
    expect(await rowOf('sub_web')).toEqual(before);
    expect(await eventCount()).toBe(events);
  });

  it('applies a replayed event id once', async () => {
    const pastDue = subscriptionEvent('evt_past_due', 'customer.subscription.updated', now + 2, {
      id: 'sub_web',
      userId: lea.id,
      customer: 'cus_web',
      status: 'past_due',
    });
    expect((await deliver(pastDue)).json().outcome).toBe('applied');
    expect((await rowOf('sub_web'))?.status).toBe('past_due');
    expect(await nextRoute(lea)).toBe('/subscription');

    const recovered = subscriptionEvent('evt_recovered', 'customer.subscription.updated', now + 3, {
      id: 'sub_web',
      userId: lea.id,
      customer: 'cus_web',
      status: 'active',
    });
    expect((await deliver(recovered)).json().outcome).toBe('applied');

    // Stripe retries the first delivery: same id, freshly signed. It must not apply again.
    const replay = await deliver(
      subscriptionEvent('evt_past_due', 'customer.subscription.updated', now + 2, {
        id: 'sub_web',
        userId: lea.id,
        customer: 'cus_web',
        status: 'past_due',
      }),
    );
    expect(replay.statusCode).toBe(200);
    expect(replay.json().outcome).toBe('duplicate');
    expect((await rowOf('sub_web'))?.status).toBe('active');
    const recorded = await t.database.db
      .select()
      .from(paymentEvents)
      .where(eq(paymentEvents.id, 'evt_past_due'));
    expect(recorded).toHaveLength(1);
  });

  it('ignores an update older than what is stored', async () => {
    const older = subscriptionEvent('evt_older', 'customer.subscription.updated', now + 1, {
      id: 'sub_web',
      userId: lea.id,
      customer: 'cus_web',
      status: 'unpaid',
    });
    expect((await deliver(older)).json().outcome).toBe('stale');
    expect((await rowOf('sub_web'))?.status).toBe('active');
  });

  it('marks a failed renewal past_due (invoice.payment_failed)', async () => {
    const failed = signedEvent({
      id: 'evt_invoice_failed',
      type: 'invoice.payment_failed',
      created: now + 4,
      object: {
        id: 'in_1',
        object: 'invoice',
        customer: 'cus_web',
        parent: {
          type: 'subscription_details',
          subscription_details: { subscription: 'sub_web' },
        },
      },
    });
    expect((await deliver(failed)).json().outcome).toBe('applied');
    expect((await rowOf('sub_web'))?.status).toBe('past_due');
    const recovered = subscriptionEvent(
      'evt_paid_again',
      'customer.subscription.updated',
      now + 5,
      {
        id: 'sub_web',
        userId: lea.id,
        customer: 'cus_web',
        status: 'active',
      },
    );
    await deliver(recovered);
    expect((await rowOf('sub_web'))?.status).toBe('active');
  });

  it('out of order: deleted, then an older updated — the subscription stays canceled', async () => {
    const deleted = subscriptionEvent('evt_deleted', 'customer.subscription.deleted', now + 20, {
      id: 'sub_web',
      userId: lea.id,
      customer: 'cus_web',
      status: 'canceled',
    });
    expect((await deliver(deleted)).json().outcome).toBe('applied');
    const lateUpdate = subscriptionEvent('evt_late', 'customer.subscription.updated', now + 10, {
      id: 'sub_web',
      userId: lea.id,
      customer: 'cus_web',
      status: 'active',
      cancelAtPeriodEnd: true,
    });
    const response = await deliver(lateUpdate);
    expect(response.statusCode).toBe(200);
    expect(response.json().outcome).toBe('stale');
    expect(await rowOf('sub_web')).toMatchObject({ status: 'canceled', cancelAtPeriodEnd: false });
    expect(await nextRoute(lea)).toBe('/subscription');
    expect((await callApi(t, lea).get('/api/dashboard/stats')).statusCode).toBe(402);
  });

  it('a new subscription after the canceled one is a new row and opens the dashboard again', async () => {
    const created = subscriptionEvent('evt_sub2', 'customer.subscription.created', now + 30, {
      id: 'sub_web_2',
      userId: lea.id,
      customer: 'cus_web',
      status: 'trialing',
      trialEnd: now + 30 * 86_400,
    });
    expect((await deliver(created)).json().outcome).toBe('applied');
    expect(await rowOf('sub_web_2')).toMatchObject({ status: 'trialing' });
    expect(await nextRoute(lea)).toBe('/dashboard');
  });

  it('never alters a complimentary account', async () => {
    const guest = await signUpUser(t, 'invite@mijote.ch');
    const response = await deliver(
      subscriptionEvent('evt_guest', 'customer.subscription.created', now, {
        id: 'sub_guest',
        userId: guest.id,
        status: 'canceled',
      }),
    );
    expect(response.json().outcome).toBe('complimentary');
    expect(await rowOf('sub_guest')).toBeUndefined();
    expect(await nextRoute(guest)).toBe('/dashboard');
  });

  it('acknowledges event types it does not act on', async () => {
    const response = await deliver(
      signedEvent({
        id: 'evt_other',
        type: 'customer.created',
        created: now,
        object: { id: 'cus_x', object: 'customer' },
      }),
    );
    expect(response.statusCode).toBe(200);
    expect(response.json().outcome).toBe('ignored');
  });
});
