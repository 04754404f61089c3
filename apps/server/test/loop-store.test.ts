import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { shoppingItems } from '../src/db/schema';
import {
  aRecipe,
  countRows,
  expectNotFound,
  type Member,
  signUpSubscriber,
} from './helpers/household';
import { createTestApp, type TestApp } from './helpers/test-app';
import { callApi } from './helpers/users';

// The loop: « Ranger au frigo » moves checked items into the fridge, with
// their category and an expiry from the ingredient's shelf life, in one transaction.

const NOW = new Date('2026-07-15T08:00:00Z');

type Entry = {
  itemIds: string[];
  isForFridge: boolean;
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
      itemIds: [ids.lait],
      isForFridge: true,
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
      itemIds: [ids.lait],
      name: 'Lait',
      quantity: 750,
      unit: 'ml',
      category: 'Produits Laitiers',
    };
    expectNotFound(await callApi(t, marc).post('/api/shopping/store', { entries: [entry] }));
    const mixed = await callApi(t, lea).post('/api/shopping/store', {
      entries: [entry, { ...entry, itemIds: [ids.pommes], name: 'Pommes' }],
    });
    expect(mixed.statusCode).toBe(409);
    expect((await callApi(t, lea).get('/api/fridge/items')).json().items).toEqual([]);
    expect((await callApi(t, marc).get('/api/fridge/items')).json().items).toEqual([]);
    expect(await countRows(t, shoppingItems)).toBe(3);
  });

  it('refuses a bad entry with a French 422, changing nothing', async () => {
    const response = await callApi(t, lea).post('/api/shopping/store', {
      entries: [{ itemIds: [ids.lait], name: '', quantity: 0, unit: 'ml' }],
    });
    expect(response.statusCode).toBe(422);
    expect(await countRows(t, shoppingItems)).toBe(3);
  });

  it('moves the items as edited: fridge rows created, list rows removed', async () => {
    const response = await callApi(t, lea).post('/api/shopping/store', {
      entries: [
        {
          itemIds: [ids.lait],
          name: 'Lait entier',
          quantity: 750,
          unit: 'ml',
          category: 'Produits Laitiers',
          expirationDate: '2026-07-20',
        },
        {
          itemIds: [ids['Garniture au choix']],
          name: 'Garniture',
          quantity: 1,
          unit: 'unité',
        },
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
        entries: [{ itemIds: [ids.lait], name: 'Lait', quantity: 1, unit: 'l' }],
      }),
    );
    expect((await callApi(t, lea).get('/api/fridge/items')).json().items).toHaveLength(2);
  });

  it('stores a line of several recipes once, as bought; the cupboard’s goods only leave the list (decision 012)', async () => {
    const nina = await signUpSubscriber(t, 'nina@example.ch');
    const recipe = (id: string, ingredients: string[]) => ({
      recipe: aRecipe({ id, title: id, ingredients }),
      ignoreFridge: true,
    });
    const addOf = async (id: string, ingredients: string[]) =>
      (
        await callApi(t, nina).post('/api/shopping/items/from-recipe', recipe(id, ingredients))
      ).json().items as Array<{ id: string; name: string }>;
    // Each recipe keeps a lemon unchecked, so that checking the rest does not complete it.
    const first = await addOf('recette-a', ['3 gousses d’ail', '500 g de penne', '1 citron']);
    const second = await addOf('recette-b', ['6 gousses d’ail', '1 citron']);
    const garlic = [first[0]!.id, second[0]!.id];
    const penne = first[1]!.id;
    await callApi(t, nina).patch('/api/shopping/items', {
      itemIds: [...garlic, penne],
      checked: true,
    });
    const response = await propose(nina, [...garlic, penne]);
    expect(response.statusCode, response.body).toBe(200);
    const entries = response.json().entries as Entry[];
    expect(entries).toHaveLength(2);
    // 3 + 6 cloves were one head bought: one fridge entry, « 1 tête ».
    expect(entries[0]).toMatchObject({
      itemIds: garlic,
      name: 'Ail',
      quantity: 1,
      unit: 'tête',
      isForFridge: true,
    });
    // A packet of penne goes in the cupboard: not proposed for the fridge, no date.
    expect(entries[1]).toMatchObject({
      itemIds: [penne],
      name: 'Penne',
      quantity: 1,
      unit: 'paquet',
      isForFridge: false,
      expirationDate: null,
    });
    const stored = await callApi(t, nina).post('/api/shopping/store', {
      entries: [
        { ...entries[0], isStored: true },
        { ...entries[1], isStored: false },
      ].map(({ isForFridge: _, shelfLifeDays: __, ...entry }) => entry),
    });
    expect(stored.statusCode, stored.body).toBe(200);
    expect(stored.json().removedIds.sort()).toEqual([...garlic, penne].sort());
    const fridge = (await callApi(t, nina).get('/api/fridge/items')).json().items;
    expect(fridge.map((i: Record<string, unknown>) => [i.name, i.quantity, i.unit])).toEqual([
      ['Ail', 1, 'tête'],
    ]);
  });
});
