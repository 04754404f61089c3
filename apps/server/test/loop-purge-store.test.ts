import { SHOPPING_BULK_MAX } from '@mijote/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { inventoryItems, shoppingItems } from '../src/db/schema';
import {
  aRecipe,
  countRows,
  expectInvalid,
  type Member,
  signUpSubscriber,
} from './helpers/household';
import { createTestApp, type TestApp } from './helpers/test-app';
import { callApi } from './helpers/users';

// The spec's purge deletes a recipe's items on the last check, so the check
// answers what « Ranger au frigo » would propose for them, and POST /api/fridge/items/batch
// stores them without touching the list.

const NOW = new Date('2026-07-15T08:00:00Z');

const recipe = aRecipe({
  id: 'plat-gratin-purge',
  title: 'Gratin purgé',
  servings: 4,
  ingredients: ['1,5 l de lait', '200 g de gruyère râpé'],
});

describe('a completed recipe can still go into the fridge', () => {
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

  const batch = (member: Member, entries: unknown) =>
    callApi(t, member).post('/api/fridge/items/batch', { entries });
  const fridgeOf = async (member: Member) =>
    (await callApi(t, member).get('/api/fridge/items')).json().items as Array<
      Record<string, unknown>
    >;

  it('answers the purged rows as the store proposal, units converted; nothing before', async () => {
    const added = await callApi(t, lea).post('/api/shopping/items/from-recipe', {
      recipe,
      servings: 2,
      ignoreFridge: true,
    });
    expect(added.statusCode, added.body).toBe(201);
    const [milk, cheese] = added.json().items as Array<{ id: string; name: string }>;
    expect(milk?.name).toBe('Lait');

    const first = await callApi(t, lea).patch(`/api/shopping/items/${milk!.id}`, {
      checked: true,
    });
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json()).toMatchObject({ purgedIds: [], purgedProposal: [] });

    const last = await callApi(t, lea).patch(`/api/shopping/items/${cheese!.id}`, {
      checked: true,
    });
    expect(last.statusCode, last.body).toBe(200);
    const body = last.json();
    expect(body.purgedIds.sort()).toEqual([milk!.id, cheese!.id].sort());
    const byName = new Map(
      (body.purgedProposal as Array<Record<string, unknown>>).map((e) => [e.name, e]),
    );
    // Decision 012: what was bought, one bottle of 1 l for the 75 cl the recipe needed.
    expect(byName.get('Lait')).toMatchObject({
      itemIds: [milk!.id],
      isForFridge: true,
      quantity: 1,
      unit: 'bouteille',
      category: 'Produits Laitiers',
    });
    const milkEntry = byName.get('Lait')!;
    const days = milkEntry.shelfLifeDays as number;
    expect(days).toBeGreaterThan(0);
    expect(milkEntry.expirationDate).toBe(
      new Date(Date.UTC(2026, 6, 15 + days)).toISOString().slice(0, 10),
    );
    expect(byName.get('Gruyère râpé')).toMatchObject({ quantity: 1, unit: 'sachet' });
    // The spec's purge stands: the list no longer has them, and the fridge is untouched so far.
    expect(await countRows(t, shoppingItems)).toBe(0);
    expect(await fridgeOf(lea)).toEqual([]);
  });

  it('stores the entries in the caller’s fridge in one call, leaving the list alone', async () => {
    await callApi(t, lea).post('/api/shopping/items', { name: 'pommes', quantity: '4' });
    const response = await batch(lea, [
      {
        name: 'Lait',
        quantity: 750,
        unit: 'ml',
        category: 'Produits Laitiers',
        expirationDate: '2026-07-22',
      },
      { name: 'Gruyère râpé', quantity: 100, unit: 'g', category: 'Produits Laitiers' },
    ]);
    expect(response.statusCode, response.body).toBe(201);
    expect(response.json().fridgeItems).toHaveLength(2);
    const fridge = await fridgeOf(lea);
    expect(
      fridge.map((i) => [i.name, i.quantity, i.unit, i.category, i.expirationDate]).sort(),
    ).toEqual([
      ['Gruyère râpé', 100, 'g', 'Produits Laitiers', null],
      ['Lait', 750, 'ml', 'Produits Laitiers', '2026-07-22'],
    ]);
    expect(fridge.every((i) => i.authorId === lea.id)).toBe(true);
    expect(await countRows(t, shoppingItems)).toBe(1);
    // Another household neither sees them nor reaches them through the batch.
    expect(await fridgeOf(marc)).toEqual([]);
    expect((await batch(marc, [{ name: 'Beurre', quantity: 1 }])).statusCode).toBe(201);
    expect((await fridgeOf(lea)).map((i) => i.name).sort()).toEqual(['Gruyère râpé', 'Lait']);
    expect((await fridgeOf(marc)).map((i) => i.name)).toEqual(['Beurre']);
  });

  it('refuses any bad entry with a French 422 and writes none of them', async () => {
    const before = await countRows(t, inventoryItems);
    const good = { name: 'Crème', quantity: 2, unit: 'dl', category: 'Produits Laitiers' };
    expectInvalid(
      await batch(lea, [good, { ...good, name: '  ' }]),
      'entries.1.name',
      'validation.fridgeItemNameRequired',
    );
    expectInvalid(
      await batch(lea, [good, { ...good, quantity: 10_000 }]),
      'entries.1.quantity',
      'validation.quantityInvalid',
    );
    expectInvalid(
      await batch(lea, [good, { ...good, expirationDate: '2026-02-30' }]),
      'entries.1.expirationDate',
      expect.any(String) as unknown as string,
    );
    expectInvalid(await batch(lea, []), 'entries', 'validation.invalid');
    expectInvalid(
      await batch(
        lea,
        Array.from({ length: SHOPPING_BULK_MAX + 1 }, () => good),
      ),
      'entries',
      'validation.tooLong',
    );
    expect(await countRows(t, inventoryItems)).toBe(before);
  });
});
