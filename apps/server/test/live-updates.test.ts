import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { householdMembers, shoppingItems } from '../src/db/schema';
import { anOwnRecipe, joinHousehold, type Member, signUpSubscriber } from './helpers/household';
import { type LiveStream, openLiveStream } from './helpers/live-stream';
import { createTestApp, type TestApp } from './helpers/test-app';
import { callApi } from './helpers/users';

// A member's change reaches the other members' open screens within a second,
// never another household's (on PGlite, and on PostgreSQL when TEST_DATABASE_URL is set).

const SECOND = 1_000;
const isChange = (resource: string) => (event: { type: string; resource?: string }) =>
  event.type === 'change' && event.resource === resource;
/** Long enough for a stray event to have arrived, were one sent. */
const settle = () => new Promise((resolve) => setTimeout(resolve, 300));

let t: TestApp;
let lea: Member;
let zoe: Member;
let max: Member;
const streams: LiveStream[] = [];
const open = async (
  ...args: Parameters<typeof openLiveStream> extends [unknown, ...infer R] ? R : never
) => {
  const stream = await openLiveStream(t.app, ...args);
  streams.push(stream);
  return stream;
};

beforeAll(async () => {
  // No catch-up here: each test's new streams see only what happens after them.
  t = await createTestApp(
    {},
    { liveTiming: { heartbeatMs: 100, recheckMs: 60_000, catchUpMs: 0 } },
  );
  await t.app.listen({ host: '127.0.0.1', port: 0 });
  lea = await signUpSubscriber(t, 'lea-live@example.ch');
  zoe = await joinHousehold(t, await signUpSubscriber(t, 'zoe-live@example.ch'), lea.householdId);
  max = await signUpSubscriber(t, 'max-live@example.ch');
});

afterAll(async () => {
  for (const stream of streams) stream.close();
  await t?.close();
});

describe('GET /api/household/events', () => {
  it('is for subscribers, like the data routes', async () => {
    expect((await callApi(t).get('/api/household/events')).statusCode).toBe(401);
  });

  it('opens with the retry hint and ready, then beats while quiet', async () => {
    const stream = await open(lea);
    expect(stream.status).toBe(200);
    const ready = await stream.next((event) => event.type === 'ready');
    expect(ready.id).toMatch(/^[\w.]+$/);
    expect(stream.retry).toBe(2_000);
    await settle();
    expect(stream.comments).toContain('ping');
    stream.close();
  });

  it('delivers a change to every member within a second, and never to another household', async () => {
    const leaStream = await open(lea);
    const zoeStream = await open(zoe);
    const maxStream = await open(max);
    await Promise.all(
      [leaStream, zoeStream, maxStream].map((s) => s.next((e) => e.type === 'ready')),
    );

    const started = Date.now();
    const added = await callApi(t, lea).post('/api/shopping/items', { name: 'Poireaux' });
    expect(added.statusCode).toBe(201);
    const [toZoe, toLea] = await Promise.all([
      zoeStream.next(isChange('shopping'), SECOND),
      leaStream.next(isChange('shopping'), SECOND),
    ]);
    expect(toZoe.at - started).toBeLessThan(SECOND);
    expect(toZoe.id).toBe(toLea.id);

    await callApi(t, zoe).post('/api/fridge/items', { name: 'Gruyère' });
    await leaStream.next(isChange('fridge'), SECOND);
    await callApi(t, lea).post('/api/planning/meals', {
      recipeTitle: 'Raclette',
      date: '2026-11-21',
      time: '19:00',
      servings: 4,
      type: 'plat',
    });
    await zoeStream.next(isChange('planning'), SECOND);
    await callApi(t, zoe).post('/api/own-recipes', anOwnRecipe({ title: 'Soupe de Zoé' }));
    await leaStream.next(isChange('ownRecipes'), SECOND);

    // Max's own change reaches Max, and only Max.
    await callApi(t, max).post('/api/shopping/items', { name: 'Sel' });
    await maxStream.next(isChange('shopping'), SECOND);
    await settle();
    expect(maxStream.events.filter((e) => e.event.type === 'change')).toHaveLength(1);
    expect(zoeStream.events.filter((e) => e.event.type === 'change')).toHaveLength(4);
  });

  it('tells the other members when a fridge item is edited, and only them', async () => {
    const added = await callApi(t, lea).post('/api/fridge/items', { name: 'Yaourts', quantity: 4 });
    const { id } = added.json<{ id: string }>();
    const zoeStream = await open(zoe);
    const maxStream = await open(max);
    await Promise.all([zoeStream, maxStream].map((s) => s.next((e) => e.type === 'ready')));
    // The addition, just before, may still reach Zoé (live on PostgreSQL, whose notification
    // can come after she connected, or as the connection's catch-up): only what follows counts.
    await settle();
    const seenBefore = zoeStream.events.length;

    const edited = await callApi(t, lea).patch(`/api/fridge/items/${id}`, { quantity: 2 });
    expect(edited.statusCode).toBe(200);
    await zoeStream.next(isChange('fridge'), SECOND);
    // Max's attempt on it is refused: nothing committed, nothing sent.
    const refused = await callApi(t, max).patch(`/api/fridge/items/${id}`, { quantity: 9 });
    expect(refused.statusCode).toBe(404);
    await settle();
    expect(
      zoeStream.events.slice(seenBefore).filter((e) => isChange('fridge')(e.event)),
    ).toHaveLength(1);
    expect(maxStream.events.map((e) => e.event.type)).toEqual(['ready']);
  });

  it('tells the other members when an invitation is created or revoked (« Mon foyer » lists it)', async () => {
    const zoeStream = await open(zoe);
    const maxStream = await open(max);
    await Promise.all([zoeStream, maxStream].map((s) => s.next((e) => e.type === 'ready')));

    const created = await callApi(t, lea).post('/api/household/invitations', {});
    expect(created.statusCode).toBe(201);
    await zoeStream.next(isChange('members'), SECOND);
    const { invitation } = created.json<{ invitation: { id: string } }>();
    const revoked = await callApi(t, lea).delete(`/api/household/invitations/${invitation.id}`);
    expect(revoked.statusCode).toBe(204);
    await settle();
    expect(zoeStream.events.filter((e) => isChange('members')(e.event))).toHaveLength(2);
    expect(maxStream.events.map((e) => e.event.type)).toEqual(['ready']);
  });

  it('sends nothing for a refused change (nothing committed)', async () => {
    const zoeStream = await open(zoe);
    await zoeStream.next((e) => e.type === 'ready');
    const missing = '00000000-0000-4000-8000-000000000000';
    const refused = await callApi(t, lea).patch(`/api/shopping/items/${missing}`, {
      checked: true,
    });
    expect(refused.statusCode).toBe(404);
    await settle();
    expect(zoeStream.events.map((e) => e.event.type)).toEqual(['ready']);
  });

  it('replays what a reconnecting client missed after its Last-Event-ID', async () => {
    const first = await open(zoe);
    const ready = await first.next((e) => e.type === 'ready');
    first.close();
    await first.ended;

    await callApi(t, lea).post('/api/shopping/items', { name: 'Carottes' });
    await callApi(t, lea).post('/api/fridge/items', { name: 'Beurre' });
    await settle();

    const again = await open(zoe, { lastEventId: ready.id });
    const resumed = await again.next((e) => e.type === 'ready');
    expect(again.events.map((e) => e.event)).toEqual([
      { type: 'change', resource: 'shopping' },
      { type: 'change', resource: 'fridge' },
      { type: 'ready' },
    ]);
    // Nothing new since: a reconnection with the latest id replays nothing.
    again.close();
    const quiet = await open(zoe, { query: `?lastEventId=${resumed.id}` });
    await quiet.next((e) => e.type === 'ready');
    expect(quiet.events.map((e) => e.event.type)).toEqual(['ready']);
  });

  it('tells a client whose Last-Event-ID it does not know to fetch everything', async () => {
    const stream = await open(zoe, { lastEventId: 'm0.999' });
    await stream.next((e) => e.type === 'ready');
    expect(stream.events.map((e) => e.event.type)).toEqual(['resync', 'ready']);
  });

  it('stops a removed member’s stream at once, and the household goes on', async () => {
    const theo = await joinHousehold(
      t,
      await signUpSubscriber(t, 'theo-live@example.ch'),
      lea.householdId,
    );
    const theoStream = await open(theo);
    const leaStream = await open(lea);
    await Promise.all([theoStream, leaStream].map((s) => s.next((e) => e.type === 'ready')));

    await t.database.db
      .delete(householdMembers)
      .where(
        and(
          eq(householdMembers.householdId, lea.householdId),
          eq(householdMembers.userId, theo.id),
        ),
      );
    await theoStream.ended;
    const from = leaStream.events.length;
    await callApi(t, lea).post('/api/shopping/items', { name: 'Navets' });
    await leaStream.next(isChange('shopping'), SECOND, from);
    // Nothing of the household after his removal reached him. (The notification of his own
    // joining may still arrive after his stream opened: a 'members' change, his to see.)
    expect(
      theoStream.events.filter((e) => e.event.type === 'change' && e.event.resource !== 'members'),
    ).toEqual([]);
    expect(leaStream.events.some((e) => isChange('members')(e.event))).toBe(true);
    // Reconnecting does not help: the access check refuses him.
    const again = await openLiveStream(t.app, theo);
    expect(again.status).toBe(401);
  });

  it('gives a first stream the changes of the last moments again, not older ones', async () => {
    // The screen opening with the stream read its lists a moment before: a change committed in
    // between must reach it (a reconnection has its Last-Event-ID for that).
    const other = await createTestApp(
      {},
      { liveTiming: { heartbeatMs: 100, recheckMs: 60_000, catchUpMs: 1.5 * SECOND } },
    );
    await other.app.listen({ host: '127.0.0.1', port: 0 });
    const noa = await signUpSubscriber(other, 'noa-live@example.ch');
    await callApi(other, noa).post('/api/shopping/items', { name: 'Poireaux' });
    await new Promise((resolve) => setTimeout(resolve, 2 * SECOND));
    await callApi(other, noa).post('/api/fridge/items', { name: 'Beurre' });
    await settle();
    const stream = await openLiveStream(other.app, noa);
    await stream.next((e) => e.type === 'ready');
    expect(stream.events.map((e) => e.event)).toEqual([
      { type: 'change', resource: 'fridge' },
      { type: 'ready' },
    ]);
    stream.close();
    await other.close();
  });

  it('ends the streams when the server stops', async () => {
    const other = await createTestApp();
    await other.app.listen({ host: '127.0.0.1', port: 0 });
    const ines = await signUpSubscriber(other, 'ines-live@example.ch');
    const stream = await openLiveStream(other.app, ines);
    await stream.next((e) => e.type === 'ready');
    const started = Date.now();
    const closing = other.close();
    await stream.ended;
    expect(Date.now() - started).toBeLessThan(SECOND);
    await closing;
  });
});

describe('two members checking the same item at once', () => {
  it('end in one state, the one both see', async () => {
    const added = await callApi(t, lea).post('/api/shopping/items', { name: 'Pommes' });
    const itemId = added.json().id as string;
    for (let round = 0; round < 5; round++) {
      const answers = await Promise.all([
        callApi(t, lea).patch(`/api/shopping/items/${itemId}`, { checked: true }),
        callApi(t, zoe).patch(`/api/shopping/items/${itemId}`, { checked: false }),
        callApi(t, zoe).patch(`/api/shopping/items/${itemId}`, { checked: true }),
        callApi(t, lea).patch(`/api/shopping/items/${itemId}`, { checked: false }),
      ]);
      expect(answers.map((answer) => answer.statusCode)).toEqual([200, 200, 200, 200]);
      const [row] = await t.database.db
        .select({ checked: shoppingItems.checked })
        .from(shoppingItems)
        .where(eq(shoppingItems.id, itemId));
      const seenByLea = (await callApi(t, lea).get('/api/shopping/items')).json();
      const seenByZoe = (await callApi(t, zoe).get('/api/shopping/items')).json();
      expect(seenByLea).toEqual(seenByZoe);
      const item = seenByLea.items.find((i: { id: string }) => i.id === itemId);
      expect(item.checked).toBe(row?.checked);
    }
    // Both sent the same state: it holds, whoever came last.
    await Promise.all([
      callApi(t, lea).patch(`/api/shopping/items/${itemId}`, { checked: true }),
      callApi(t, zoe).patch(`/api/shopping/items/${itemId}`, { checked: true }),
    ]);
    const list = (await callApi(t, zoe).get('/api/shopping/items')).json();
    expect(list.items.find((i: { id: string }) => i.id === itemId).checked).toBe(true);
  });
});
