import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { shoppingItems } from '../src/db/schema';
import {
  countRows,
  expectInvalid,
  expectNotFound,
  joinHousehold,
  type Member,
  signUpSubscriber,
} from './helpers/household';
import { createTestApp, type TestApp } from './helpers/test-app';
import { callApi, signUpUser } from './helpers/users';

// Spec « Liste de courses » (sections 3, 4, 5, 7).

type Item = { id: string; name: string; checked: boolean; recipeId: string | null };

describe('shopping list', () => {
  let t: TestApp;
  let lea: Member;
  let marc: Member;
  beforeAll(async () => {
    t = await createTestApp();
    lea = await signUpSubscriber(t, 'lea@example.ch');
    marc = await signUpSubscriber(t, 'marc@example.ch');
  });
  afterAll(async () => {
    await t.close();
  });

  const add = (member: Member, body: unknown) =>
    callApi(t, member).post('/api/shopping/items', body);
  const list = async (member: Member) =>
    (await callApi(t, member).get('/api/shopping/items')).json();
  const check = (member: Member, id: string, checked: boolean) =>
    callApi(t, member).patch(`/api/shopping/items/${id}`, { checked });
  /** What adding a recipe to the list will insert, written straight to the table. */
  async function addRecipeItems(member: Member, recipeId: string, names: string[]) {
    return t.database.db
      .insert(shoppingItems)
      .values(
        names.map((name) => ({
          householdId: member.householdId,
          userId: member.id,
          name,
          recipeId,
          recipeTitle: `Recette ${recipeId}`,
        })),
      )
      .returning();
  }
  async function rowsOf(ids: string[]) {
    return t.database.db.select().from(shoppingItems).where(inArray(shoppingItems.id, ids));
  }

  it('answers 401 without a session and 402 without a subscription', async () => {
    expect((await callApi(t).get('/api/shopping/items')).statusCode).toBe(401);
    const visitor = await signUpUser(t, 'visiteur@example.ch');
    expect(
      (await callApi(t, visitor).post('/api/shopping/items', { name: 'Lait' })).statusCode,
    ).toBe(402);
    expect(await countRows(t, shoppingItems)).toBe(0);
  });

  it('adds an item: name trimmed, quantity 1 and unité by default, unchecked, linked to its ingredient', async () => {
    const response = await add(lea, { name: '  Lait ', quantity: '' });
    expect(response.statusCode).toBe(201);
    expect(response.json()).toMatchObject({
      name: 'Lait',
      quantity: '1',
      unit: 'unité',
      checked: false,
      recipeId: null,
      recipeTitle: null,
      ingredientId: 'lait',
      aisle: 'crèmerie',
      authorId: lea.id,
    });
  });

  it('keeps a name the knowledge base does not know, without an aisle', async () => {
    const response = await add(lea, { name: 'Piles AA', quantity: '4' });
    expect(response.json()).toMatchObject({ name: 'Piles AA', ingredientId: null, aisle: null });
  });

  it('reads a unit typed in the quantity beside the default unité; a chosen unit stays', async () => {
    const nina = await signUpSubscriber(t, 'nina@example.ch');
    for (const [sent, stored] of [
      [
        { name: 'Farine', quantity: '500 g' },
        { quantity: '500', unit: 'g' },
      ],
      [
        { name: 'Crème', quantity: '25 cl', unit: 'unité' },
        { quantity: '25', unit: 'cl' },
      ],
      // Decision 012: the units shops sell.
      [
        { name: 'Basilic', quantity: '2 bottes' },
        { quantity: '2', unit: 'botte' },
      ],
      [
        { name: 'Sucre', quantity: '500 g', unit: 'kg' },
        { quantity: '500 g', unit: 'kg' },
      ],
    ]) {
      expect((await add(nina, sent)).json(), JSON.stringify(sent)).toMatchObject(stored!);
    }
  });

  it('reads a whole line typed as the name (decision 012)', async () => {
    const noe = await signUpSubscriber(t, 'noe@example.ch');
    for (const [sent, stored] of [
      [{ name: '2 boîtes de thon' }, { name: 'thon', quantity: '2', unit: 'boîte' }],
      [{ name: '500 g de farine' }, { name: 'farine', quantity: '500', unit: 'g' }],
      // A measure no shop sells becomes what to buy.
      [{ name: '3 gousses d’ail' }, { name: 'Ail', quantity: '1', unit: 'tête' }],
      [{ name: 'lait' }, { name: 'lait', quantity: '1', unit: 'unité', aisle: 'crèmerie' }],
      // A quantity typed apart keeps the name as it is.
      [
        { name: '7 épices', quantity: '2' },
        { name: '7 épices', quantity: '2', unit: 'unité' },
      ],
    ] as const) {
      expect((await add(noe, sent)).json(), JSON.stringify(sent)).toMatchObject(stored);
    }
  });

  it.each([
    ['an empty name', { name: '   ' }, 'name', 'validation.itemNameRequired'],
    ['no name', { quantity: '2' }, 'name', 'validation.itemNameRequired'],
    ['a name past 120 characters', { name: 'x'.repeat(121) }, 'name', 'validation.tooLong'],
    ['an unknown unit', { name: 'Lait', unit: 'litre' }, 'unit', 'validation.invalid'],
    [
      'a quantity past 20 characters',
      { name: 'Lait', quantity: '9'.repeat(21) },
      'quantity',
      'validation.tooLong',
    ],
  ])('refuses %s with a French 422 and writes nothing', async (_label, body, path, key) => {
    const before = await countRows(t, shoppingItems);
    expectInvalid(await add(lea, body), path, key);
    expect(await countRows(t, shoppingItems)).toBe(before);
  });

  it('lists the household’s items newest first, and « Tous les articles » by aisle with merged lines', async () => {
    const grams = (await add(lea, { name: 'farine', quantity: '300', unit: 'g' })).json();
    const kilo = (await add(lea, { name: 'Farine', quantity: '1', unit: 'kg' })).json();
    const body = await list(lea);
    expect(body.items.map((i: Item) => i.name)).toEqual(['Farine', 'farine', 'Piles AA', 'Lait']);
    expect(body.aisles.map((a: { aisle: string | null }) => a.aisle)).toEqual([
      'crèmerie',
      'épicerie sucrée',
      null,
    ]);
    expect(body.aisles[1].lines).toEqual([
      {
        key: [grams.id, kilo.id].sort()[0],
        name: 'Farine',
        quantity: '1,3',
        unit: 'kg',
        packSize: null,
        need: null,
        checked: false,
        itemIds: [grams.id, kilo.id].sort(),
      },
    ]);
    expect((await list(marc)).items).toEqual([]);
  });

  it('checks and unchecks one item in one call', async () => {
    const [milk] = (await list(lea)).items.filter((i: Item) => i.name === 'Lait');
    const checked = await check(lea, milk.id, true);
    expect(checked.statusCode).toBe(200);
    expect(checked.json()).toMatchObject({
      items: [{ id: milk.id, checked: true }],
      purgedIds: [],
    });
    const unchecked = await check(lea, milk.id, false);
    expect(unchecked.json()).toMatchObject({
      items: [{ id: milk.id, checked: false }],
      purgedIds: [],
    });
  });

  it('deletes every item of a recipe once the last of them is checked (spec section 4)', async () => {
    const tarte = await addRecipeItems(lea, 'tarte', ['pommes', 'pâte brisée', 'beurre']);
    const gratin = await addRecipeItems(lea, 'gratin', ['courgettes']);
    const [a, b, c] = tarte.map((row) => row.id) as [string, string, string];
    expect((await check(lea, a, true)).json().purgedIds).toEqual([]);
    expect((await check(lea, b, true)).json().purgedIds).toEqual([]);
    // Unchecking never purges, even with the others checked.
    expect((await check(lea, c, false)).json().purgedIds).toEqual([]);
    const last = await check(lea, c, true);
    expect(last.statusCode).toBe(200);
    expect(last.json().items).toEqual([]);
    expect(last.json().purgedIds.sort()).toEqual([a, b, c].sort());
    expect(await rowsOf([a, b, c])).toEqual([]);
    expect(await rowsOf([gratin[0]!.id])).toHaveLength(1);
  });

  it('two members checking the last two items of a recipe at once still purge it', async () => {
    const zoe = await joinHousehold(
      t,
      await signUpSubscriber(t, 'zoe@example.ch'),
      lea.householdId,
    );
    const rows = await addRecipeItems(lea, 'soupe', ['poireaux', 'pommes de terre']);
    const [p, q] = rows.map((row) => row.id) as [string, string];
    // Both callers' first requests warm up (route compilation), so that both checks below start
    // at once.
    const spare = (await add(lea, { name: 'Ciboulette' })).json();
    for (const member of [lea, zoe])
      expect((await check(member, spare.id, false)).statusCode).toBe(200);
    // Holding a lock on one of the rows makes both checks reach the database before either ends
    // (on PostgreSQL; PGlite has one connection and runs them one after the other anyway).
    // Without the group lock of lockCheckGroup this fails about two runs in three here: both
    // items end up checked and nothing is purged.
    let both: Promise<Array<{ statusCode: number }>> = Promise.resolve([]);
    await t.database.db.transaction(async (tx) => {
      await tx.select().from(shoppingItems).where(eq(shoppingItems.id, p)).for('update');
      both = Promise.all([check(lea, p, true), check(zoe, q, true)]);
      await new Promise((resolve) => setTimeout(resolve, 800));
    });
    expect((await both).map((answer) => answer.statusCode)).toEqual([200, 200]);
    expect(await rowsOf([p, q])).toEqual([]);
  });

  it('checks a merged line at once; a recipe it completes is purged, the rest stays checked', async () => {
    // Farine is a cupboard staple (decision 012): it would not hold the purge back, so the recipe
    // here needs lait and œufs.
    const crepes = await addRecipeItems(lea, 'crepes', ['lait', 'œufs']);
    const [flour, eggs] = crepes.map((row) => ({ id: row.id })) as [{ id: string }, { id: string }];
    await check(lea, eggs.id, true);
    const manual = (await list(lea)).items.filter(
      (i: Item) => i.recipeId === null && i.name.toLowerCase() === 'farine',
    );
    expect(manual).toHaveLength(2);
    const ids = [flour.id, ...manual.map((i: Item) => i.id)];
    const response = await callApi(t, lea).patch('/api/shopping/items', {
      itemIds: ids,
      checked: true,
    });
    expect(response.statusCode).toBe(200);
    expect(response.json().purgedIds.sort()).toEqual([flour.id, eggs.id].sort());
    expect(
      response
        .json()
        .items.map((i: Item) => [i.id, i.checked])
        .sort(),
    ).toEqual(manual.map((i: Item) => [i.id, true]).sort());
  });

  it('refuses a bulk check that names an item of another household: 404, nothing changes', async () => {
    const theirs = (await add(marc, { name: 'Beurre' })).json();
    const [mine] = (await list(lea)).items.filter((i: Item) => !i.checked);
    const response = await callApi(t, lea).patch('/api/shopping/items', {
      itemIds: [mine.id, theirs.id],
      checked: true,
    });
    expectNotFound(response);
    const [mineAfter, theirsAfter] = [(await rowsOf([mine.id]))[0], (await rowsOf([theirs.id]))[0]];
    expect(mineAfter?.checked).toBe(false);
    expect(theirsAfter?.checked).toBe(false);
  });

  it.each([
    ['no ids', { itemIds: [], checked: true }, 'itemIds', 'validation.invalid'],
    [
      'an id that is not a UUID',
      { itemIds: ['x'], checked: true },
      'itemIds.0',
      'validation.invalid',
    ],
    [
      'no state',
      { itemIds: ['00000000-0000-4000-8000-000000000000'] },
      'checked',
      'validation.invalid',
    ],
  ])('refuses a bulk check with %s', async (_label, body, path, key) => {
    expectInvalid(await callApi(t, lea).patch('/api/shopping/items', body), path, key);
  });

  it('another household cannot check or delete an item (404, nothing changes)', async () => {
    const [mine] = (await list(lea)).items.filter((i: Item) => !i.checked);
    expectNotFound(await check(marc, mine.id, true));
    expectNotFound(await callApi(t, marc).delete(`/api/shopping/items/${mine.id}`));
    expect((await rowsOf([mine.id]))[0]).toMatchObject({ checked: false });
  });

  it('deletes one item', async () => {
    const [mine] = (await list(lea)).items;
    const response = await callApi(t, lea).delete(`/api/shopping/items/${mine.id}`);
    expect(response.statusCode).toBe(204);
    expect(await rowsOf([mine.id])).toEqual([]);
    expectNotFound(await callApi(t, lea).delete(`/api/shopping/items/${mine.id}`));
  });

  it('« Supprimer cochés » deletes the household’s checked items, and only them', async () => {
    const theirs = (await add(marc, { name: 'Sel' })).json();
    await check(marc, theirs.id, true);
    const before = (await list(lea)).items as Item[];
    const checked = before.filter((i) => i.checked).map((i) => i.id);
    expect(checked.length).toBeGreaterThan(0);
    const response = await callApi(t, lea).delete('/api/shopping/checked-items');
    expect(response.statusCode).toBe(200);
    expect(response.json().deletedIds.sort()).toEqual(checked.sort());
    const after = (await list(lea)).items as Item[];
    expect(after.map((i) => i.id).sort()).toEqual(
      before
        .filter((i) => !i.checked)
        .map((i) => i.id)
        .sort(),
    );
    const [marcs] = await t.database.db
      .select()
      .from(shoppingItems)
      .where(eq(shoppingItems.id, theirs.id));
    expect(marcs?.checked).toBe(true);
  });
});
