import { ERROR_MESSAGES } from '@mijote/contracts';
import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { listDeclaredRoutes } from '../src/lib/route-table';
import { dumpRows } from './helpers/db-rows';
import { signedEvent, startFakeStripe, stripeSubscription } from './helpers/fake-stripe';
import {
  createMatrixWorld,
  type MatrixRequest,
  placeholderUrl,
  ROUTE_CASES,
  routeKey,
} from './helpers/route-matrix';
import { createTestApp, type TestApp } from './helpers/test-app';
import { signUpUser, TEST_ORIGIN, type TestUser, VALID_PREFERENCES } from './helpers/users';

// One hook checks where every state-changing request comes from. A page of a
// foreign origin is refused on EVERY such route of the table (listDeclaredRoutes), with the
// caller's own cookie, before anything is written; callers without a browser's headers (curl,
// Stripe) are let through, and the Stripe webhook declares itself exempt.

const FOREIGN = 'https://evil.example';

describe('origin check on state-changing routes', () => {
  let t: TestApp;
  let lea: TestUser;
  beforeAll(async () => {
    t = await createTestApp({ COMPLIMENTARY_EMAILS: 'lea@example.ch' });
    lea = await signUpUser(t, 'lea@example.ch');
  });
  afterAll(async () => {
    await t.close();
  });

  const send = (method: string, url: string, payload: unknown, headers: Record<string, string>) =>
    t.app.inject({
      method: method as InjectOptions['method'],
      url,
      headers: { cookie: lea.cookie, ...headers },
      payload: payload as InjectOptions['payload'],
    });

  it('declares the check on every state-changing route, and only the Stripe webhook is exempt', async () => {
    const stateChanging = listDeclaredRoutes(t.app).filter((r) =>
      ['POST', 'PUT', 'PATCH', 'DELETE'].includes(r.method),
    );
    expect(stateChanging.length).toBeGreaterThan(10);
    expect(stateChanging.filter((r) => !r.checksOrigin)).toEqual([]);
    expect(listDeclaredRoutes(t.app).filter((r) => r.method === 'GET' && r.checksOrigin)).toEqual(
      [],
    );
  });

  it('refuses a foreign Origin on every state-changing route, writing nothing', async () => {
    // Requests each route would carry out for its caller (the matrix's table, real rows named;
    // authorization-matrix.test.ts shows each one succeeds from the app's own page): nothing but
    // the origin stands between them and a write.
    const w = await createMatrixWorld(t, 'origin-');
    const newcomer = await w.fresh('newcomer');
    const prepared: Array<{
      key: string;
      method: string;
      request: MatrixRequest;
      caller: TestUser;
    }> = [];
    for (const route of listDeclaredRoutes(t.app).filter((r) => r.checksOrigin)) {
      const key = routeKey(route);
      const routeCase = ROUTE_CASES[key];
      const caller = routeCase?.caller === 'newcomer' ? newcomer : w.lea;
      const request = routeCase?.request
        ? await routeCase.request(t, caller)
        : { url: placeholderUrl(route), body: {} };
      prepared.push({ key, method: route.method, request, caller });
    }
    expect(prepared.length).toBeGreaterThan(30);
    const before = await dumpRows(t.database.db);
    for (const { key, method, request, caller } of prepared) {
      const browsers: Record<string, string>[] = [
        { origin: FOREIGN },
        { 'sec-fetch-site': 'cross-site' },
      ];
      for (const headers of browsers) {
        const response = await t.app.inject({
          method: method as InjectOptions['method'],
          url: request.url,
          headers: { cookie: caller.cookie, ...headers },
          ...(request.body === undefined
            ? {}
            : { payload: request.body as InjectOptions['payload'] }),
        });
        expect(response.statusCode, `${key} ${JSON.stringify(headers)}`).toBe(403);
        expect(response.json()).toEqual({
          code: 'ORIGIN_REFUSED',
          message: ERROR_MESSAGES.ORIGIN_REFUSED,
          requestId: response.headers['x-request-id'],
        });
      }
    }
    expect(await dumpRows(t.database.db)).toEqual(before);
  }, 120_000);

  it('lets the app’s own pages and callers without a browser’s headers through', async () => {
    const fromPage = await send('PUT', '/api/preferences', VALID_PREFERENCES, {
      origin: TEST_ORIGIN,
    });
    expect(fromPage.statusCode).toBe(200);
    const sameOrigin = await send('PUT', '/api/preferences', VALID_PREFERENCES, {
      'sec-fetch-site': 'same-origin',
    });
    expect(sameOrigin.statusCode).toBe(200);
    const curl = await send('PUT', '/api/preferences', VALID_PREFERENCES, {});
    expect(curl.statusCode).toBe(200);
    // Reading is never refused for its origin: a foreign page cannot read the answer anyway.
    const read = await send('GET', '/api/preferences', undefined, { origin: FOREIGN });
    expect(read.statusCode).toBe(200);
  });

  it('refuses an opaque origin ("null": a sandboxed frame, a data: page)', async () => {
    const response = await send('PUT', '/api/preferences', VALID_PREFERENCES, { origin: 'null' });
    expect(response.statusCode).toBe(403);
  });
});

describe('the Stripe webhook', () => {
  it('is exempt: a signed event is applied whatever Origin it carries', async () => {
    const fake = await startFakeStripe();
    const t = await createTestApp(fake.env);
    try {
      const route = listDeclaredRoutes(t.app).find((r) => r.url === '/api/webhooks/stripe');
      expect(route).toMatchObject({ method: 'POST', checksOrigin: false });
      const lea = await signUpUser(t, 'lea@example.ch');
      const signed = signedEvent({
        id: 'evt_origin',
        type: 'customer.subscription.updated',
        created: Math.floor(Date.now() / 1000),
        object: stripeSubscription({ id: 'sub_origin', userId: lea.id, status: 'active' }),
      });
      const response = await t.app.inject({
        method: 'POST',
        url: '/api/webhooks/stripe',
        headers: {
          'content-type': 'application/json',
          'stripe-signature': signed.signature,
          origin: FOREIGN,
        },
        payload: signed.payload,
      });
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({ received: true, outcome: 'applied' });
    } finally {
      await t.close();
      await fake.close();
    }
  });
});
