import { ERROR_MESSAGES } from '@mijote/contracts';
import { sql } from 'drizzle-orm';
import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../src/db/client';
import { type DeclaredRoute, listDeclaredRoutes } from '../src/lib/route-table';
import { signedEvent, startFakeStripe, stripeSubscription } from './helpers/fake-stripe';
import { createTestApp, type TestApp } from './helpers/test-app';
import { signUpUser, TEST_ORIGIN, type TestUser, VALID_PREFERENCES } from './helpers/users';

// Issue 7, part 4: one hook checks where every state-changing request comes from. A page of a
// foreign origin is refused on EVERY such route of the table (listDeclaredRoutes), with the
// caller's own cookie, before anything is written; callers without a browser's headers (curl,
// Stripe) are let through, and the Stripe webhook declares itself exempt.

const FOREIGN = 'https://evil.example';

/** A concrete URL for a route of the table, and a body it would accept from its owner. */
function requestFor(route: DeclaredRoute): { url: string; payload: unknown } {
  const concrete: Record<string, string> = {
    '/api/auth/sign-in/*': '/api/auth/sign-in/email',
    '/api/auth/sign-up/*': '/api/auth/sign-up/email',
    '/api/auth/*': '/api/auth/update-user',
  };
  const url = (concrete[route.url] ?? route.url)
    .replace(/:\w+/g, 'placeholder')
    .replace('*', 'placeholder');
  const payloads: Record<string, unknown> = {
    '/api/preferences': VALID_PREFERENCES,
    '/api/auth/sign-in/email': { email: 'lea@example.ch', password: 'secret123' },
    '/api/auth/sign-up/email': {
      email: 'nouveau@example.ch',
      password: 'secret123',
      firstName: 'Nouveau',
      lastName: 'Venu',
    },
    '/api/auth/update-user': { firstName: 'Pirate', lastName: 'Venu' },
    '/api/auth/change-email': { newEmail: 'pirate@example.ch' },
    '/api/account/password-reset': { email: 'lea@example.ch' },
    '/api/subscription/confirm': { sessionId: 'cs_placeholder' },
  };
  return { url, payload: payloads[url] ?? {} };
}

/** Every row of every table of the app, to show that a refused request wrote nothing. */
async function everyRow(db: Db): Promise<string> {
  const tables = await db.execute<{ table_name: string }>(
    sql`select table_name from information_schema.tables where table_schema = 'public' and table_type = 'BASE TABLE' order by table_name`,
  );
  const dump: Record<string, string[]> = {};
  for (const { table_name } of tables.rows) {
    const rows = await db.execute(sql.raw(`select * from "${table_name}"`));
    dump[table_name] = rows.rows.map((row) => JSON.stringify(row)).sort();
  }
  return JSON.stringify(dump);
}

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
    const routes = listDeclaredRoutes(t.app).filter(
      (r) => ['POST', 'PUT', 'PATCH', 'DELETE'].includes(r.method) && r.checksOrigin !== false,
    );
    expect(routes.length).toBeGreaterThan(10);
    const before = await everyRow(t.database.db);
    for (const route of routes) {
      const { url, payload } = requestFor(route);
      const browsers: Record<string, string>[] = [
        { origin: FOREIGN },
        { 'sec-fetch-site': 'cross-site' },
      ];
      for (const headers of browsers) {
        const response = await send(route.method, url, payload, headers);
        expect(response.statusCode, `${route.method} ${url} ${JSON.stringify(headers)}`).toBe(403);
        expect(response.json()).toEqual({
          code: 'ORIGIN_REFUSED',
          message: ERROR_MESSAGES.ORIGIN_REFUSED,
          requestId: response.headers['x-request-id'],
        });
      }
    }
    expect(await everyRow(t.database.db)).toBe(before);
  });

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
