import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { shoppingItems } from '../src/db/schema';
import { countRows, expectNotFound, type Member, signUpSubscriber } from './helpers/household';
import { createTestApp, type TestApp } from './helpers/test-app';
import { callApi } from './helpers/users';

// Issue 12 point 4, the loop: « Ranger au frigo » moves checked items into the fridge, with
// their category and an expiry from the ingredient's shelf life, in one transaction.

const NOW = new Date('2026-07-15T08:00:00Z');

type Entry = {
  itemId: string;
  name: string;
  quantity: number;
  unit: string;
  category: string;
  expirationDate: string | null;
  shelfLifeDays: number | null;
};

describe('« Ranger au frigo »', () => {
  let t: TestApp;
  let lea: Member;
  let marc: Member;
  const ids: Record<string, string> = {};
  beforeAll(async () => {
    t = await createTestApp({}, { now: () => NOW });
    lea = await signUpSubscriber(t, 'lea@example.ch');
    marc = await signUpSubscriber(t, 'marc@example.ch');
    for (const item of [
      { name: 'lait', quantity: '0,75', unit: 'l' },
      { name: 'Garniture au choix', quantity: '1', unit: 'unité' },
      { name: 'pommes', quantity: '4', unit: 'unité' },
    ]) {
      const added = await callApi(t, lea).post('/api/shopping/items', item);
      ids[item.name] = added.json().id;
    }
    await callApi(t, lea).patch('/api/shopping/items', {
      itemIds: [ids.lait, ids['Garniture au choix']],
      checked: true,
    });
  });
  afterAll(async () => {
    await t.close();
  });

  const propose = (member: Member, itemIds: string[]) =>
    callApi(t, member).post('/api/shopping/store-proposal', { itemIds });

  it('proposes a whole quantity, the category and an expiry from the shelf life', async () => {
    const response = await propose(lea, [ids.lait!, ids['Garniture au choix']!]);
    expect(response.statusCode, response.body).toBe(200);
    const [milk, other] = response.json().entries as Entry[];
    expect(milk).toMatchObject({
      itemId: ids.lait,
      name: 'Lait',
      quantity: 750,
      unit: 'ml',
      category: 'Produits Laitiers',
    });
    expect(milk!.shelfLifeDays).toBeGreaterThan(0);
    const expected = new Date(Date.UTC(2026, 6, 15 + milk!.shelfLifeDays!)).toISOString();
    expect(milk!.expirationDate).toBe(expected.slice(0, 10));
    expect(other).toMatchObject({
      name: 'Garniture au choix',
      category: 'Autre',
      expirationDate: null,
      shelfLifeDays: null,
    });
  });

  it('refuses an unchecked item (409) and another household’s item (404), changing nothing', async () => {
    const unchecked = await propose(lea, [ids.pommes!]);
    expect(unchecked.statusCode).toBe(409);
    expect(unchecked.json()).toMatchObject({ code: 'SHOPPING_ITEMS_NOT_CHECKED' });
    expectNotFound(await propose(marc, [ids.lait!]));
    const entry = {
      itemId: ids.lait,
      name: 'Lait',
      quantity: 750,
      unit: 'ml',
      category: 'Produits Laitiers',
    };
    expectNotFound(await callApi(t, marc).post('/api/shopping/store', { entries: [entry] }));
    const mixed = await callApi(t, lea).post('/api/shopping/store', {
      entries: [entry, { ...entry, itemId: ids.pommes, name: 'Pommes' }],
    });
    expect(mixed.statusCode).toBe(409);
    expect((await callApi(t, lea).get('/api/fridge/items')).json().items).toEqual([]);
    expect((await callApi(t, marc).get('/api/fridge/items')).json().items).toEqual([]);
    expect(await countRows(t, shoppingItems)).toBe(3);
  });

  it('refuses a bad entry with a French 422, changing nothing', async () => {
    const response = await callApi(t, lea).post('/api/shopping/store', {
      entries: [{ itemId: ids.lait, name: '', quantity: 0, unit: 'ml' }],
    });
    expect(response.statusCode).toBe(422);
    expect(await countRows(t, shoppingItems)).toBe(3);
  });

  it('moves the items as edited: fridge rows created, list rows removed', async () => {
    const response = await callApi(t, lea).post('/api/shopping/store', {
      entries: [
        {
          itemId: ids.lait,
          name: 'Lait entier',
          quantity: 750,
          unit: 'ml',
          category: 'Produits Laitiers',
          expirationDate: '2026-07-20',
        },
        { itemId: ids['Garniture au choix'], name: 'Garniture', quantity: 1, unit: 'unité' },
      ],
    });
    expect(response.statusCode, response.body).toBe(200);
    const body = response.json();
    expect(body.removedIds.sort()).toEqual([ids.lait, ids['Garniture au choix']].sort());
    const fridge = (await callApi(t, lea).get('/api/fridge/items')).json().items;
    expect(
      fridge
        .map((i: Record<string, unknown>) => [
          i.name,
          i.quantity,
          i.unit,
          i.category,
          i.expirationDate,
        ])
        .sort(),
    ).toEqual([
      ['Garniture', 1, 'unité', 'Autre', null],
      ['Lait entier', 750, 'ml', 'Produits Laitiers', '2026-07-20'],
    ]);
    const list = (await callApi(t, lea).get('/api/shopping/items')).json().items;
    expect(list.map((i: { name: string }) => i.name)).toEqual(['pommes']);
    // Twice is not twice in the fridge: the items are gone.
    expectNotFound(
      await callApi(t, lea).post('/api/shopping/store', {
        entries: [{ itemId: ids.lait, name: 'Lait', quantity: 1, unit: 'l' }],
      }),
    );
    expect((await callApi(t, lea).get('/api/fridge/items')).json().items).toHaveLength(2);
  });
});
