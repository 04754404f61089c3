import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { userSubscriptions } from '../src/db/schema';
import { listDeclaredRoutes } from '../src/lib/route-table';
import { createTestApp, type TestApp } from './helpers/test-app';
import { callApi, signUpUser, type TestUser, VALID_PREFERENCES } from './helpers/users';

// Routes declare their access level and schemas; one hook enforces the level,
// the answer is serialised from its schema, and the table of routes is there to be tested.

const handled: string[] = [];

/** Routes of the test's own, declared like any route of the app. */
function testRoutes(app: FastifyInstance) {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  routes.post(
    '/api/test/subscriber/:itemId',
    {
      config: { access: 'subscriber' },
      schema: {
        params: z.object({ itemId: z.string().max(5) }),
        body: z.object({ name: z.string() }),
        response: { 200: z.object({ callerId: z.string(), name: z.string() }) },
      },
    },
    async (request) => {
      handled.push(request.url);
      return { callerId: request.caller.id, name: request.body.name };
    },
  );
  routes.get(
    '/api/test/leaky',
    {
      config: { access: 'session' },
      schema: { response: { 200: z.object({ id: z.string(), email: z.string() }) } },
    },
    // As if a service handed back a whole row: only the declared fields may leave.
    async (request) => ({
      id: request.caller.id,
      email: request.caller.email,
      passwordHash: 'secret-hash',
      householdId: request.caller.householdId,
    }),
  );
  routes.get(
    '/api/test/wrong-answer',
    {
      config: { access: 'public' },
      schema: { response: { 200: z.object({ count: z.number() }) } },
    },
    async () => ({ count: 'not a number' }) as unknown as { count: number },
  );
}

describe('the route table', () => {
  let t: TestApp;
  let lea: TestUser;
  beforeAll(async () => {
    t = await createTestApp({}, { extraRoutes: testRoutes });
    lea = await signUpUser(t, 'lea@example.ch');
  });
  afterAll(async () => {
    await t.close();
  });

  // Every route's access level is checked against the authorization matrix's table
  // (test/helpers/route-matrix.ts, authorization-matrix.test.ts), which fails on a route it does
  // not know: one list to keep, not two.

  it('knows which routes take params and a body, and which answer through a schema', () => {
    const byKey = new Map(listDeclaredRoutes(t.app).map((r) => [`${r.method} ${r.url}`, r]));
    expect(byKey.get('POST /api/demo/checkout/:sessionId/pay')).toMatchObject({
      hasParams: true,
      hasBody: true,
      hasQuery: false,
      hasResponseSchema: true,
    });
    expect(byKey.get('GET /api/me')).toMatchObject({ hasParams: false, hasBody: false });
    // Only the raw better-auth mount answers without a schema of ours.
    const unschemed = listDeclaredRoutes(t.app).filter(
      (r) => r.url.startsWith('/api/') && !r.hasResponseSchema,
    );
    expect(unschemed.length).toBeGreaterThan(0);
    expect(unschemed.filter((r) => !r.url.startsWith('/api/auth/'))).toEqual([]);
  });

  it('stops the app from starting when a route declares no access level', async () => {
    await expect(
      createTestApp({}, { extraRoutes: (app) => app.get('/api/forgotten', async () => ({})) }),
    ).rejects.toThrow(/GET \/api\/forgotten ne déclare pas son niveau d’accès/);
    await expect(
      createTestApp(
        {},
        {
          extraRoutes: (app) => {
            void app.register(async (scope) => {
              scope.post('/api/also-forgotten', { config: {} }, async () => ({}));
            });
          },
        },
      ),
    ).rejects.toThrow(/POST \/api\/also-forgotten ne déclare pas son niveau d’accès/);
    // Two apps built from scratch (database and migrations each): 45 s were seen under CI load.
  }, 120_000);

  it('answers 401 to an anonymous caller before reading the body, and runs nothing', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/test/subscriber/abc',
      headers: { 'content-type': 'application/json' },
      payload: '{"name":',
    });
    expect(response.statusCode).toBe(401);
    expect(response.json()).toMatchObject({
      code: 'UNAUTHENTICATED',
      message: 'Utilisateur non connecté',
    });
    expect(handled).toEqual([]);
  });

  it('answers 402 to a signed-in caller without access, and runs nothing', async () => {
    const response = await callApi(t, lea).post('/api/test/subscriber/abc', { name: 'x' });
    expect(response.statusCode).toBe(402);
    expect(response.json()).toMatchObject({ code: 'SUBSCRIPTION_REQUIRED' });
    expect(handled).toEqual([]);
  });

  it('lets a subscriber through with the caller on the request and the input parsed', async () => {
    const guest = await subscribedUser('marc@example.ch');
    const ok = await callApi(t, guest).post('/api/test/subscriber/abc', { name: 'Lait' });
    expect(ok.statusCode).toBe(200);
    expect(ok.json()).toEqual({ callerId: guest.id, name: 'Lait' });

    const invalid = await callApi(t, guest).post('/api/test/subscriber/abcdefgh', {});
    expect(invalid.statusCode).toBe(422);
    expect(invalid.json().code).toBe('VALIDATION_FAILED');
    expect(invalid.json().issues.map((i: { path: string }) => i.path)).toEqual(['itemId']);
    expect(handled).toEqual(['/api/test/subscriber/abc']);
  });

  it('serialises answers from their schema: an undeclared field never leaves', async () => {
    const response = await callApi(t, lea).get('/api/test/leaky');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ id: lea.id, email: 'lea@example.ch' });
    expect(response.body).not.toContain('secret-hash');
    expect(response.body).not.toContain('householdId');
  });

  it('answers a 500 in French, without the data, when an answer breaks its schema', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/test/wrong-answer' });
    expect(response.statusCode).toBe(500);
    expect(response.json()).toMatchObject({ code: 'INTERNAL' });
    expect(response.body).not.toContain('not a number');
  });

  async function subscribedUser(email: string) {
    const user = await signUpUser(t, email);
    await callApi(t, user).put('/api/preferences', VALID_PREFERENCES);
    await t.database.db.insert(userSubscriptions).values({
      userId: user.id,
      status: 'active',
      provider: 'demo',
      providerSubscriptionId: `sub_${user.id}`,
    });
    return user;
  }
});
