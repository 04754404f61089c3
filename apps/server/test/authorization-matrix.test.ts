import { ERROR_MESSAGES, type ErrorCode } from '@mijote/contracts';
import type { InjectOptions, LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type DeclaredRoute, listDeclaredRoutes } from '../src/lib/route-table';
import { dumpRows, rowsNotNaming, uuidsOf, withoutTables } from './helpers/db-rows';
import type { Member } from './helpers/household';
import {
  assertEveryRouteClassified,
  createMatrixWorld,
  type MatrixRequest,
  type MatrixWorld,
  placeholderUrl,
  ROUTE_CASES,
  type RouteCase,
  routeKey,
} from './helpers/route-matrix';
import { createTestApp, type TestApp } from './helpers/test-app';
import { TEST_ORIGIN, type TestUser } from './helpers/users';

// The authorization matrix, generated from the route table. For every declared
// route: anonymous → 401; a signed-in user without access → 402 on the dashboard's data; a member
// of another household → 404 on a row that is not theirs, and on every other route an answer of
// their own data only. Every probe compares the database before and after. The per-route
// knowledge (how to make a valid request, which row it names) is in helpers/route-matrix.ts:
// a route that table does not know fails the first test, with its name.

let t: TestApp;
let w: MatrixWorld;
let routes: DeclaredRoute[];
beforeAll(async () => {
  t = await createTestApp();
  w = await createMatrixWorld(t);
  routes = listDeclaredRoutes(t.app);
  // Two subscribers and an app: past the default ceiling on a loaded CI machine.
}, 120_000);
afterAll(async () => {
  await t.close();
});

function send(
  method: string,
  request: MatrixRequest,
  user: TestUser | undefined,
): Promise<LightMyRequestResponse> {
  return t.app.inject({
    method: method as InjectOptions['method'],
    url: request.url,
    headers: { origin: TEST_ORIGIN, ...(user ? { cookie: user.cookie } : {}) },
    ...(request.body === undefined ? {} : { payload: request.body as InjectOptions['payload'] }),
  });
}

function expectRefusal(
  response: LightMyRequestResponse,
  status: number,
  code: ErrorCode,
  what: string,
) {
  expect(response.statusCode, `${what}: ${response.body.slice(0, 200)}`).toBe(status);
  expect(response.json(), what).toEqual({
    code,
    message: ERROR_MESSAGES[code],
    requestId: response.headers['x-request-id'],
  });
}

/**
 * The payment provider's event ledger (ids of the provider's events, for deduplication): a row
 * names no user, so a subscriber's own portal call adds one that looks like nobody's.
 */
const PROVIDER_LEDGER = ['payment_events'];

const withoutBody = (method: string) => method === 'GET' || method === 'DELETE';

it('knows every declared route, with the access level it declares', () => {
  expect(routes.length).toBeGreaterThan(40);
  assertEveryRouteClassified(routes);
  // A route added without a line in the table, or declared with another level, fails by name.
  const added = {
    ...routes[0]!,
    method: 'POST',
    url: '/api/new-thing',
    access: 'session' as const,
  };
  expect(() => assertEveryRouteClassified([...routes, added])).toThrow(
    /POST \/api\/new-thing: unknown to the matrix; add it to ROUTE_CASES/,
  );
  const relaxed = routes.map((r) =>
    routeKey(r) === 'GET /api/fridge/items' ? { ...r, access: 'session' as const } : r,
  );
  expect(() => assertEveryRouteClassified(relaxed)).toThrow(
    /GET \/api\/fridge\/items: declares 'session', the matrix expects 'subscriber'/,
  );
});

it('answers 401 to an anonymous caller on every route that is not public, writing nothing', async () => {
  const guarded = routes.filter((route) => route.access !== 'public');
  expect(guarded.length).toBeGreaterThan(30);
  const before = await dumpRows(t.database.db);
  for (const route of guarded) {
    const request = {
      url: placeholderUrl(route),
      ...(withoutBody(route.method) ? {} : { body: {} }),
    };
    expectRefusal(
      await send(route.method, request, undefined),
      401,
      'UNAUTHENTICATED',
      routeKey(route),
    );
  }
  expect(await dumpRows(t.database.db)).toEqual(before);
});

it('answers 402 to a signed-in user without access on every subscriber route, writing nothing', async () => {
  const newcomer = await w.fresh('newcomer');
  const dashboardData = routes.filter((route) => route.access === 'subscriber');
  expect(dashboardData.length).toBeGreaterThan(20);
  // Real requests of the routes, naming rows of Léa's where they name one.
  const requests: Array<[DeclaredRoute, MatrixRequest]> = [];
  for (const route of dashboardData) {
    const routeCase = ROUTE_CASES[routeKey(route)]!;
    requests.push([
      route,
      routeCase.request ? await routeCase.request(t, w.lea) : { url: placeholderUrl(route) },
    ]);
  }
  const before = await dumpRows(t.database.db);
  for (const [route, request] of requests) {
    expectRefusal(
      await send(route.method, request, newcomer),
      402,
      'SUBSCRIPTION_REQUIRED',
      routeKey(route),
    );
  }
  expect(await dumpRows(t.database.db)).toEqual(before);
});

it('answers every request of the table to its own caller (the table’s requests are valid)', async () => {
  const callers = { subscriber: await w.fresh('subscriber'), newcomer: await w.fresh('newcomer') };
  for (const [key, routeCase] of Object.entries(ROUTE_CASES)) {
    if (!routeCase.request || routeCase.access === 'public') continue;
    const kind = routeCase.caller ?? 'subscriber';
    const owner = routeCase.consumesCaller ? await w.fresh(kind) : callers[kind];
    const response = await send(key.split(' ')[0]!, await routeCase.request(t, owner), owner);
    expect(response.statusCode, `${key}: ${response.body.slice(0, 300)}`).toBeLessThan(300);
  }
});

describe('a member of another household', () => {
  const foreignCases = Object.entries(ROUTE_CASES).filter(
    (entry): entry is [string, RouteCase & Required<Pick<RouteCase, 'foreign' | 'request'>>] =>
      entry[1].foreign !== undefined && entry[1].request !== undefined,
  );

  beforeAll(async () => {
    // Léa's household holds a row of every kind, so that a leak has something to show.
    for (const [key, routeCase] of foreignCases) {
      if (routeCase.foreign !== 'own' || routeCase.consumesCaller) continue;
      if ((routeCase.caller ?? 'subscriber') !== 'subscriber' || !key.startsWith('POST')) continue;
      const response = await send(key.split(' ')[0]!, await routeCase.request(t, w.lea), w.lea);
      expect(response.statusCode, `${key}: ${response.body.slice(0, 300)}`).toBeLessThan(300);
    }
  });

  /** The ids and addresses the intruder must never read: every row that is not theirs. */
  function expectNothingOf(
    others: Awaited<ReturnType<typeof dumpRows>>,
    response: LightMyRequestResponse,
    what: string,
  ) {
    const leaked = [...uuidsOf(others), w.lea.email].filter((secret) =>
      response.body.includes(secret),
    );
    expect(leaked, `${what} answers ids of other households`).toEqual([]);
  }

  it.each(foreignCases.map(([key]) => key))('%s', async (key) => {
    const routeCase = ROUTE_CASES[key]!;
    const method = key.split(' ')[0]!;
    const kind = routeCase.caller ?? 'subscriber';
    if (routeCase.foreign === 'own') {
      // The intruder's own valid request: it may only reach the intruder's rows.
      const intruder: Member =
        routeCase.consumesCaller || kind === 'newcomer' ? await w.fresh(kind) : w.marc;
      const request = await routeCase.request!(t, intruder);
      const mine = [intruder.id, intruder.householdId];
      const othersRows = async () =>
        withoutTables(rowsNotNaming(await dumpRows(t.database.db), mine), [
          ...PROVIDER_LEDGER,
          ...(routeCase.touches ?? []),
        ]);
      const before = await othersRows();
      const response = await send(method, request, intruder);
      expect(response.statusCode, `${key}: ${response.body.slice(0, 300)}`).toBeLessThan(500);
      expect(await othersRows(), key).toEqual(before);
      expectNothingOf(before, response, key);
      return;
    }
    // A row of the victim's (Léa's, or a newcomer's checkout), named by the intruder.
    const victim = kind === 'subscriber' ? w.lea : await w.fresh(kind);
    const request = await routeCase.request!(t, victim);
    const before = await dumpRows(t.database.db);
    const response = await send(method, request, w.marc);
    if (routeCase.foreign === 'not-found') expectRefusal(response, 404, 'NOT_FOUND', key);
    else expect(response.statusCode, `${key}: ${response.body.slice(0, 300)}`).toBeLessThan(300);
    expect(await dumpRows(t.database.db), key).toEqual(before);
    expectNothingOf(rowsNotNaming(before, [w.marc.id, w.marc.householdId]), response, key);
  });
});
