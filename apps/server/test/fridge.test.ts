import { shelfOf } from '@mijote/contracts';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { inventoryItems } from '../src/db/schema';
import {
  countRows,
  expectInvalid,
  expectNotFound,
  type Member,
  signUpSubscriber,
} from './helpers/household';
import { createTestApp, type TestApp } from './helpers/test-app';
import { callApi, signUpUser } from './helpers/users';

// Spec « Mon Frigo » (inventory_items; sections 3, 4, 5, 7).

// 10 March 2026, 23:30 UTC: already the 11th in Zurich.
const NOW = new Date('2026-03-10T23:30:00Z');

describe('fridge', () => {
  let t: TestApp;
  let lea: Member;
  let marc: Member;
  beforeAll(async () => {
    t = await createTestApp({}, { now: () => NOW });
    lea = await signUpSubscriber(t, 'lea@example.ch');
    marc = await signUpSubscriber(t, 'marc@example.ch');
  });
  afterAll(async () => {
    await t.close();
  });

  const add = (member: Member, body: unknown) => callApi(t, member).post('/api/fridge/items', body);
  const list = async (member: Member) => (await callApi(t, member).get('/api/fridge/items')).json();

  it('answers 401 without a session and 402 without a subscription', async () => {
    expect((await callApi(t).get('/api/fridge/items')).statusCode).toBe(401);
    const visitor = await signUpUser(t, 'visiteur@example.ch');
    expect((await callApi(t, visitor).post('/api/fridge/items', { name: 'Lait' })).statusCode).toBe(
      402,
    );
    expect(
      (await callApi(t, visitor).get('/api/fridge/ingredient-hint?name=lait')).statusCode,
    ).toBe(402);
    expect(await countRows(t, inventoryItems)).toBe(0);
  });

  it('adds an item with the spec’s defaults: quantity 1, unité, no expiry, Autre', async () => {
    const response = await add(lea, { name: '  Restes de soupe ', expirationDate: '' });
    expect(response.statusCode).toBe(201);
    const item = response.json();
    expect(item).toMatchObject({
      name: 'Restes de soupe',
      quantity: 1,
      unit: 'unité',
      expirationDate: null,
      category: 'Autre',
      authorId: lea.id,
    });
    expect(item.shelf).toBe(shelfOf(item.id));
  });

  it('adds an item with every field', async () => {
    const response = await add(lea, {
      name: 'Yaourts nature',
      quantity: 4,
      unit: 'unité',
      expirationDate: '2026-03-14',
      category: 'Produits Laitiers',
    });
    expect(response.statusCode).toBe(201);
    expect(response.json()).toMatchObject({ quantity: 4, expirationDate: '2026-03-14' });
  });

  it.each([
    ['no name', {}, 'name', 'validation.fridgeItemNameRequired'],
    ['a blank name', { name: '  ' }, 'name', 'validation.fridgeItemNameRequired'],
    ['a name past 120 characters', { name: 'a'.repeat(121) }, 'name', 'validation.tooLong'],
    ['quantity 0', { name: 'Lait', quantity: 0 }, 'quantity', 'validation.quantityInvalid'],
    ['quantity 2.5', { name: 'Lait', quantity: 2.5 }, 'quantity', 'validation.quantityInvalid'],
    [
      'quantity as text',
      { name: 'Lait', quantity: 'deux' },
      'quantity',
      'validation.quantityInvalid',
    ],
    ['an unknown unit', { name: 'Lait', unit: 'caisse' }, 'unit', 'validation.invalid'],
    [
      '30 February',
      { name: 'Lait', expirationDate: '2026-02-30' },
      'expirationDate',
      'validation.dateInvalid',
    ],
    [
      'an unknown category',
      { name: 'Lait', category: 'Surgelés' },
      'category',
      'validation.invalid',
    ],
  ])('refuses %s with a French 422 and writes nothing', async (_label, body, path, key) => {
    const before = await countRows(t, inventoryItems);
    expectInvalid(await add(lea, body), path, key);
    expect(await countRows(t, inventoryItems)).toBe(before);
  });

  it('reads a whole line typed as the name, in the units shops sell (decision 012)', async () => {
    const nina = await signUpSubscriber(t, 'nina@example.ch');
    for (const [name, stored] of [
      ['2 boîtes de thon', { name: 'thon', quantity: 2, unit: 'boîte' }],
      ['1,5 kg de pommes de terre', { name: 'pommes de terre', quantity: 1500, unit: 'g' }],
      ['3 gousses d’ail', { name: 'Ail', quantity: 1, unit: 'tête' }],
      ['Quatre-épices', { name: 'Quatre-épices', quantity: 1, unit: 'unité' }],
    ] as const) {
      const response = await add(nina, { name });
      expect(response.statusCode, response.body).toBe(201);
      expect(response.json(), name).toMatchObject(stored);
    }
    // A quantity or a unit chosen in the form: the name is kept as typed.
    expect((await add(nina, { name: '2 boîtes de thon', quantity: 3 })).json()).toMatchObject({
      name: '2 boîtes de thon',
      quantity: 3,
    });
  });

  it('lists the household’s items newest first, each on its shelf', async () => {
    const { items } = await list(lea);
    expect(items.map((i: { name: string }) => i.name)).toEqual([
      'Yaourts nature',
      'Restes de soupe',
    ]);
    for (const item of items) expect(item.shelf).toBe(shelfOf(item.id));
    expect((await list(marc)).items).toEqual([]);
  });

  it('proposes the category and an expiry date from the shelf life of a known ingredient', async () => {
    const response = await callApi(t, lea).get('/api/fridge/ingredient-hint?name=Lait%20entier');
    expect(response.statusCode).toBe(200);
    // Lait keeps 7 days; today is 11 March in Zurich.
    expect(response.json()).toEqual({
      ingredient: { id: 'lait', name: 'lait' },
      category: 'Produits Laitiers',
      shelfLifeDays: 7,
      expirationDate: '2026-03-18',
    });
  });

  it('proposes nothing for a name it does not know, or an empty one', async () => {
    const none = { ingredient: null, category: null, shelfLifeDays: null, expirationDate: null };
    for (const name of ['Piles%20AA', '', '%20%20']) {
      const response = await callApi(t, lea).get(`/api/fridge/ingredient-hint?name=${name}`);
      expect(response.json()).toEqual(none);
    }
    expectInvalid(
      await callApi(t, lea).get(`/api/fridge/ingredient-hint?name=${'a'.repeat(121)}`),
      'name',
      'validation.tooLong',
    );
  });

  it('another household cannot delete an item (404, nothing changes)', async () => {
    const [item] = (await list(lea)).items;
    expectNotFound(await callApi(t, marc).delete(`/api/fridge/items/${item.id}`));
    const rows = await t.database.db
      .select()
      .from(inventoryItems)
      .where(eq(inventoryItems.id, item.id));
    expect(rows).toHaveLength(1);
  });

  it('deletes an item', async () => {
    const [item] = (await list(lea)).items;
    expect((await callApi(t, lea).delete(`/api/fridge/items/${item.id}`)).statusCode).toBe(204);
    expect((await list(lea)).items).toHaveLength(1);
    expectNotFound(await callApi(t, lea).delete(`/api/fridge/items/${item.id}`));
  });
});
