import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  demoCheckoutSessions,
  notifications,
  paymentEvents,
  userSubscriptions,
} from '../src/db/schema';
import { createTestApp, type TestApp } from './helpers/test-app';
import { callApi, signUpUser, type TestUser, VALID_PREFERENCES } from './helpers/users';

// The embedded default (no Stripe keys): the demo checkout and portal, recorded through the same
// service as Stripe's webhook. Decision 016: only the server's confirmation activates.

const CARD = { cardNumber: '4242 4242 4242 4242', expiry: '12/39', cvc: '123' };

describe('demo checkout and portal', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ COMPLIMENTARY_EMAILS: 'invite@mijote.ch' });
  });
  afterAll(async () => {
    await t.close();
  });

  async function onboardedUser(email: string) {
    const user = await signUpUser(t, email);
    expect((await callApi(t, user).put('/api/preferences', VALID_PREFERENCES)).statusCode).toBe(
      200,
    );
    return user;
  }
  async function openCheckout(user: TestUser) {
    const response = await callApi(t, user).post('/api/subscription/checkout');
    expect(response.statusCode).toBe(200);
    const url = new URL(response.json().url as string);
    expect(url.origin).toBe('http://localhost:3000');
    expect(url.pathname).toMatch(/^\/demo\/checkout\/demo_cs_[\w-]+$/);
    return url.pathname.split('/').at(-1)!;
  }
  const pay = (user: TestUser, sessionId: string, body: Record<string, string> = {}) =>
    callApi(t, user).post(`/api/demo/checkout/${sessionId}/pay`, { ...CARD, ...body });
  const confirm = (user: TestUser, sessionId: string) =>
    callApi(t, user).post('/api/subscription/confirm', { sessionId });
  const nextRoute = async (user: TestUser) =>
    (await callApi(t, user).get('/api/me')).json().nextRoute as string;
  const rowsOf = (user: TestUser) =>
    t.database.db.select().from(userSubscriptions).where(eq(userSubscriptions.userId, user.id));
  const notificationsOf = (user: TestUser) =>
    t.database.db.select().from(notifications).where(eq(notifications.userId, user.id));

  describe('the happy path with the test card 4242', () => {
    let lea: TestUser;
    let sessionId: string;
    beforeAll(async () => {
      lea = await onboardedUser('lea@example.ch');
    });

    it('starts with no subscription: /subscription, no summary, no portal, 402 on the dashboard', async () => {
      expect(await nextRoute(lea)).toBe('/subscription');
      expect((await callApi(t, lea).get('/api/subscription')).json()).toBeNull();
      const portal = await callApi(t, lea).post('/api/subscription/portal');
      expect(portal.statusCode).toBe(404);
      expect(portal.json()).toMatchObject({
        code: 'NO_SUBSCRIPTION',
        message: 'Aucun abonnement trouvé',
      });
      expect((await callApi(t, lea).get('/api/dashboard/stats')).statusCode).toBe(402);
    });

    it('opens a demo session that only its owner can see', async () => {
      sessionId = await openCheckout(lea);
      const shown = await callApi(t, lea).get(`/api/demo/checkout/${sessionId}`);
      expect(shown.json()).toEqual({
        id: sessionId,
        email: 'lea@example.ch',
        amountChf: 9.99,
        status: 'open',
      });
      const intruder = await signUpUser(t, 'intrus@example.ch');
      expect((await callApi(t, intruder).get(`/api/demo/checkout/${sessionId}`)).statusCode).toBe(
        404,
      );
      expect((await pay(intruder, sessionId)).statusCode).toBe(404);
      expect((await confirm(intruder, sessionId)).statusCode).toBe(404);
      expect((await callApi(t).get(`/api/demo/checkout/${sessionId}`)).statusCode).toBe(401);
    });

    it('visiting /payment/success before paying activates nothing', async () => {
      const response = await confirm(lea, sessionId);
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({
        status: 'incomplete',
        hasAccess: false,
        trialEnd: null,
        email: 'lea@example.ch',
      });
      expect(await rowsOf(lea)).toHaveLength(0);
      expect(await nextRoute(lea)).toBe('/subscription');
    });

    it('pays and returns the success URL with the session id', async () => {
      const response = await pay(lea, sessionId);
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({
        redirectUrl: `http://localhost:3000/payment/success?session_id=${sessionId}`,
      });
    });

    it('confirms: active, one notification even when confirmed twice', async () => {
      for (let i = 0; i < 2; i++) {
        const response = await confirm(lea, sessionId);
        expect(response.statusCode).toBe(200);
        expect(response.json()).toEqual({
          status: 'active',
          hasAccess: true,
          trialEnd: null,
          email: 'lea@example.ch',
        });
      }
      const rows = await rowsOf(lea);
      expect(rows).toHaveLength(1);
      expect(rows[0]).toMatchObject({ plan: 'premium', status: 'active', provider: 'demo' });
      const sent = await notificationsOf(lea);
      expect(sent).toHaveLength(1);
      expect(sent[0]).toMatchObject({ title: 'Abonnement activé', type: 'system' });
      expect(sent[0]!.message).toMatch(/abonnement est actif/);
      expect(await nextRoute(lea)).toBe('/dashboard');
      expect((await callApi(t, lea).get('/api/dashboard/stats')).statusCode).toBe(200);
    });

    it('paying the same session again records nothing new', async () => {
      const again = await pay(lea, sessionId);
      expect(again.json().redirectUrl).toContain(sessionId);
      expect(await rowsOf(lea)).toHaveLength(1);
      expect((await callApi(t, lea).get(`/api/demo/checkout/${sessionId}`)).json().status).toBe(
        'complete',
      );
    });

    it('summarises the subscription and opens the demo portal', async () => {
      const summary = (await callApi(t, lea).get('/api/subscription')).json();
      expect(summary).toMatchObject({
        status: 'active',
        provider: 'demo',
        plan: 'premium',
        trialEnd: null,
        cancelAtPeriodEnd: false,
        hasCustomer: true,
      });
      const periodEnd = Date.parse(summary.currentPeriodEnd);
      expect(periodEnd - Date.now()).toBeGreaterThan(27 * 86_400_000);
      expect(periodEnd - Date.now()).toBeLessThan(32 * 86_400_000);
      const portal = await callApi(t, lea).post('/api/subscription/portal');
      expect(portal.statusCode).toBe(200);
      expect(portal.json()).toEqual({ url: 'http://localhost:3000/demo/portal' });
    });

    it('cancels at period end (access kept), survives a late confirm, and resumes', async () => {
      const canceled = await callApi(t, lea).post('/api/demo/portal/cancel');
      expect(canceled.statusCode).toBe(200);
      expect(canceled.json()).toMatchObject({ status: 'active', cancelAtPeriodEnd: true });
      expect(await nextRoute(lea)).toBe('/dashboard');

      // Confirming the old checkout again must not undo the newer cancellation.
      await confirm(lea, sessionId);
      expect((await callApi(t, lea).get('/api/subscription')).json().cancelAtPeriodEnd).toBe(true);

      const resumed = await callApi(t, lea).post('/api/demo/portal/resume');
      expect(resumed.json()).toMatchObject({ status: 'active', cancelAtPeriodEnd: false });
      expect(await rowsOf(lea)).toHaveLength(1);
      expect(await notificationsOf(lea)).toHaveLength(1);
    });

    it('sends a subscriber back to the dashboard instead of a second checkout', async () => {
      const response = await callApi(t, lea).post('/api/subscription/checkout');
      expect(response.json()).toEqual({ url: 'http://localhost:3000/dashboard' });
    });
  });

  it('declines 4000 0000 0000 0002 in French and records nothing', async () => {
    const marc = await onboardedUser('max@example.ch');
    const sessionId = await openCheckout(marc);
    const eventsBefore = (await t.database.db.select().from(paymentEvents)).length;
    const response = await pay(marc, sessionId, { cardNumber: '4000 0000 0000 0002' });
    expect(response.statusCode).toBe(402);
    expect(response.json()).toMatchObject({
      code: 'CARD_DECLINED',
      message: 'Votre carte a été refusée. Veuillez utiliser une autre carte.',
    });
    expect(await rowsOf(marc)).toHaveLength(0);
    expect(await notificationsOf(marc)).toHaveLength(0);
    expect(await t.database.db.select().from(paymentEvents)).toHaveLength(eventsBefore);
    const [session] = await t.database.db
      .select()
      .from(demoCheckoutSessions)
      .where(eq(demoCheckoutSessions.id, sessionId));
    expect(session?.status).toBe('open');
    expect((await confirm(marc, sessionId)).json()).toMatchObject({ hasAccess: false });
    expect(await nextRoute(marc)).toBe('/subscription');
  });

  it('refuses an unknown promo code, a past expiry and a malformed card, recording nothing', async () => {
    const zoe = await onboardedUser('zoe@example.ch');
    const sessionId = await openCheckout(zoe);
    const promo = await pay(zoe, sessionId, { promoCode: 'FREE31' });
    expect(promo.statusCode).toBe(422);
    expect(promo.json()).toMatchObject({
      code: 'INVALID_PROMO_CODE',
      message: 'Ce code promo n’est pas valide',
    });
    const expired = await pay(zoe, sessionId, { expiry: '01/20' });
    expect(expired.statusCode).toBe(422);
    expect(expired.json().issues).toEqual([{ path: 'expiry', message: 'validation.expiryPast' }]);
    const malformed = await pay(zoe, sessionId, { cardNumber: '1234' });
    expect(malformed.json().issues).toEqual([
      { path: 'cardNumber', message: 'validation.cardNumberInvalid' },
    ]);
    const badCvc = await pay(zoe, sessionId, { cvc: '1' });
    expect(badCvc.json().issues).toEqual([{ path: 'cvc', message: 'validation.cvcInvalid' }]);
    expect(await rowsOf(zoe)).toHaveLength(0);
  });

  it('FREE30 (any case) gives a 30-day trial that opens the dashboard', async () => {
    const ines = await onboardedUser('ines@example.ch');
    const sessionId = await openCheckout(ines);
    expect((await pay(ines, sessionId, { promoCode: 'free30' })).statusCode).toBe(200);
    const response = await confirm(ines, sessionId);
    const body = response.json();
    expect(body).toMatchObject({ status: 'trialing', hasAccess: true, email: 'ines@example.ch' });
    const in30Days = Date.now() + 30 * 86_400_000;
    expect(Math.abs(Date.parse(body.trialEnd) - in30Days)).toBeLessThan(60_000);
    const [row] = await rowsOf(ines);
    expect(row?.trialEnd?.toISOString()).toBe(body.trialEnd);
    expect(await nextRoute(ines)).toBe('/dashboard');
    const [note] = await notificationsOf(ines);
    expect(note?.message).toMatch(/essai gratuit est activé jusqu’au \d{1,2} \S+ \d{4}/);
  });

  it('an expired session can no longer be paid (Session expirée)', async () => {
    const paul = await onboardedUser('paul@example.ch');
    const sessionId = await openCheckout(paul);
    await t.database.db
      .update(demoCheckoutSessions)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(demoCheckoutSessions.id, sessionId));
    expect((await callApi(t, paul).get(`/api/demo/checkout/${sessionId}`)).json().status).toBe(
      'expired',
    );
    const response = await pay(paul, sessionId);
    expect(response.statusCode).toBe(410);
    expect(response.json()).toMatchObject({
      code: 'PAYMENT_SESSION_EXPIRED',
      message: 'Session expirée',
    });
    expect((await confirm(paul, sessionId)).statusCode).toBe(410);
    expect(await rowsOf(paul)).toHaveLength(0);
  });

  it('a failing notification is only logged: the subscription is still active', async () => {
    const hugo = await onboardedUser('hugo@example.ch');
    await t.database.db.execute(
      sql.raw(`create function refuse_notifications() returns trigger language plpgsql as $$
        begin raise exception 'notifications down'; end $$`),
    );
    await t.database.db.execute(
      sql.raw(`create trigger refuse_notifications before insert on notifications
        for each row execute function refuse_notifications()`),
    );
    try {
      const sessionId = await openCheckout(hugo);
      expect((await pay(hugo, sessionId)).statusCode).toBe(200);
      expect((await confirm(hugo, sessionId)).json()).toMatchObject({ status: 'active' });
      expect(await notificationsOf(hugo)).toHaveLength(0);
    } finally {
      await t.database.db.execute(sql.raw('drop trigger refuse_notifications on notifications'));
    }
  });

  it('a complimentary account is sent to the dashboard and never altered by the demo', async () => {
    const guest = await signUpUser(t, 'invite@mijote.ch');
    const checkout = await callApi(t, guest).post('/api/subscription/checkout');
    expect(checkout.json()).toEqual({ url: 'http://localhost:3000/dashboard' });
    expect(await nextRoute(guest)).toBe('/dashboard');
  });

  it('builds URLs on PUBLIC_URL when the request names no origin, and refuses a foreign one', async () => {
    const eve = await onboardedUser('eve@example.ch');
    const checkout = (headers: Record<string, string>) =>
      t.app.inject({
        method: 'POST',
        url: '/api/subscription/checkout',
        headers: { cookie: eve.cookie, ...headers },
      });
    const serverSide = await checkout({});
    expect(new URL(serverSide.json().url).origin).toBe('http://localhost:3000');
    const foreign = await checkout({ origin: 'https://evil.example' });
    expect(foreign.statusCode).toBe(403);
    expect(foreign.json().code).toBe('ORIGIN_REFUSED');
  });
});

// One user opened 130 checkout sessions by clicking again and again.
describe('demo checkout sessions per user', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => {
    await t.close();
  });

  it('keeps one open session per user however often checkout is asked', async () => {
    const noe = await signUpUser(t, 'noe@example.ch');
    await callApi(t, noe).put('/api/preferences', VALID_PREFERENCES);
    const openCheckout = async () =>
      new URL((await callApi(t, noe).post('/api/subscription/checkout')).json().url).pathname
        .split('/')
        .at(-1);
    const first = await openCheckout();
    for (let i = 0; i < 5; i++) expect(await openCheckout()).toBe(first);
    const open = await t.database.db
      .select({ id: demoCheckoutSessions.id })
      .from(demoCheckoutSessions)
      .where(eq(demoCheckoutSessions.userId, noe.id));
    expect(open).toEqual([{ id: first }]);
    // Once paid, the next checkout (after a cancellation, say) is a new session.
    expect((await callApi(t, noe).post(`/api/demo/checkout/${first}/pay`, CARD)).statusCode).toBe(
      200,
    );
    await t.database.db
      .update(userSubscriptions)
      .set({ status: 'canceled' })
      .where(eq(userSubscriptions.userId, noe.id));
    expect(await openCheckout()).not.toBe(first);
  });
});
