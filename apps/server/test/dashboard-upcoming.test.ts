import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { inventoryItems, plannedMeals } from '../src/db/schema';
import { type Member, signUpSubscriber } from './helpers/household';
import { createTestApp, type TestApp } from './helpers/test-app';
import { callApi, signUpUser } from './helpers/users';

// Below the home's cards, today's and tomorrow's meals and the fridge items that
// expire within 3 days. The clock is the app's (ctx.now), days are Swiss days.

// 22:30 UTC on 31 March 2026 is already 00:30 on 1 April in Zurich (summer time, UTC+2).
const NOW = new Date('2026-03-31T22:30:00Z');

describe('GET /api/dashboard/upcoming', () => {
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

  it('answers 401 without a session and 402 without a subscription', async () => {
    expect((await callApi(t).get('/api/dashboard/upcoming')).statusCode).toBe(401);
    const visitor = await signUpUser(t, 'visiteur@example.ch');
    expect((await callApi(t, visitor).get('/api/dashboard/upcoming')).statusCode).toBe(402);
  });

  it('answers today’s and tomorrow’s meals and what expires within 3 days, in Swiss days', async () => {
    const meal = (date: string, time: string, member = lea) => ({
      householdId: member.householdId,
      userId: member.id,
      recipeId: `r-${date}-${time}`,
      recipeTitle: `Repas ${date} ${time}`,
      date,
      time,
      servings: 2,
    });
    await t.database.db
      .insert(plannedMeals)
      .values([
        meal('2026-03-31', '19:00'),
        meal('2026-04-01', '19:30'),
        meal('2026-04-01', '12:00'),
        meal('2026-04-02', '08:00'),
        meal('2026-04-03', '19:00'),
        meal('2026-04-01', '12:00', marc),
      ]);
    const item = (name: string, expirationDate: string | null, member = lea) => ({
      householdId: member.householdId,
      userId: member.id,
      name,
      expirationDate,
    });
    await t.database.db
      .insert(inventoryItems)
      .values([
        item('Crème', '2026-03-30'),
        item('Jambon', '2026-04-01'),
        item('Salade', '2026-04-04'),
        item('Beurre', '2026-04-05'),
        item('Riz', null),
        item('Lait de Marc', '2026-04-02', marc),
      ]);

    const response = await callApi(t, lea).get('/api/dashboard/upcoming');
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body.today).toBe('2026-04-01');
    expect(body.tomorrow).toBe('2026-04-02');
    expect(body.meals.map((m: { recipeTitle: string }) => m.recipeTitle)).toEqual([
      'Repas 2026-04-01 12:00',
      'Repas 2026-04-01 19:30',
      'Repas 2026-04-02 08:00',
    ]);
    // Expired first (to throw away), then soonest; 5 April is 4 days away.
    expect(body.expiringItems.map((i: { name: string }) => i.name)).toEqual([
      'Crème',
      'Jambon',
      'Salade',
    ]);
    expect(body.expiringItems[0]).toMatchObject({
      expirationDate: '2026-03-30',
      look: 'milk',
    });
  });
});
