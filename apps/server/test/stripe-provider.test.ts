import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { notifications, userSubscriptions } from '../src/db/schema';
import {
  FAKE_PRICE_ID,
  FAKE_STRIPE_KEY,
  type FakeStripe,
  startFakeStripe,
  stripeSubscription,
} from './helpers/fake-stripe';
import { createTestApp, type TestApp } from './helpers/test-app';
import { callApi, signUpUser, type TestUser, VALID_PREFERENCES } from './helpers/users';

// The Stripe provider through the official SDK, against a fake Stripe API on 127.0.0.1.

describe('Stripe provider (real SDK, fake API)', () => {
  let fake: FakeStripe;
  let t: TestApp;
  let lea: TestUser;
  beforeAll(async () => {
    fake = await startFakeStripe();
    t = await createTestApp(fake.env);
    lea = await signUpUser(t, 'lea@example.ch');
    await callApi(t, lea).put('/api/preferences', VALID_PREFERENCES);
  });
  afterAll(async () => {
    await t.close();
    await fake.close();
  });

  const lastRequest = (method: string, path: string) =>
    fake.requests.filter((r) => r.method === method && r.path.startsWith(path)).at(-1);

  it('creates a subscription-mode Checkout Session with the spec’s parameters', async () => {
    const response = await callApi(t, lea).post('/api/subscription/checkout');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ url: 'https://checkout.stripe.test/c/pay/cs_test_1' });

    const sent = lastRequest('POST', '/v1/checkout/sessions')!;
    expect(sent.headers.authorization).toBe(`Bearer ${FAKE_STRIPE_KEY}`);
    expect(sent.form.get('mode')).toBe('subscription');
    expect(sent.form.get('line_items[0][price]')).toBe(FAKE_PRICE_ID);
    expect(sent.form.get('line_items[0][quantity]')).toBe('1');
    expect(sent.form.get('customer_email')).toBe('lea@example.ch');
    expect(sent.form.get('client_reference_id')).toBe(lea.id);
    expect(sent.form.get('success_url')).toBe(
      'http://localhost:3000/payment/success?session_id={CHECKOUT_SESSION_ID}',
    );
    expect(sent.form.get('cancel_url')).toBe('http://localhost:3000/subscription');
    expect(sent.form.get('allow_promotion_codes')).toBe('true');
    expect(sent.form.get('metadata[userId]')).toBe(lea.id);
    expect(sent.form.get('subscription_data[metadata][userId]')).toBe(lea.id);
  });

  it('confirm: an unpaid session leaves the user without access', async () => {
    const response = await callApi(t, lea).post('/api/subscription/confirm', {
      sessionId: 'cs_test_1',
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ status: 'incomplete', hasAccess: false });
    const retrieve = lastRequest('GET', '/v1/checkout/sessions/cs_test_1')!;
    expect(retrieve.query.getAll('expand[0]')).toEqual(['subscription']);
  });

  it('confirm: an unknown session and another user’s session are both 404', async () => {
    const unknown = await callApi(t, lea).post('/api/subscription/confirm', {
      sessionId: 'cs_test_nope',
    });
    expect(unknown.statusCode).toBe(404);
    const marc = await signUpUser(t, 'marc@example.ch');
    const foreign = await callApi(t, marc).post('/api/subscription/confirm', {
      sessionId: 'cs_test_1',
    });
    expect(foreign.statusCode).toBe(404);
  });

  it('confirm: a paid session activates before any webhook, once', async () => {
    const periodEnd = Math.floor(Date.now() / 1000) + 30 * 86_400;
    fake.sessions.set('cs_test_1', {
      ...fake.sessions.get('cs_test_1'),
      status: 'complete',
      payment_status: 'paid',
      customer: 'cus_lea',
      subscription: stripeSubscription({
        id: 'sub_lea',
        customer: 'cus_lea',
        userId: lea.id,
        status: 'active',
        periodEnd,
      }),
    });
    for (let i = 0; i < 2; i++) {
      const response = await callApi(t, lea).post('/api/subscription/confirm', {
        sessionId: 'cs_test_1',
      });
      expect(response.json()).toEqual({
        status: 'active',
        hasAccess: true,
        trialEnd: null,
        email: 'lea@example.ch',
      });
    }
    const rows = await t.database.db
      .select()
      .from(userSubscriptions)
      .where(eq(userSubscriptions.userId, lea.id));
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      provider: 'stripe',
      providerSubscriptionId: 'sub_lea',
      customerId: 'cus_lea',
      status: 'active',
    });
    expect(rows[0]!.currentPeriodEnd?.getTime()).toBe(periodEnd * 1000);
    const sent = await t.database.db
      .select()
      .from(notifications)
      .where(eq(notifications.userId, lea.id));
    expect(sent.map((n) => n.title)).toEqual(['Abonnement activé']);
    expect((await callApi(t, lea).get('/api/me')).json().nextRoute).toBe('/dashboard');
  });

  it('confirm: parallel confirmations of one paid session make one row and one notification', async () => {
    const ana = await signUpUser(t, 'ana@example.ch');
    fake.sessions.set('cs_test_parallel', {
      id: 'cs_test_parallel',
      object: 'checkout.session',
      mode: 'subscription',
      status: 'complete',
      payment_status: 'no_payment_required',
      client_reference_id: ana.id,
      subscription: stripeSubscription({
        id: 'sub_parallel',
        customer: 'cus_ana',
        userId: ana.id,
        status: 'trialing',
        trialEnd: Math.floor(Date.now() / 1000) + 30 * 86_400,
      }),
    });
    const responses = await Promise.all(
      Array.from({ length: 4 }, () =>
        callApi(t, ana).post('/api/subscription/confirm', { sessionId: 'cs_test_parallel' }),
      ),
    );
    for (const response of responses) {
      expect(response.json()).toMatchObject({ status: 'trialing', hasAccess: true });
    }
    const rows = await t.database.db
      .select()
      .from(userSubscriptions)
      .where(eq(userSubscriptions.userId, ana.id));
    expect(rows).toHaveLength(1);
    const sent = await t.database.db
      .select()
      .from(notifications)
      .where(eq(notifications.userId, ana.id));
    expect(sent).toHaveLength(1);
  });

  it('opens the Billing Portal for the stored customer', async () => {
    const response = await callApi(t, lea).post('/api/subscription/portal');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ url: 'https://billing.stripe.test/p/session/test_1' });
    const sent = lastRequest('POST', '/v1/billing_portal/sessions')!;
    expect(sent.form.get('customer')).toBe('cus_lea');
    expect(sent.form.get('return_url')).toBe('http://localhost:3000/dashboard/settings');
  });

  it('answers PORTAL_FAILED in French when Stripe fails', async () => {
    fake.failNext('/v1/billing_portal/sessions', 2);
    const response = await callApi(t, lea).post('/api/subscription/portal');
    expect(response.statusCode).toBe(502);
    expect(response.json()).toMatchObject({
      code: 'PORTAL_FAILED',
      message: 'Impossible d’accéder au portail de gestion',
    });
  });

  it('a returning customer keeps their Stripe customer in a new checkout', async () => {
    await t.database.db
      .update(userSubscriptions)
      .set({ status: 'canceled' })
      .where(eq(userSubscriptions.userId, lea.id));
    const response = await callApi(t, lea).post('/api/subscription/checkout');
    expect(response.statusCode).toBe(200);
    const sent = lastRequest('POST', '/v1/checkout/sessions')!;
    expect(sent.form.get('customer')).toBe('cus_lea');
    expect(sent.form.get('customer_email')).toBeNull();
  });

  it('answers CHECKOUT_FAILED when Stripe refuses the checkout', async () => {
    const zoe = await signUpUser(t, 'zoe@example.ch');
    fake.failNext('/v1/checkout/sessions', 2);
    const response = await callApi(t, zoe).post('/api/subscription/checkout');
    expect(response.statusCode).toBe(502);
    expect(response.json().code).toBe('CHECKOUT_FAILED');
  });

  it('has no demo endpoints when Stripe is configured', async () => {
    const response = await callApi(t, lea).get('/api/demo/checkout/cs_test_1');
    expect(response.statusCode).toBe(404);
  });
});
