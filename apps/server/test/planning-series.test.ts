import { addDays, localDateOf, SERIES_AHEAD_MAX_DAYS } from '@mijote/contracts';
import { and, eq, isNotNull } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mealSeries, plannedMeals } from '../src/db/schema';
import {
  countRows,
  expectInvalid,
  joinHousehold,
  type Member,
  signUpSubscriber,
} from './helpers/household';
import { createTestApp, type TestApp } from './helpers/test-app';
import { callApi } from './helpers/users';

// « Repas réguliers » (docs/product.md « Planning »): a meal every week or two, with an end or
// not; each occurrence a meal of the planning, skipped by deleting it, the rest stopped at once.

const NOW = new Date('2026-11-30T08:00:00Z'); // a Monday
const TODAY = localDateOf(NOW);
const FRIDAY = '2026-12-04';

type Meal = {
  id: string;
  date: string;
  time: string;
  recipeTitle: string;
  seriesId: string | null;
};

describe('« Repas réguliers »', () => {
  let t: TestApp;
  let clock = NOW;
  let lea: Member;
  let marc: Member;
  let other: Member;
  beforeAll(async () => {
    t = await createTestApp({}, { now: () => clock });
    lea = await signUpSubscriber(t, 'lea-series@example.ch');
    marc = await joinHousehold(
      t,
      await signUpSubscriber(t, 'marc-series@example.ch'),
      lea.householdId,
    );
    other = await signUpSubscriber(t, 'autre-series@example.ch');
  });
  afterAll(async () => {
    await t.close();
  });

  const mealsOf = async (member: Member, from = TODAY, to = addDays(TODAY, 180)) => {
    const response = await callApi(t, member).get(`/api/planning/meals?from=${from}&to=${to}`);
    expect(response.statusCode, response.body).toBe(200);
    return response.json().meals as Meal[];
  };
  const occurrences = async (seriesId: string) =>
    (
      await t.database.db
        .select({ date: plannedMeals.date })
        .from(plannedMeals)
        .where(and(eq(plannedMeals.seriesId, seriesId), isNotNull(plannedMeals.date)))
        .orderBy(plannedMeals.date)
    ).map((row) => row.date);

  it('plans every Friday ahead, seen by the household only', async () => {
    const response = await callApi(t, lea).post('/api/planning/series', {
      recipeTitle: 'Pizza maison',
      date: FRIDAY,
      time: '19:00',
      servings: 4,
    });
    expect(response.statusCode, response.body).toBe(201);
    const { series, meals } = response.json() as { series: { id: string }; meals: Meal[] };
    // Twelve weeks ahead of today: every Friday from 4 December to 19 February.
    const fridays = Array.from({ length: 12 }, (_, week) => addDays(FRIDAY, 7 * week));
    expect(meals.map((meal) => meal.date)).toEqual(fridays);
    expect(meals.every((meal) => meal.seriesId === series.id && meal.time === '19:00')).toBe(true);

    const seen = await mealsOf(marc, TODAY, addDays(TODAY, 84));
    expect(seen.filter((meal) => meal.seriesId === series.id).map((meal) => meal.date)).toEqual(
      fridays,
    );
    const listed = (await callApi(t, marc).get('/api/planning/series')).json().series;
    expect(listed).toEqual([
      expect.objectContaining({ id: series.id, startsOn: FRIDAY, endsOn: null, everyWeeks: 1 }),
    ]);
    expect(await mealsOf(other)).toEqual([]);
    expect((await callApi(t, other).get('/api/planning/series')).json().series).toEqual([]);
    const foreign = await callApi(t, other).post(`/api/planning/series/${series.id}/stop`, {
      from: TODAY,
    });
    expect(foreign.statusCode).toBe(404);
    expect(await occurrences(series.id)).toEqual(fridays);
  });

  it('every other week up to an end, and not one occurrence after it', async () => {
    const response = await callApi(t, lea).post('/api/planning/series', {
      recipeTitle: 'Raclette',
      date: '2026-12-06',
      time: '12:30',
      everyWeeks: 2,
      until: '2027-01-10',
    });
    expect(response.statusCode, response.body).toBe(201);
    const { series } = response.json();
    expect(await occurrences(series.id)).toEqual(['2026-12-06', '2026-12-20', '2027-01-03']);
    // Reading further writes nothing past the end.
    clock = new Date('2027-01-20T08:00:00Z');
    await mealsOf(lea, '2027-01-01', '2027-06-30');
    expect(await occurrences(series.id)).toEqual(['2026-12-06', '2026-12-20', '2027-01-03']);
    // Ended: no longer listed among the running ones.
    const running = (await callApi(t, lea).get('/api/planning/series')).json().series;
    expect(running.map((s: { id: string }) => s.id)).not.toContain(series.id);
    clock = NOW;
  });

  it('skips one occurrence for good while the weeks ahead keep coming', async () => {
    const { series, meals } = (
      await callApi(t, lea).post('/api/planning/series', {
        recipeTitle: 'Soupe du mardi',
        date: '2026-12-01',
        time: '19:00',
      })
    ).json() as { series: { id: string }; meals: Meal[] };
    const skipped = meals[1];
    if (!skipped) throw new Error('no second occurrence');
    expect((await callApi(t, marc).delete(`/api/planning/meals/${skipped.id}`)).statusCode).toBe(
      204,
    );
    // Ten weeks later the planning reads further ahead: new Tuesdays are written, the skipped one
    // is not written again.
    clock = new Date('2027-02-08T08:00:00Z');
    const later = localDateOf(clock);
    await mealsOf(lea, later, addDays(later, 7));
    const dates = await occurrences(series.id);
    expect(dates).not.toContain(skipped.date);
    expect(dates.at(-1)).toBe('2027-04-27'); // the last Tuesday up to 84 days after 8 February
    expect(new Set(dates).size).toBe(dates.length);
    clock = NOW;
  });

  it('writes each occurrence once when several readers come at once', async () => {
    const { series } = (
      await callApi(t, lea).post('/api/planning/series', {
        recipeTitle: 'Crêpes du mercredi',
        date: '2026-12-02',
        time: '18:30',
      })
    ).json();
    clock = new Date('2027-03-01T08:00:00Z');
    const today = localDateOf(clock);
    await Promise.all([
      mealsOf(lea, today, addDays(today, 6)),
      mealsOf(marc, today, addDays(today, 6)),
      callApi(t, lea).get('/api/dashboard/upcoming'),
      mealsOf(marc, today, addDays(today, 30)),
    ]);
    const dates = await occurrences(series.id);
    expect(new Set(dates).size).toBe(dates.length);
    expect(dates.at(-1)).toBe('2027-05-19');
    clock = NOW;
  });

  it('a reader asking far ahead writes at most a year of occurrences', async () => {
    const { series } = (
      await callApi(t, other).post('/api/planning/series', {
        recipeTitle: 'Fondue',
        date: FRIDAY,
        time: '19:00',
      })
    ).json();
    await mealsOf(other, '2090-01-01', '2090-12-31');
    const dates = await occurrences(series.id);
    expect(dates.at(-1)! <= addDays(TODAY, SERIES_AHEAD_MAX_DAYS)).toBe(true);
    expect(dates.length).toBeLessThanOrEqual(53);
    expect(dates.length).toBeGreaterThan(50);
  });

  it('stops from a day on: the later occurrences go, a cooked one stays', async () => {
    const { series, meals } = (
      await callApi(t, lea).post('/api/planning/series', {
        recipeTitle: 'Gratin du jeudi',
        date: '2026-11-26',
        time: '19:00',
      })
    ).json() as { series: { id: string }; meals: Meal[] };
    const cooked = meals[0];
    if (!cooked) throw new Error('no first occurrence');
    expect((await callApi(t, lea).post(`/api/planning/meals/${cooked.id}/cooked`)).statusCode).toBe(
      200,
    );
    // « Ce repas et les suivants » on the Thursday of 10 December.
    const stop = await callApi(t, marc).post(`/api/planning/series/${series.id}/stop`, {
      from: '2026-12-10',
    });
    expect(stop.statusCode, stop.body).toBe(200);
    expect(stop.json().endsOn).toBe('2026-12-09');
    expect(await occurrences(series.id)).toEqual(['2026-11-26', '2026-12-03']);
    // « Arrêter » from a later day keeps the earlier end; from before the first, nothing is left
    // but the cooked one.
    expect(
      (
        await callApi(t, lea).post(`/api/planning/series/${series.id}/stop`, { from: '2027-01-01' })
      ).json().endsOn,
    ).toBe('2026-12-09');
    await callApi(t, lea).post(`/api/planning/series/${series.id}/stop`, { from: '2026-11-01' });
    expect(await occurrences(series.id)).toEqual(['2026-11-26']);
  });

  it('lists the household’s series in the account export, ended ones too', async () => {
    const exported = (await callApi(t, marc).get('/api/account/export')).json();
    const titles = exported.mealSeries.map((s: { recipeTitle: string }) => s.recipeTitle);
    expect(titles).toEqual(
      expect.arrayContaining(['Pizza maison', 'Raclette', 'Soupe du mardi', 'Gratin du jeudi']),
    );
    expect(titles).not.toContain('Fondue');
    const occurrences = exported.plannedMeals.filter((m: Meal) => m.recipeTitle === 'Pizza maison');
    expect(occurrences.every((m: Meal) => m.seriesId !== null)).toBe(true);
  });

  it('refuses a series it cannot plan, with a French reason and nothing saved', async () => {
    const before = [await countRows(t, mealSeries), await countRows(t, plannedMeals)];
    const api = callApi(t, lea);
    const base = { recipeTitle: 'Pizza', date: FRIDAY, time: '19:00' };
    expectInvalid(
      await api.post('/api/planning/series', { ...base, until: '2026-12-01' }),
      'until',
      'validation.seriesEndBeforeStart',
    );
    expectInvalid(
      await api.post('/api/planning/series', { ...base, until: '2028-12-01' }),
      'until',
      'validation.seriesEndTooFar',
    );
    expectInvalid(
      await api.post('/api/planning/series', { ...base, everyWeeks: 3 }),
      'everyWeeks',
      'validation.invalid',
    );
    expectInvalid(
      await api.post('/api/planning/series', { ...base, recipeTitle: ' ' }),
      'recipeTitle',
      'validation.mealTitleRequired',
    );
    expect(
      (await api.post('/api/planning/series/not-an-id/stop', { from: TODAY })).statusCode,
    ).toBe(422);
    expect([await countRows(t, mealSeries), await countRows(t, plannedMeals)]).toEqual(before);
  });
});
