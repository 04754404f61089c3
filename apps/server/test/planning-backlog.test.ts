import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { plannedMeals } from '../src/db/schema';
import {
  aRecipe,
  expectInvalid,
  expectNotFound,
  type Member,
  signUpSubscriber,
} from './helpers/household';
import { createTestApp, type TestApp } from './helpers/test-app';
import { callApi, signUpUser } from './helpers/users';

// « À planifier » (docs/product.md, Planning): meals without a day, given one later.

const NOW = new Date('2026-04-01T08:00:00Z');

describe('the planning backlog', () => {
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

  const addToBacklog = async (member: Member, body: object) => {
    const response = await callApi(t, member).post('/api/planning/backlog', body);
    expect(response.statusCode, response.body).toBe(201);
    return response.json() as { id: string; recipeTitle: string };
  };
  const backlogOf = async (member: Member) => {
    const response = await callApi(t, member).get('/api/planning/backlog');
    expect(response.statusCode).toBe(200);
    return (response.json().meals as { recipeTitle: string }[]).map((m) => m.recipeTitle);
  };
  const datedTitles = async (member: Member, query = '') => {
    const response = await callApi(t, member).get(`/api/planning/meals${query}`);
    expect(response.statusCode).toBe(200);
    return (response.json().meals as { recipeTitle: string }[]).map((m) => m.recipeTitle);
  };
  const rowOf = async (mealId: string) => {
    const [row] = await t.database.db
      .select()
      .from(plannedMeals)
      .where(eq(plannedMeals.id, mealId));
    return row;
  };

  it('answers 401 without a session and 402 without a subscription', async () => {
    expect((await callApi(t).get('/api/planning/backlog')).statusCode).toBe(401);
    const visitor = await signUpUser(t, 'visiteur@example.ch');
    expect((await callApi(t, visitor).get('/api/planning/backlog')).statusCode).toBe(402);
    expect(
      (await callApi(t, visitor).post('/api/planning/backlog', { recipeTitle: 'Rösti' }))
        .statusCode,
    ).toBe(402);
  });

  it('keeps a dish without a day, out of every reader of days', async () => {
    const recipe = aRecipe();
    const meal = await addToBacklog(lea, {
      recipeTitle: recipe.title,
      servings: 4,
      type: 'plat',
      recipeId: recipe.id,
      recipe,
    });
    expect(meal).toMatchObject({ recipeTitle: recipe.title, recipeId: recipe.id, time: '19:00' });
    expect(meal).not.toHaveProperty('date');
    await addToBacklog(lea, { recipeTitle: 'Soupe à la courge' });
    expect(await backlogOf(lea)).toEqual([recipe.title, 'Soupe à la courge']);

    expect(await datedTitles(lea)).toEqual([]);
    expect(await datedTitles(lea, '?from=2026-03-01&to=2026-12-31')).toEqual([]);
    const stats = await callApi(t, lea).get('/api/dashboard/stats');
    expect(stats.json().plannedMeals).toBe(0);
    const upcoming = await callApi(t, lea).get('/api/dashboard/upcoming');
    expect(upcoming.json().meals).toEqual([]);
    // A meal without a day is not cooked: « J'ai cuisiné » needs its day.
    expectNotFound(await callApi(t, lea).post(`/api/planning/meals/${meal.id}/cooked`));

    const exported = (await callApi(t, lea).get('/api/account/export')).json();
    expect(exported.plannedMeals).toEqual([]);
    expect(exported.backlogMeals.map((m: { id: string }) => m.id)).toContain(meal.id);
  });

  it('gives a meal a day: it leaves the backlog for the week, and can come back', async () => {
    const meal = await addToBacklog(lea, { recipeTitle: 'Fondue' });
    const scheduled = await callApi(t, lea).post(`/api/planning/backlog/${meal.id}/schedule`, {
      date: '2026-04-03',
      time: '12:30',
    });
    expect(scheduled.statusCode, scheduled.body).toBe(200);
    expect(scheduled.json()).toMatchObject({ id: meal.id, date: '2026-04-03', time: '12:30' });
    expect(await backlogOf(lea)).not.toContain('Fondue');
    expect(await datedTitles(lea, '?from=2026-03-30&to=2026-04-05')).toEqual(['Fondue']);

    // Given a day already (by another member, say): 409, the day unchanged.
    const again = await callApi(t, lea).post(`/api/planning/backlog/${meal.id}/schedule`, {
      date: '2026-04-09',
      time: '19:00',
    });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({ code: 'MEAL_ALREADY_SCHEDULED' });
    expect((await rowOf(meal.id))?.date).toBe('2026-04-03');

    const back = await callApi(t, lea).post(`/api/planning/meals/${meal.id}/unschedule`);
    expect(back.statusCode, back.body).toBe(200);
    expect(back.json()).toMatchObject({ id: meal.id, time: '12:30' });
    expect(await backlogOf(lea)).toContain('Fondue');
    expect(await datedTitles(lea)).not.toContain('Fondue');
    // Already in the backlog: there is no dated meal to send back.
    expectNotFound(await callApi(t, lea).post(`/api/planning/meals/${meal.id}/unschedule`));
  });

  it('keeps a cooked meal on its day', async () => {
    const planned = await callApi(t, lea).post('/api/planning/meals', {
      recipeTitle: 'Omelette',
      date: '2026-04-01',
      time: '12:00',
    });
    const mealId = planned.json().id as string;
    expect((await callApi(t, lea).post(`/api/planning/meals/${mealId}/cooked`)).statusCode).toBe(
      200,
    );
    const back = await callApi(t, lea).post(`/api/planning/meals/${mealId}/unschedule`);
    expect(back.statusCode).toBe(409);
    expect(back.json()).toMatchObject({ code: 'MEAL_ALREADY_COOKED' });
    expect((await rowOf(mealId))?.date).toBe('2026-04-01');
  });

  it('refuses bad input with the field’s French key, and changes nothing', async () => {
    expectInvalid(
      await callApi(t, lea).post('/api/planning/backlog', { recipeTitle: '  ' }),
      'recipeTitle',
      'validation.mealTitleRequired',
    );
    expectInvalid(
      await callApi(t, lea).post('/api/planning/backlog', { recipeTitle: 'Rösti', servings: 0 }),
      'servings',
      'validation.servingsInvalid',
    );
    const meal = await addToBacklog(lea, { recipeTitle: 'Croûte au fromage' });
    const url = `/api/planning/backlog/${meal.id}/schedule`;
    expectInvalid(
      await callApi(t, lea).post(url, { time: '19:00' }),
      'date',
      'validation.dateRequired',
    );
    expectInvalid(
      await callApi(t, lea).post(url, { date: '2026-02-30', time: '19:00' }),
      'date',
      'validation.dateInvalid',
    );
    expect(
      (await callApi(t, lea).post(url, { date: '2026-04-02', time: '25:00' })).statusCode,
    ).toBe(422);
    expect(
      (await callApi(t, lea).post('/api/planning/backlog/pas-un-id/schedule', {})).statusCode,
    ).toBe(422);
    expect((await rowOf(meal.id))?.date).toBeNull();
  });

  it('keeps each household’s backlog its own', async () => {
    const meal = await addToBacklog(lea, { recipeTitle: 'Papet vaudois' });
    expect(await backlogOf(marc)).not.toContain('Papet vaudois');
    expectNotFound(
      await callApi(t, marc).post(`/api/planning/backlog/${meal.id}/schedule`, {
        date: '2026-04-02',
        time: '19:00',
      }),
    );
    expectNotFound(await callApi(t, marc).delete(`/api/planning/backlog/${meal.id}`));
    expect((await rowOf(meal.id))?.date).toBeNull();

    const dated = await callApi(t, lea).post('/api/planning/meals', {
      recipeTitle: 'Malakoffs',
      date: '2026-04-04',
      time: '19:00',
    });
    const datedId = dated.json().id as string;
    expectNotFound(await callApi(t, marc).post(`/api/planning/meals/${datedId}/unschedule`));
    expect((await rowOf(datedId))?.date).toBe('2026-04-04');
  });

  it('deletes a backlog meal, and only a backlog meal', async () => {
    const meal = await addToBacklog(lea, { recipeTitle: 'Tartiflette' });
    expect((await callApi(t, lea).delete(`/api/planning/backlog/${meal.id}`)).statusCode).toBe(204);
    expect(await rowOf(meal.id)).toBeUndefined();
    expectNotFound(await callApi(t, lea).delete(`/api/planning/backlog/${meal.id}`));

    const dated = await callApi(t, lea).post('/api/planning/meals', {
      recipeTitle: 'Risotto',
      date: '2026-04-05',
      time: '19:00',
    });
    const datedId = dated.json().id as string;
    expectNotFound(await callApi(t, lea).delete(`/api/planning/backlog/${datedId}`));
    expect(await rowOf(datedId)).toBeDefined();
  });
});
