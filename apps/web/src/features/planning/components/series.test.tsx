import '@/test/cleanup';
import type { MealSeries, PlannedMeal } from '@mijote/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { aPlannedMeal } from '@/test/household-fixtures';
import { mockFetch } from '@/test/mock-fetch';
import { renderRoutes } from '@/test/render-app';
import { PlanningPage } from './planning-page';

// « Repas réguliers » on the planning page: « Répéter » in the add-meal form, an occurrence
// skipped or stopped from its day, the list of running series and « Arrêter ».

// Saturday 21 November 2026 in Zurich. Only Date is faked: user-event needs real timers.
beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date('2026-11-21T10:00:00Z'));
});

const SERIES_ID = '00000000-0000-4000-a000-000000000001';
const pizzaSeries: MealSeries = {
  id: SERIES_ID,
  recipeTitle: 'Pizza maison',
  startsOn: '2026-11-27',
  endsOn: null,
  everyWeeks: 1,
  time: '19:00',
  servings: 4,
  authorId: 'u1',
};

type Call = { url: string; method: string; body: unknown; key: string | null };

function seriesApi(meals: PlannedMeal[], series: MealSeries[]) {
  const calls: Call[] = [];
  mockFetch((url, init) => {
    const method = init?.method ?? 'GET';
    const body = init?.body ? JSON.parse(String(init.body)) : undefined;
    const key = new Headers(init?.headers).get('Idempotency-Key');
    calls.push({ url, method, body, key });
    if (method === 'GET' && url === '/api/planning/backlog')
      return { status: 200, body: { meals: [] } };
    if (method === 'GET' && url === '/api/planning/series')
      return { status: 200, body: { series } };
    if (method === 'GET' && url.startsWith('/api/planning/meals')) {
      return { status: 200, body: { meals } };
    }
    if (method === 'POST' && url === '/api/planning/series') {
      const created = { ...pizzaSeries, recipeTitle: body.recipeTitle, startsOn: body.date };
      return { status: 201, body: { series: created, meals: [] } };
    }
    if (method === 'POST' && url.endsWith('/stop')) {
      return { status: 200, body: { ...pizzaSeries, endsOn: '2026-12-03' } };
    }
    if (method === 'POST' && url.endsWith('/unschedule')) {
      const { date: _date, cookedAt: _cookedAt, ...waiting } = meals[0] as PlannedMeal;
      return { status: 200, body: waiting };
    }
    if (method === 'DELETE') return { status: 204 };
    return { status: 404, body: { code: 'NOT_FOUND' } };
  });
  return { calls, writes: () => calls.filter((c) => c.method !== 'GET') };
}

const openPlanning = () =>
  renderRoutes([{ path: '/dashboard/planning', element: <PlanningPage /> }], {
    pathname: '/dashboard/planning',
  });

const field = (name: string | RegExp) => screen.getByLabelText(name) as HTMLInputElement;

describe('« Repas réguliers »', () => {
  it('plans a meal every week from the add-meal form, once under one key', async () => {
    const user = userEvent.setup();
    const api = seriesApi([], []);
    openPlanning();
    await user.click(await screen.findByRole('button', { name: 'Ajouter un repas' }));
    await user.type(field(/Titre|Nom du repas|Repas/), 'Pizza maison');
    await user.clear(field('Date'));
    await user.type(field('Date'), '2026-11-27');
    await user.selectOptions(field('Répéter'), 'Chaque semaine');
    // Repeated, it cannot also wait without a day; its end is optional.
    expect(screen.queryByLabelText('Sans date (à planifier)')).toBeNull();
    expect(screen.getByText(/Sans date de fin, le repas revient/)).toBeTruthy();
    await user.type(field(/Jusqu’au/), '2026-12-31');
    await user.click(screen.getByRole('button', { name: 'Ajouter le repas régulier' }));
    await screen.findByText('Repas régulier ajouté');
    const [post] = api.writes();
    expect(post?.url).toBe('/api/planning/series');
    expect(post?.body).toMatchObject({
      recipeTitle: 'Pizza maison',
      date: '2026-11-27',
      time: '19:00',
      everyWeeks: 1,
      until: '2026-12-31',
    });
    expect(post?.key).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('refuses an end before the first meal, in French, without sending anything', async () => {
    const user = userEvent.setup();
    const api = seriesApi([], []);
    openPlanning();
    await user.click(await screen.findByRole('button', { name: 'Ajouter un repas' }));
    await user.type(field(/Titre|Nom du repas|Repas/), 'Raclette');
    await user.selectOptions(field('Répéter'), 'Toutes les deux semaines');
    await user.type(field(/Jusqu’au/), '2026-11-01');
    await user.click(screen.getByRole('button', { name: 'Ajouter le repas régulier' }));
    expect(await screen.findByText('La fin ne peut pas précéder le premier repas')).toBeTruthy();
    expect(api.writes()).toEqual([]);
  });

  it('skips one occurrence, or stops the series from its day', async () => {
    const user = userEvent.setup();
    const friday = aPlannedMeal({
      recipeTitle: 'Pizza maison',
      date: '2026-11-27',
      seriesId: SERIES_ID,
    });
    const api = seriesApi([friday], [pizzaSeries]);
    openPlanning();
    const card = await screen.findByRole('article', { name: 'Pizza maison' });
    expect(within(card).getByText('Repas régulier')).toBeTruthy();
    await user.click(within(card).getByRole('button', { name: 'Supprimer « Pizza maison »' }));
    const dialog = await screen.findByRole('dialog', { name: 'Supprimer ce repas régulier ?' });
    expect(dialog.textContent).toContain('revient chaque vendredi');
    expect(dialog.textContent).toContain('vendredi 27 novembre 2026');
    await user.click(within(dialog).getByRole('button', { name: 'Seulement celui-ci' }));
    await screen.findByText('Repas sauté cette fois');
    expect(api.writes().map((c) => `${c.method} ${c.url}`)).toEqual([
      `DELETE /api/planning/meals/${friday.id}`,
    ]);

    await user.click(await screen.findByRole('button', { name: 'Supprimer « Pizza maison »' }));
    const again = await screen.findByRole('dialog', { name: 'Supprimer ce repas régulier ?' });
    await user.click(within(again).getByRole('button', { name: 'Celui-ci et les suivants' }));
    await waitFor(() => expect(api.writes()).toHaveLength(2));
    expect(api.writes()[1]).toMatchObject({
      method: 'POST',
      url: `/api/planning/series/${SERIES_ID}/stop`,
      body: { from: '2026-11-27' },
    });
  });

  it('sends a meal of its own back to « À planifier » from the delete dialog', async () => {
    const user = userEvent.setup();
    const gratin = aPlannedMeal({ recipeTitle: 'Gratin', date: '2026-11-23' });
    const api = seriesApi([gratin], []);
    openPlanning();
    await user.click(await screen.findByRole('button', { name: 'Supprimer « Gratin »' }));
    const dialog = await screen.findByRole('dialog', { name: 'Supprimer ce repas ?' });
    await user.click(within(dialog).getByRole('button', { name: 'Remettre à planifier' }));
    await waitFor(() => expect(document.body.textContent).toContain('Remis dans'));
    expect(api.writes().map((c) => `${c.method} ${c.url}`)).toEqual([
      `POST /api/planning/meals/${gratin.id}/unschedule`,
    ]);
  });

  it('lists the running series with their rhythm, and stops one from today', async () => {
    const user = userEvent.setup();
    const api = seriesApi(
      [],
      [
        pizzaSeries,
        {
          ...pizzaSeries,
          id: '00000000-0000-4000-a000-000000000002',
          recipeTitle: 'Raclette',
          startsOn: '2026-11-29',
          everyWeeks: 2,
          endsOn: '2027-02-28',
          time: '12:30',
        },
      ],
    );
    openPlanning();
    const section = await screen.findByRole('region', { name: 'Repas réguliers' });
    expect(section.textContent).toContain('chaque vendredi à 19:00');
    expect(section.textContent).toContain('sans fin');
    expect(section.textContent).toContain('un dimanche sur deux à 12:30');
    expect(section.textContent).toContain('jusqu’au 28 février');
    await user.click(within(section).getByRole('button', { name: 'Arrêter « Pizza maison »' }));
    const dialog = await screen.findByRole('dialog', { name: 'Arrêter ce repas régulier ?' });
    await user.click(within(dialog).getByRole('button', { name: 'Arrêter' }));
    await screen.findByText('Repas régulier arrêté');
    expect(api.writes()).toEqual([
      expect.objectContaining({
        method: 'POST',
        url: `/api/planning/series/${SERIES_ID}/stop`,
        body: { from: '2026-11-21' },
      }),
    ]);
  });
});
