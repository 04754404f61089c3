import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { ERROR_MESSAGES, type ErrorCode, NAME_MAX_LENGTH } from '@mijote/contracts';
import { eq } from 'drizzle-orm';
import fc from 'fast-check';
import type { InjectOptions, LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../src/db/schema';
import { listDeclaredRoutes } from '../src/lib/route-table';
import { dumpRows, withoutTables } from './helpers/db-rows';
import { hostileBodies, LOOKS_LIKE_CODE } from './helpers/hostile-bodies';
import { aRecipe, type Member, signUpSubscriber } from './helpers/household';
import { createMatrixWorld, type MatrixWorld, ROUTE_CASES, routeKey } from './helpers/route-matrix';
import { createTestApp, type TestApp } from './helpers/test-app';
import {
  callApi,
  signUpUser,
  TEST_ORIGIN,
  type TestUser,
  VALID_PREFERENCES,
} from './helpers/users';

// No 5xx from what a user sends. NUL characters are refused in one place for
// every route (URL, JSON bodies, the auth mount's raw bodies), nesting past any real form too,
// and better-auth's update-user takes only what the sign-up form would.

const NUL = '\u0000';
const deepArray = (depth: number) => `${'['.repeat(depth)}${']'.repeat(depth)}`;

describe('hostile input', () => {
  let t: TestApp;
  let lea: TestUser;
  beforeAll(async () => {
    t = await createTestApp();
    lea = await signUpUser(t, 'lea@example.ch');
    // Past the default ceiling when the CI machine is loaded (it once took 60 s).
  }, 120_000);
  afterAll(async () => {
    await t.close();
  });

  const send = (request: InjectOptions) =>
    t.app.inject({
      ...request,
      headers: { origin: TEST_ORIGIN, cookie: lea.cookie, ...request.headers },
    });
  const json = (method: 'POST' | 'PUT', url: string, body: string): InjectOptions => ({
    method,
    url,
    headers: { 'content-type': 'application/json' },
    payload: body,
  });
  const userRow = async () =>
    (await t.database.db.select().from(users).where(eq(users.id, lea.id)))[0];

  describe('a NUL character is a French 400 wherever it comes, and reaches no query', () => {
    it.each<[string, InjectOptions]>([
      [
        'in a string of our JSON route',
        json(
          'PUT',
          '/api/preferences',
          JSON.stringify({ ...VALID_PREFERENCES, preferredFoods: [`to${NUL}mate`] }),
        ),
      ],
      [
        'a lone surrogate in a string of our JSON route (it would be stored as U+FFFD)',
        json(
          'PUT',
          '/api/preferences',
          JSON.stringify({ ...VALID_PREFERENCES, preferredFoods: ['to\ud800mate'] }),
        ),
      ],
      [
        'a lone surrogate in a key',
        json('PUT', '/api/preferences', JSON.stringify({ ...VALID_PREFERENCES, 'a\udfff': 1 })),
      ],
      [
        'a lone surrogate in a better-auth JSON body',
        json(
          'POST',
          '/api/auth/update-user',
          JSON.stringify({ firstName: 'L\ud83d', lastName: 'M' }),
        ),
      ],
      [
        'in a key of our JSON route',
        json('PUT', '/api/preferences', JSON.stringify({ ...VALID_PREFERENCES, [`a${NUL}`]: 1 })),
      ],
      [
        'in a checkout session id',
        json('POST', '/api/subscription/confirm', JSON.stringify({ sessionId: `cs_${NUL}1` })),
      ],
      ['in a path parameter', { method: 'GET', url: '/api/demo/checkout/demo_cs_%00x' }],
      ['in a path parameter of a POST', json('POST', '/api/demo/checkout/x%00/pay', '{}')],
      ['in the query', { method: 'GET', url: '/api/me?x=%00' }],
      [
        'in a better-auth JSON body',
        json(
          'POST',
          '/api/auth/sign-up/email',
          JSON.stringify({
            email: 'nul@example.ch',
            password: 'secret123',
            firstName: `L${NUL}a`,
            lastName: 'Nul',
          }),
        ),
      ],
      [
        'in a better-auth key',
        json(
          'POST',
          '/api/auth/sign-in/email',
          JSON.stringify({ email: 'a@b.ch', password: 'x', [`k${NUL}`]: 1 }),
        ),
      ],
      [
        'as a raw byte in a better-auth body',
        {
          method: 'POST',
          url: '/api/auth/sign-in/email',
          headers: { 'content-type': 'text/plain' },
          payload: Buffer.from([0x61, 0x00, 0x62]),
        },
      ],
      [
        'in a better-auth form body',
        {
          method: 'POST',
          url: '/api/auth/sign-in/email',
          headers: { 'content-type': 'application/x-www-form-urlencoded' },
          payload: 'email=a%00@b.ch&password=secret123',
        },
      ],
      [
        'in a reset-password token',
        json(
          'POST',
          '/api/auth/reset-password',
          JSON.stringify({ token: `t${NUL}`, newPassword: 'secret123' }),
        ),
      ],
      [
        'in a mailed verification token',
        { method: 'GET', url: '/api/auth/verify-email?token=%00abc' },
      ],
      [
        'in a mailed reset token',
        { method: 'GET', url: '/api/auth/reset-password/ab%00c?callbackURL=/' },
      ],
      [
        'in update-user',
        json(
          'POST',
          '/api/auth/update-user',
          JSON.stringify({ firstName: `L${NUL}`, lastName: 'M' }),
        ),
      ],
      [
        'in change-email',
        json('POST', '/api/auth/change-email', JSON.stringify({ newEmail: `a${NUL}@b.ch` })),
      ],
    ])('%s', async (_where, request) => {
      const before = await userRow();
      const response = await send(request);
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({
        code: 'INVALID_CHARACTER',
        message: ERROR_MESSAGES.INVALID_CHARACTER,
        requestId: response.headers['x-request-id'],
      });
      expect(await userRow()).toEqual(before);
    });
  });

  it('refuses JSON nested deeper than any form, on our routes and on better-auth’s', async () => {
    for (const request of [
      json('PUT', '/api/preferences', `{"preferredFoods":${deepArray(5000)}}`),
      json('POST', '/api/auth/update-user', `{"firstName":${deepArray(5000)}}`),
      json('POST', '/api/auth/update-user', deepArray(5000)),
    ]) {
      const response = await send(request);
      expect(response.statusCode).toBe(400);
      expect(response.json().code).toBe('MALFORMED_BODY');
    }
  });

  describe('update-user takes the sign-up rules, and nothing else', () => {
    const update = (body: string) => send(json('POST', '/api/auth/update-user', body));

    it.each<[string, string, string, string]>([
      [
        'a number for a name',
        '{"firstName":123,"lastName":"Martin"}',
        'firstName',
        'validation.invalid',
      ],
      [
        'an object for a name',
        '{"firstName":{},"lastName":"Martin"}',
        'firstName',
        'validation.invalid',
      ],
      [
        '200 kB of text',
        JSON.stringify({ firstName: 'a'.repeat(200_000), lastName: 'M' }),
        'firstName',
        'validation.tooLong',
      ],
      [
        'a blank name',
        '{"firstName":"  ","lastName":"Martin"}',
        'firstName',
        'validation.firstNameRequired',
      ],
      [
        'one name without the other',
        '{"firstName":"Léa"}',
        'lastName',
        'validation.lastNameRequired',
      ],
      [
        'a phone that is not one',
        '{"phone":"not-a-phone <script>"}',
        'phone',
        'validation.phoneInvalid',
      ],
      ['an image', '{"image":"javascript:alert(1)"}', 'image', 'validation.fieldNotAllowed'],
      ['emailVerified', '{"emailVerified":true}', 'emailVerified', 'validation.fieldNotAllowed'],
      ['the e-mail address', '{"email":"autre@example.ch"}', 'email', 'validation.fieldNotAllowed'],
      ['the display name', '{"name":"Quelqu’un"}', 'name', 'validation.fieldNotAllowed'],
      ['an unknown field', '{"role":"admin"}', 'role', 'validation.fieldNotAllowed'],
      ['null', 'null', '', 'validation.invalid'],
      ['a number', '42', '', 'validation.invalid'],
      ['an array', '[]', '', 'validation.invalid'],
    ])('refuses %s with a French 422 and changes nothing', async (_case, body, path, message) => {
      const before = await userRow();
      const response = await update(body);
      expect(response.statusCode).toBe(422);
      expect(response.json()).toMatchObject({
        code: 'VALIDATION_FAILED',
        message: ERROR_MESSAGES.VALIDATION_FAILED,
      });
      expect(response.json().issues).toContainEqual({ path, message });
      expect(await userRow()).toEqual(before);
    });

    it('saves trimmed names with the display name made of them, and removes the phone with ""', async () => {
      const response = await update(
        '{"firstName":"  Zoé ","lastName":" Roh ","phone":"+41791234567"}',
      );
      expect(response.statusCode).toBe(200);
      expect(await userRow()).toMatchObject({
        firstName: 'Zoé',
        lastName: 'Roh',
        name: 'Zoé Roh',
        phone: '+41791234567',
        image: null,
        emailVerified: false,
      });
      expect((await update('{"phone":""}')).statusCode).toBe(200);
      expect((await userRow())?.phone).toBeNull();
    });
  });

  it('refuses fields at sign-up that the form never sends', async () => {
    const response = await send(
      json(
        'POST',
        '/api/auth/sign-up/email',
        JSON.stringify({
          email: 'image@example.ch',
          password: 'secret123',
          firstName: 'Léa',
          lastName: 'Image',
          image: 'javascript:alert(1)',
        }),
      ),
    );
    expect(response.statusCode).toBe(422);
    expect(response.json().issues).toContainEqual({
      path: 'image',
      message: 'validation.fieldNotAllowed',
    });
    const created = await t.database.db
      .select()
      .from(users)
      .where(eq(users.email, 'image@example.ch'));
    expect(created).toEqual([]);
  });

  it('answers other better-auth endpoints taking text with a 4xx, never a 5xx', async () => {
    const long = 'a'.repeat(200_000);
    for (const [url, body] of [
      ['/api/auth/change-email', { newEmail: `${long}@example.ch` }],
      ['/api/auth/change-email', { newEmail: 42 }],
      ['/api/auth/change-password', { currentPassword: long, newPassword: long }],
      ['/api/auth/reset-password', { token: long, newPassword: 'secret123' }],
      ['/api/auth/reset-password', { token: null, newPassword: 'secret123' }],
      ['/api/auth/request-password-reset', { email: { $ne: 1 } }],
      ['/api/auth/send-verification-email', { email: long }],
      ['/api/auth/sign-in/email', { email: ['a@b.ch'], password: 'secret123' }],
      ['/api/auth/sign-up/email', null],
    ] as const) {
      const response = await send(json('POST', url, JSON.stringify(body)));
      expect(
        response.statusCode,
        `${url} ${JSON.stringify(body).slice(0, 60)}`,
      ).toBeGreaterThanOrEqual(400);
      expect(response.statusCode, `${url} ${JSON.stringify(body).slice(0, 60)}`).toBeLessThan(500);
      expect(Object.keys(ERROR_MESSAGES)).toContain(response.json().code);
    }
  });
  describe('every JSON route of the table, fed generated hostile bodies', () => {
    let w: MatrixWorld;
    beforeAll(async () => {
      w = await createMatrixWorld(t, 'fuzz-');
    }, 120_000);

    it('has a valid request in the matrix for every route that reads a body', () => {
      const missing = listDeclaredRoutes(t.app)
        .filter((route) => route.hasBody && !ROUTE_CASES[routeKey(route)]?.request)
        .map(routeKey);
      expect(missing, 'add a request to ROUTE_CASES (test/helpers/route-matrix.ts)').toEqual([]);
    });

    const sendingBodies = Object.entries(ROUTE_CASES)
      .filter(([key, routeCase]) => routeCase.request && /^(POST|PUT|PATCH) /.test(key))
      .map(([key]) => key);

    it.for(sendingBodies)(
      '%s: a French 4xx and nothing written, or a 2xx; never a 5xx',
      async (key, context) => {
        const routeCase = ROUTE_CASES[key]!;
        const method = key.split(' ')[0] as 'POST' | 'PUT' | 'PATCH';
        const kind = routeCase.caller ?? 'subscriber';
        let caller = await w.fresh(kind);
        let request = await routeCase.request!(t, caller);
        if (request.body === undefined) return context.skip('the route reads no body');
        const valid = request.body;
        // Public routes drive better-auth: its sign-in brake counts refused sign-ins in a table
        // (that row is the point of it), and it writes reset tokens after answering, so that the
        // timing tells nothing (a previous run's token may land during this one).
        const bookkeeping =
          routeCase.access === 'public' ? ['sign_in_failures', 'verifications'] : [];
        const rows = async () => withoutTables(await dumpRows(t.database.db), bookkeeping);
        let current = await rows();
        await fc.assert(
          fc.asyncProperty(hostileBodies(valid), async (hostile) => {
            const response = await t.app.inject({
              method,
              url: request.url,
              headers: {
                origin: TEST_ORIGIN,
                cookie: caller.cookie,
                ...(hostile.contentType ? { 'content-type': hostile.contentType } : {}),
              },
              payload: hostile.payload,
            });
            const what = `${key} ${hostile.label} → ${response.statusCode} ${response.body.slice(0, 200)}`;
            expect(response.statusCode, what).toBeLessThan(500);
            if (response.statusCode !== 204) {
              expect(response.headers['content-type'], what).toMatch(
                /^(application\/json|text\/event-stream)/,
              );
            }
            if (response.statusCode < 400) {
              current = await rows();
              if (routeCase.consumesCaller) {
                caller = await w.fresh(kind);
                request = await routeCase.request!(t, caller);
                current = await rows();
              }
              return;
            }
            const refusal = response.json();
            expect(refusal.message, what).toBe(ERROR_MESSAGES[refusal.code as ErrorCode]);
            expect(refusal.requestId, what).toBe(response.headers['x-request-id']);
            expect(await rows(), what).toEqual(current);
          }),
          { numRuns: HOSTILE_RUNS },
        );
      },
    );
  });

  describe('stored text comes back exactly as sent, as JSON', () => {
    let cook: Member;
    beforeAll(async () => {
      cook = await signUpSubscriber(t, 'texte@example.ch');
    });

    /** Where a user's text is stored, and where it is read back. */
    const STORED_TEXT: Array<{
      what: string;
      send(text: string): { url: string; body: unknown };
      echoed(answer: LightMyRequestResponse): unknown;
      listUrl: string;
      listed(list: unknown): unknown[];
      max: number;
    }> = [
      {
        what: 'a shopping item',
        // With a quantity of its own: a name typed alone is read as a whole line when it can be
        // (« 2 boîtes de thon », decision 012), which is not storing text as sent.
        send: (name) => ({ url: '/api/shopping/items', body: { name, quantity: '2' } }),
        echoed: (answer) => answer.json().name,
        listUrl: '/api/shopping/items',
        listed: (list) => (list as { items: { name: string }[] }).items.map((item) => item.name),
        max: NAME_MAX_LENGTH,
      },
      {
        what: 'a fridge item',
        // With a quantity of its own, as the shopping item above.
        send: (name) => ({ url: '/api/fridge/items', body: { name, quantity: 2 } }),
        echoed: (answer) => answer.json().name,
        listUrl: '/api/fridge/items',
        listed: (list) => (list as { items: { name: string }[] }).items.map((item) => item.name),
        max: NAME_MAX_LENGTH,
      },
      {
        what: 'a planned meal',
        send: (recipeTitle) => ({
          url: '/api/planning/meals',
          body: { recipeTitle, date: '2026-05-01', time: '19:00' },
        }),
        echoed: (answer) => answer.json().recipeTitle,
        listUrl: '/api/planning/meals?from=2026-05-01&to=2026-05-01',
        listed: (list) =>
          (list as { meals: { recipeTitle: string }[] }).meals.map((m) => m.recipeTitle),
        max: NAME_MAX_LENGTH,
      },
      {
        what: 'a favourite',
        send: (title) => ({
          url: '/api/favorites',
          body: { recipe: aRecipe({ id: `texte-${++textSerial}`, title, ingredients: [title] }) },
        }),
        echoed: (answer) => answer.json().recipe.title,
        listUrl: '/api/favorites',
        listed: (list) =>
          (
            list as { favorites: { recipe: { title: string; ingredients: string[] } }[] }
          ).favorites.flatMap((favorite) =>
            favorite.recipe.ingredients[0] === favorite.recipe.title ? [favorite.recipe.title] : [],
          ),
        max: NAME_MAX_LENGTH,
      },
      {
        what: 'a chat message',
        send: (content) => ({ url: '/api/chat/messages', body: { content } }),
        echoed: () => undefined,
        listUrl: '/api/chat/messages',
        listed: (list) =>
          (list as { messages: { role: string; content: string }[] }).messages
            .filter((message) => message.role === 'user')
            .map((message) => message.content),
        max: 2000,
      },
    ];

    it.each(STORED_TEXT.map((entry) => [entry.what, entry] as const))(
      '%s',
      async (_what, entry) => {
        await fc.assert(
          fc.asyncProperty(storedText(entry.max), async (text) => {
            const { url, body } = entry.send(text);
            const sent = await callApi(t, cook).post(url, body);
            if (LONE_SURROGATE.test(text)) {
              // A lone surrogate cannot be stored as sent (UTF-8 has no such character): refused.
              expect(sent.statusCode, sent.body.slice(0, 200)).toBe(400);
              expect(sent.json().code).toBe('INVALID_CHARACTER');
              return;
            }
            expect(sent.statusCode, sent.body.slice(0, 200)).toBeLessThan(300);
            const echoed = entry.echoed(sent);
            if (echoed !== undefined) {
              expect(sent.headers['content-type']).toMatch(/^application\/json; charset=utf-8/);
              expect(echoed).toBe(text.trim());
            }
            const list = await callApi(t, cook).get(entry.listUrl);
            expect(list.headers['content-type']).toMatch(/^application\/json; charset=utf-8/);
            expect(list.headers['x-content-type-options']).toBe('nosniff');
            expect(entry.listed(list.json())).toContain(text.trim());
          }),
          {
            numRuns: entry.what === 'a chat message' ? 4 : ROUND_TRIP_RUNS,
            // Always tried, beside the generated ones: a lone surrogate and look-alike code.
            examples: [['Lait \ud800'], ["<b>Lait</b> '; --"]],
          },
        );
      },
    );

    it('is never handed to the web as HTML: no dangerouslySetInnerHTML, innerHTML or document.write', () => {
      const webSources = join(dirname(fileURLToPath(import.meta.url)), '../../web/src');
      const offenders = readdirSync(webSources, { recursive: true, encoding: 'utf8' })
        .filter((file) => /\.(ts|tsx)$/.test(file))
        .filter((file) =>
          /dangerouslySetInnerHTML|\.innerHTML\b|\.outerHTML\b|insertAdjacentHTML|document\.write/.test(
            readFileSync(join(webSources, file), 'utf8'),
          ),
        );
      // A test may build its page from HTML; the app never does.
      expect(offenders.filter((f) => !/\.test\.tsx?$/.test(f))).toEqual([]);
    });
  });
});

let textSerial = 0;

/** Half of a UTF-16 pair, alone (the u flag reads a whole pair as one character). */
const LONE_SURROGATE = /\p{Cs}/u;

/** Runs per JSON route and per stored text: enough to vary, small enough for CI. */
const HOSTILE_RUNS = 25;
const ROUND_TRIP_RUNS = 12;

/** A text a user may store: anything non-blank within the limit, without NUL (refused elsewhere). */
function storedText(max: number) {
  return fc
    .oneof(
      fc.string({ unit: 'grapheme', minLength: 1, maxLength: 60 }),
      fc.string({ unit: 'grapheme-ascii', minLength: 1, maxLength: 60 }),
      // UTF-16 code units, lone surrogates among them.
      fc.string({ unit: 'binary', minLength: 1, maxLength: 20 }),
      fc.constantFrom(
        'Lait \ud800',
        ...LOOKS_LIKE_CODE,
        '👨‍👩‍👧‍👦 Pâtes « maison »',
        'Crème brûlée\u00a0!',
        '  espaces  ',
      ),
    )
    .filter(
      (text) => !text.includes('\u0000') && text.trim().length > 0 && text.trim().length <= max,
    );
}
