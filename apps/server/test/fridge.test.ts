import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { inventoryItems } from '../src/db/schema';
import {
  countRows,
  expectInvalid,
  expectNotFound,
  joinHousehold,
  type Member,
  signUpSubscriber,
} from './helpers/household';
import { createTestApp, type TestApp } from './helpers/test-app';
import { callApi, signUpUser, type TestUser } from './helpers/users';

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
      // Not a food the knowledge base knows: its category's picture.
      look: null,
    });
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
    // Decision 033: the food's picture, not the category's.
    expect(response.json()).toMatchObject({
      quantity: 4,
      expirationDate: '2026-03-14',
      look: 'milk',
    });
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

  it('lists the household’s items newest first', async () => {
    const { items } = await list(lea);
    expect(items.map((i: { name: string }) => i.name)).toEqual([
      'Yaourts nature',
      'Restes de soupe',
    ]);
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

  describe('PATCH /api/fridge/items/:itemId (the edit dialog)', () => {
    const edit = (member: TestUser, itemId: string, body: unknown) =>
      callApi(t, member).patch(`/api/fridge/items/${itemId}`, body);
    const rowOf = async (itemId: string) => {
      const [row] = await t.database.db
        .select()
        .from(inventoryItems)
        .where(eq(inventoryItems.id, itemId));
      return row;
    };
    let eggs: { id: string };
    beforeAll(async () => {
      eggs = (
        await add(lea, {
          name: 'Œufs',
          quantity: 6,
          expirationDate: '2026-03-20',
          category: 'Produits Laitiers',
        })
      ).json();
    });

    it('changes the quantity, the unit, the date, the category and the name, for any member', async () => {
      const zoe = await joinHousehold(
        t,
        await signUpSubscriber(t, 'zoe@example.ch'),
        lea.householdId,
      );
      const response = await edit(zoe, eggs.id, { quantity: 4 });
      expect(response.statusCode, response.body).toBe(200);
      // What is left out stays as it was; the author stays the one who added it.
      expect(response.json()).toMatchObject({
        id: eggs.id,
        name: 'Œufs',
        quantity: 4,
        unit: 'unité',
        expirationDate: '2026-03-20',
        category: 'Produits Laitiers',
        look: 'egg',
        authorId: lea.id,
      });

      const all = await edit(lea, eggs.id, {
        name: '  Œufs de caille ',
        quantity: 12,
        unit: 'boîte',
        expirationDate: '',
        category: 'Autre',
      });
      expect(all.statusCode, all.body).toBe(200);
      expect(all.json()).toMatchObject({
        name: 'Œufs de caille',
        quantity: 12,
        unit: 'boîte',
        expirationDate: null,
        category: 'Autre',
      });
      // Read back as the list shows it.
      expect((await list(lea)).items.find((i: { id: string }) => i.id === eggs.id)).toMatchObject({
        name: 'Œufs de caille',
        quantity: 12,
      });
      await edit(lea, eggs.id, { name: 'Œufs', expirationDate: '2026-03-20' });
    });

    it('keeps a whole line typed as the name as it is: the amount has its own fields', async () => {
      const response = await edit(lea, eggs.id, { name: '2 boîtes de thon' });
      expect(response.json()).toMatchObject({ name: '2 boîtes de thon', quantity: 12 });
      await edit(lea, eggs.id, { name: 'Œufs', quantity: 6, unit: 'unité' });
    });

    it.each([
      ['nothing to change', {}, '', 'validation.invalid'],
      ['only an unknown field', { shelf: 2 }, '', 'validation.invalid'],
      ['a blank name', { name: '  ' }, 'name', 'validation.fridgeItemNameRequired'],
      ['a name past 120 characters', { name: 'a'.repeat(121) }, 'name', 'validation.tooLong'],
      ['quantity 0', { quantity: 0 }, 'quantity', 'validation.quantityInvalid'],
      ['quantity 2.5', { quantity: 2.5 }, 'quantity', 'validation.quantityInvalid'],
      ['quantity 10000', { quantity: 10_000 }, 'quantity', 'validation.quantityInvalid'],
      ['quantity as text', { quantity: 'deux' }, 'quantity', 'validation.quantityInvalid'],
      ['an unknown unit', { unit: 'caisse' }, 'unit', 'validation.invalid'],
      ['30 February', { expirationDate: '2026-02-30' }, 'expirationDate', 'validation.dateInvalid'],
      ['an unknown category', { category: 'Surgelés' }, 'category', 'validation.invalid'],
      ['a null category', { quantity: 3, category: null }, 'category', 'validation.invalid'],
    ])('refuses %s with a French 422 and changes nothing', async (_label, body, path, key) => {
      const before = await rowOf(eggs.id);
      expectInvalid(await edit(lea, eggs.id, body), path, key);
      expect(await rowOf(eggs.id)).toEqual(before);
    });

    it('refuses an id that is not one with a French 422', async () => {
      expectInvalid(await edit(lea, 'pas-un-id', { quantity: 2 }), 'itemId', 'validation.invalid');
    });

    it('answers 404 in French for another household’s item, and changes nothing', async () => {
      const before = await rowOf(eggs.id);
      expectNotFound(await edit(marc, eggs.id, { quantity: 1, name: 'À moi' }));
      expect(await rowOf(eggs.id)).toEqual(before);
    });

    it('answers 404 in French for an item that is gone', async () => {
      const gone = (await add(lea, { name: 'Reste de riz' })).json();
      expect((await callApi(t, lea).delete(`/api/fridge/items/${gone.id}`)).statusCode).toBe(204);
      expectNotFound(await edit(lea, gone.id, { quantity: 2 }));
      expect(await rowOf(gone.id)).toBeUndefined();
    });

    it('is refused without a session or a subscription', async () => {
      expect(
        (await callApi(t).patch(`/api/fridge/items/${eggs.id}`, { quantity: 2 })).statusCode,
      ).toBe(401);
      const visitor = await signUpUser(t, 'curieux@example.ch');
      expect((await edit(visitor, eggs.id, { quantity: 2 })).statusCode).toBe(402);
      expect((await rowOf(eggs.id))?.quantity).toBe(6);
    });
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
    const before = (await list(lea)).items;
    const [item] = before;
    expect((await callApi(t, lea).delete(`/api/fridge/items/${item.id}`)).statusCode).toBe(204);
    expect((await list(lea)).items).toHaveLength(before.length - 1);
    expectNotFound(await callApi(t, lea).delete(`/api/fridge/items/${item.id}`));
  });
});
