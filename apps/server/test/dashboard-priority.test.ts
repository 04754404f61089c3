import type { DashboardUpcoming } from '@mijote/contracts';
import { checkCompliance, getRecipe } from '@mijote/cuisine';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { inventoryItems } from '../src/db/schema';
import { joinHousehold, type Member, signUpSubscriber } from './helpers/household';
import { createTestApp, type TestApp } from './helpers/test-app';
import { callApi } from './helpers/users';

// The home's « À consommer en priorité » offers catalogue recipes that use
// the fridge items expiring first, for the whole household's rules (decision 026).

// 10:00 in Zurich on 1 April 2026.
const NOW = new Date('2026-04-01T08:00:00Z');

describe('GET /api/dashboard/upcoming: recipes for what expires first', () => {
  let t: TestApp;
  let paul: Member;
  let marc: Member;
  beforeAll(async () => {
    t = await createTestApp({}, { now: () => NOW });
    paul = await signUpSubscriber(t, 'paul@example.ch');
    // Paul eats everything (signUpSubscriber's questionnaire is vegetarian).
    const patched = await callApi(t, paul).patch('/api/preferences', {
      restrictions: [],
      avoidedFoods: [],
      preferredFoods: [],
    });
    expect(patched.statusCode).toBe(200);
    marc = await signUpSubscriber(t, 'marc@example.ch');
    const item = (member: Member, name: string, expirationDate: string | null) => ({
      householdId: member.householdId,
      userId: member.id,
      name,
      expirationDate,
    });
    await t.database.db.insert(inventoryItems).values([
      item(paul, 'Poulet', '2026-04-02'),
      item(paul, 'Courgettes', '2026-04-03'),
      // Expired: listed to throw away, never cooked (spec section 4).
      item(paul, 'Lait', '2026-03-31'),
      item(paul, 'Riz', null),
      item(paul, 'Beurre', '2026-04-20'),
      item(marc, 'Aubergines', '2026-04-02'),
    ]);
  });
  afterAll(async () => {
    await t.close();
  });

  async function upcoming(member: Member): Promise<DashboardUpcoming> {
    const response = await callApi(t, member).get('/api/dashboard/upcoming');
    expect(response.statusCode).toBe(200);
    return response.json();
  }

  it('offers up to 3 recipes that use the items expiring soon, the soonest first', async () => {
    const body = await upcoming(paul);
    expect(body.expiringItems.map((i) => i.name)).toEqual(['Lait', 'Poulet', 'Courgettes']);
    expect(body.priorityRecipes.length).toBeGreaterThanOrEqual(2);
    expect(body.priorityRecipes.length).toBeLessThanOrEqual(3);
    for (const { recipe, usedItems } of body.priorityRecipes) {
      // Only the listed, still good items: not the expired milk, nor the far-off butter and rice.
      expect(usedItems.length).toBeGreaterThan(0);
      expect(['Poulet', 'Courgettes']).toEqual(expect.arrayContaining(usedItems));
      expect(usedItems).toEqual(
        ['Poulet', 'Courgettes'].filter((name) => usedItems.includes(name)),
      );
      const catalogued = getRecipe(recipe.id);
      expect(catalogued?.title).toBe(recipe.title);
      expect(recipe.servings).toBe(3);
    }
    // The chicken, due tomorrow, is what the best recipe uses.
    expect(body.priorityRecipes[0]?.usedItems).toContain('Poulet');
    // Deterministic: the home shows the same recipes on every load.
    expect((await upcoming(paul)).priorityRecipes).toEqual(body.priorityRecipes);
  });

  it('keeps every member’s rules: a vegetarian member takes the chicken off the menu', async () => {
    const lea = await signUpSubscriber(t, 'lea@example.ch');
    await joinHousehold(t, lea, paul.householdId);
    for (const member of [paul, { ...lea, householdId: paul.householdId }]) {
      const body = await upcoming(member);
      expect(body.priorityRecipes.length).toBeGreaterThan(0);
      for (const { recipe, usedItems } of body.priorityRecipes) {
        expect(usedItems).toEqual(['Courgettes']);
        const catalogued = getRecipe(recipe.id);
        if (!catalogued) throw new Error(`not in the catalogue: ${recipe.id}`);
        expect(
          checkCompliance(catalogued, {
            restrictions: ['vegetarian'],
            avoidedFoods: ['coriandre'],
          }).ok,
        ).toBe(true);
      }
    }
  });

  it('never uses another household’s fridge', async () => {
    const marcs = await upcoming(marc);
    expect(marcs.expiringItems.map((i) => i.name)).toEqual(['Aubergines']);
    for (const { usedItems } of marcs.priorityRecipes) expect(usedItems).toEqual(['Aubergines']);
    const pauls = await upcoming(paul);
    for (const { usedItems } of pauls.priorityRecipes)
      expect(usedItems).not.toContain('Aubergines');

    const empty = await signUpSubscriber(t, 'vide@example.ch');
    const body = await upcoming(empty);
    expect(body.expiringItems).toEqual([]);
    expect(body.priorityRecipes).toEqual([]);
  });

  it('offers nothing to cook when the only items due have expired', async () => {
    const late = await signUpSubscriber(t, 'retard@example.ch');
    await t.database.db.insert(inventoryItems).values([
      {
        householdId: late.householdId,
        userId: late.id,
        // Yesterday: expired. One dated today would still be cooked (decision 029).
        name: 'Courgettes',
        expirationDate: '2026-03-31',
      },
      { householdId: late.householdId, userId: late.id, name: 'Tomates', expirationDate: null },
    ]);
    const body = await upcoming(late);
    expect(body.expiringItems.map((i) => i.name)).toEqual(['Courgettes']);
    expect(body.priorityRecipes).toEqual([]);
  });
});
