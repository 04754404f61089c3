import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  idempotentRequests,
  inventoryItems,
  mealSeries,
  ownRecipes,
  plannedMeals,
  shoppingItems,
} from '../src/db/schema';
import { listDeclaredRoutes } from '../src/lib/route-table';
import {
  anOwnRecipe,
  countRows,
  joinHousehold,
  type Member,
  signUpSubscriber,
} from './helpers/household';
import { createTestApp, type TestApp } from './helpers/test-app';
import { TEST_ORIGIN } from './helpers/users';

// Decision 036: the offline queue sends each change with its own Idempotency-Key, and sends it
// again when no answer came. Whatever happened since, the change is applied once.

describe('changes sent again under their Idempotency-Key', () => {
  let t: TestApp;
  let lea: Member;
  let marc: Member;
  let zoe: Member;
  beforeAll(async () => {
    t = await createTestApp();
    lea = await signUpSubscriber(t, 'lea@example.ch');
    marc = await signUpSubscriber(t, 'marc@example.ch');
    marc = await joinHousehold(t, marc, lea.householdId);
    zoe = await signUpSubscriber(t, 'zoe@example.ch');
  });
  afterAll(async () => {
    await t.close();
  });

  const send = (
    member: Member,
    method: InjectOptions['method'],
    url: string,
    payload?: unknown,
    key?: string,
  ) =>
    t.app.inject({
      method,
      url,
      headers: {
        origin: TEST_ORIGIN,
        cookie: member.cookie,
        ...(key === undefined ? {} : { 'idempotency-key': key }),
      },
      ...(payload === undefined ? {} : { payload: payload as InjectOptions['payload'] }),
    });
  const shoppingRow = async (id: string) =>
    (await t.database.db.select().from(shoppingItems).where(eq(shoppingItems.id, id)))[0];
  const fridgeRow = async (id: string) =>
    (await t.database.db.select().from(inventoryItems).where(eq(inventoryItems.id, id)))[0];

  it('declares the queue’s changes and a household recipe’s saving, and only those, as applied once', () => {
    const idempotent = listDeclaredRoutes(t.app)
      .filter((route) => route.idempotent)
      .map((route) => `${route.method} ${route.url}`)
      .sort();
    expect(idempotent).toEqual([
      'DELETE /api/fridge/items/:itemId',
      'DELETE /api/shopping/items/:itemId',
      'PATCH /api/fridge/items/:itemId',
      'PATCH /api/shopping/items',
      'PATCH /api/shopping/items/:itemId',
      'POST /api/fridge/items',
      'POST /api/own-recipes',
      'POST /api/planning/series',
      'POST /api/shopping/items',
    ]);
  });

  it('saves a household recipe once when the answer was lost and the save is sent again', async () => {
    const key = randomUUID();
    const before = await countRows(t, ownRecipes);
    const body = anOwnRecipe({ title: 'Tarte de grand-maman' });
    const first = await send(lea, 'POST', '/api/own-recipes', body, key);
    expect(first.statusCode, first.body).toBe(201);
    const replay = await send(lea, 'POST', '/api/own-recipes', body, key);
    expect(replay.statusCode).toBe(201);
    expect(replay.headers['idempotent-replayed']).toBe('true');
    expect(replay.json()).toEqual(first.json());
    expect(await countRows(t, ownRecipes)).toBe(before + 1);
  });

  it('plans a recurring meal once when the answer was lost and the form is sent again', async () => {
    const key = randomUUID();
    const before = [await countRows(t, mealSeries), await countRows(t, plannedMeals)];
    const body = {
      recipeTitle: 'Pizza maison',
      date: '2026-12-04',
      time: '19:00',
      until: '2027-01-29',
    };
    const first = await send(lea, 'POST', '/api/planning/series', body, key);
    expect(first.statusCode, first.body).toBe(201);
    const replay = await send(lea, 'POST', '/api/planning/series', body, key);
    expect(replay.headers['idempotent-replayed']).toBe('true');
    expect(replay.json()).toEqual(first.json());
    // Nine Fridays from 4 December to 29 January, written once.
    expect([await countRows(t, mealSeries), await countRows(t, plannedMeals)]).toEqual([
      (before[0] ?? 0) + 1,
      (before[1] ?? 0) + 9,
    ]);
  });

  it('adds a list item once: the replay answers the first answer, even after the item was deleted', async () => {
    const key = randomUUID();
    const id = randomUUID();
    const before = await countRows(t, shoppingItems);
    const first = await send(lea, 'POST', '/api/shopping/items', { id, name: 'Pain' }, key);
    expect(first.statusCode).toBe(201);
    expect(first.json()).toMatchObject({ id, name: 'Pain', aisle: 'boulangerie' });
    expect(first.headers['idempotent-replayed']).toBeUndefined();

    const replay = await send(lea, 'POST', '/api/shopping/items', { id, name: 'Pain' }, key);
    expect(replay.statusCode).toBe(201);
    expect(replay.headers['idempotent-replayed']).toBe('true');
    expect(replay.json()).toEqual(first.json());
    expect(await countRows(t, shoppingItems)).toBe(before + 1);

    // Another member deletes it; the answer of the first send was lost and the queue replays it.
    expect((await send(marc, 'DELETE', `/api/shopping/items/${id}`)).statusCode).toBe(204);
    const late = await send(lea, 'POST', '/api/shopping/items', { id, name: 'Pain' }, key);
    expect(late.statusCode).toBe(201);
    expect(await shoppingRow(id)).toBeUndefined();
  });

  it('takes the browser’s id for an addition; the same id again gives back the household’s row', async () => {
    const id = randomUUID();
    const first = await send(lea, 'POST', '/api/shopping/items', { id, name: 'Beurre' });
    expect(first.statusCode).toBe(201);
    const again = await send(marc, 'POST', '/api/shopping/items', { id, name: 'Beurre' });
    expect(again.statusCode).toBe(201);
    expect(again.json()).toEqual(first.json());
    expect((await shoppingRow(id))?.name).toBe('Beurre');
  });

  it('refuses an id another household holds, and changes nothing', async () => {
    const id = randomUUID();
    expect((await send(lea, 'POST', '/api/shopping/items', { id, name: 'Miel' })).statusCode).toBe(
      201,
    );
    const taken = await send(zoe, 'POST', '/api/shopping/items', { id, name: 'Sel' });
    expect(taken.statusCode).toBe(409);
    expect(taken.json().code).toBe('ITEM_ID_TAKEN');
    expect(await shoppingRow(id)).toMatchObject({ name: 'Miel', householdId: lea.householdId });
    const fridge = await send(zoe, 'POST', '/api/fridge/items', { id, name: 'Sel' });
    expect(fridge.statusCode).toBe(201);
    // Ids are per table: a fridge row may share a list row's id.
    expect((await fridgeRow(id))?.householdId).toBe(zoe.householdId);
    const takenInFridge = await send(lea, 'POST', '/api/fridge/items', { id, name: 'Sel' });
    expect(takenInFridge.statusCode).toBe(409);
  });

  it('never flips a tick twice: a late replay of a tick leaves the later untick in place', async () => {
    const id = randomUUID();
    await send(lea, 'POST', '/api/shopping/items', { id, name: 'Œufs' });
    const tick = randomUUID();
    expect(
      (await send(lea, 'PATCH', `/api/shopping/items/${id}`, { checked: true }, tick)).statusCode,
    ).toBe(200);
    expect(
      (await send(marc, 'PATCH', `/api/shopping/items/${id}`, { checked: false }, randomUUID()))
        .statusCode,
    ).toBe(200);
    const replay = await send(lea, 'PATCH', `/api/shopping/items/${id}`, { checked: true }, tick);
    expect(replay.statusCode).toBe(200);
    expect(replay.headers['idempotent-replayed']).toBe('true');
    expect((await shoppingRow(id))?.checked).toBe(false);
  });

  it('applies a merged line’s check once', async () => {
    const ids = [randomUUID(), randomUUID()];
    for (const id of ids) await send(lea, 'POST', '/api/shopping/items', { id, name: 'Ail' });
    const key = randomUUID();
    const body = { itemIds: ids, checked: true };
    expect((await send(lea, 'PATCH', '/api/shopping/items', body, key)).statusCode).toBe(200);
    await send(lea, 'PATCH', '/api/shopping/items', { itemIds: ids, checked: false });
    expect((await send(lea, 'PATCH', '/api/shopping/items', body, key)).statusCode).toBe(200);
    for (const id of ids) expect((await shoppingRow(id))?.checked).toBe(false);
  });

  it('answers a replayed deletion as done, where a new one would be « not found »', async () => {
    const id = randomUUID();
    await send(lea, 'POST', '/api/shopping/items', { id, name: 'Sucre' });
    const key = randomUUID();
    expect(
      (await send(lea, 'DELETE', `/api/shopping/items/${id}`, undefined, key)).statusCode,
    ).toBe(204);
    const replay = await send(lea, 'DELETE', `/api/shopping/items/${id}`, undefined, key);
    expect(replay.statusCode).toBe(204);
    expect(replay.headers['idempotent-replayed']).toBe('true');
    expect(
      (await send(lea, 'DELETE', `/api/shopping/items/${id}`, undefined, randomUUID())).statusCode,
    ).toBe(404);
  });

  it('adds, edits and deletes a fridge item once each', async () => {
    const id = randomUUID();
    const addKey = randomUUID();
    const add = { id, name: 'Yaourts', quantity: 4 };
    expect((await send(lea, 'POST', '/api/fridge/items', add, addKey)).statusCode).toBe(201);
    expect((await send(lea, 'POST', '/api/fridge/items', add, addKey)).statusCode).toBe(201);
    expect(await countRows(t, inventoryItems)).toBe(2);

    const editKey = randomUUID();
    const edit = await send(lea, 'PATCH', `/api/fridge/items/${id}`, { quantity: 3 }, editKey);
    expect(edit.statusCode).toBe(200);
    await send(marc, 'PATCH', `/api/fridge/items/${id}`, { quantity: 2 });
    await send(lea, 'PATCH', `/api/fridge/items/${id}`, { quantity: 3 }, editKey);
    expect((await fridgeRow(id))?.quantity).toBe(2);

    const removeKey = randomUUID();
    expect(
      (await send(lea, 'DELETE', `/api/fridge/items/${id}`, undefined, removeKey)).statusCode,
    ).toBe(204);
    expect(
      (await send(lea, 'DELETE', `/api/fridge/items/${id}`, undefined, removeKey)).statusCode,
    ).toBe(204);
    expect(await fridgeRow(id)).toBeUndefined();
  });

  it('does not remember a refused change: sent again, it is judged again', async () => {
    const key = randomUUID();
    const missing = randomUUID();
    const refused = await send(
      lea,
      'PATCH',
      `/api/shopping/items/${missing}`,
      { checked: true },
      key,
    );
    expect(refused.statusCode).toBe(404);
    expect(
      (await send(lea, 'PATCH', `/api/shopping/items/${missing}`, { checked: true }, key))
        .statusCode,
    ).toBe(404);
    const invalid = await send(lea, 'POST', '/api/shopping/items', { name: '' }, randomUUID());
    expect(invalid.statusCode).toBe(422);
    const rows = await t.database.db
      .select()
      .from(idempotentRequests)
      .where(eq(idempotentRequests.key, key));
    expect(rows).toEqual([]);
  });

  it('refuses one key for two different changes, and a malformed key, changing nothing', async () => {
    const key = randomUUID();
    await send(lea, 'POST', '/api/shopping/items', { name: 'Riz' }, key);
    const before = await countRows(t, shoppingItems);
    const reused = await send(lea, 'POST', '/api/shopping/items', { name: 'Pâtes' }, key);
    expect(reused.statusCode).toBe(422);
    expect(reused.json().code).toBe('IDEMPOTENCY_KEY_REUSED');
    for (const bad of ['court', 'x'.repeat(101), 'clé avec espaces et accents é']) {
      const response = await send(lea, 'POST', '/api/shopping/items', { name: 'Thé' }, bad);
      expect(response.statusCode).toBe(422);
      expect(response.json()).toMatchObject({
        code: 'IDEMPOTENCY_KEY_INVALID',
        message: 'La modification envoyée porte une clé invalide.',
      });
    }
    expect(await countRows(t, shoppingItems)).toBe(before);
  });

  it('keeps each member’s keys apart: another member’s same key is another change', async () => {
    const key = randomUUID();
    const before = await countRows(t, shoppingItems);
    expect((await send(lea, 'POST', '/api/shopping/items', { name: 'Café' }, key)).statusCode).toBe(
      201,
    );
    const other = await send(marc, 'POST', '/api/shopping/items', { name: 'Café' }, key);
    expect(other.statusCode).toBe(201);
    expect(other.headers['idempotent-replayed']).toBeUndefined();
    expect(await countRows(t, shoppingItems)).toBe(before + 2);
  });

  it('applies one change once when the same key arrives twice at the same time', async () => {
    const key = randomUUID();
    const id = randomUUID();
    const before = await countRows(t, shoppingItems);
    const answers = await Promise.all(
      [0, 1, 2].map(() => send(lea, 'POST', '/api/shopping/items', { id, name: 'Lait' }, key)),
    );
    for (const answer of answers) expect([201, 409]).toContain(answer.statusCode);
    expect(await countRows(t, shoppingItems)).toBe(before + 1);
  });
});
