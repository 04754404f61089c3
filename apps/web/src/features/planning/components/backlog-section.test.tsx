import '@/test/cleanup';
import type { BacklogMeal, PlannedMeal } from '@mijote/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { aPlannedMeal } from '@/test/household-fixtures';
import { mockFetch } from '@/test/mock-fetch';
import { renderRoutes } from '@/test/render-app';
import { PlanningPage } from './planning-page';

// « À planifier » on the Planning page (docs/product.md, Planning): dishes without a day, given
// one with « Choisir un jour ». Saturday 21 November 2026 in Zurich; only Date is faked.
beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date('2026-11-21T10:00:00Z'));
});

type Call = { url: string; method: string; body: unknown };

function aBacklogMeal(overrides: Partial<BacklogMeal> = {}): BacklogMeal {
  const { date: _date, cookedAt: _cookedAt, ...meal } = aPlannedMeal(overrides);
  return meal;
}

/** The planning's API as the server keeps it: dated meals and the backlog, every call recorded. */
function planningApi(backlogAtStart: BacklogMeal[], options: { scheduleFails?: boolean } = {}) {
  let backlog = [...backlogAtStart];
  const dated: PlannedMeal[] = [];
  const calls: Call[] = [];
  mockFetch((url, init) => {
    const method = init?.method ?? 'GET';
    const body = init?.body ? JSON.parse(String(init.body)) : undefined;
    calls.push({ url, method, body });
    if (method === 'GET' && url === '/api/planning/backlog') {
      return { status: 200, body: { meals: backlog } };
    }
    if (method === 'GET' && url.startsWith('/api/planning/meals')) {
      return { status: 200, body: { meals: dated } };
    }
    if (method === 'POST' && url === '/api/planning/backlog') {
      const meal = aBacklogMeal(body);
      backlog.push(meal);
      return { status: 201, body: meal };
    }
    const schedule = url.match(/^\/api\/planning\/backlog\/([^/]+)\/schedule$/);
    if (method === 'POST' && schedule) {
      if (options.scheduleFails) {
        return {
          status: 409,
          body: { code: 'MEAL_ALREADY_SCHEDULED', message: '', requestId: 'r1' },
        };
      }
      const meal = backlog.find((m) => m.id === schedule[1]);
      if (!meal) return { status: 404, body: { code: 'NOT_FOUND' } };
      backlog = backlog.filter((m) => m !== meal);
      const planned: PlannedMeal = { ...meal, ...body, cookedAt: null };
      dated.push(planned);
      return { status: 200, body: planned };
    }
    if (method === 'DELETE' && url.startsWith('/api/planning/backlog/')) {
      backlog = backlog.filter((m) => !url.endsWith(m.id));
      return { status: 204 };
    }
    return { status: 404, body: { code: 'NOT_FOUND' } };
  });
  return { calls, changes: () => calls.filter((c) => c.method !== 'GET') };
}

async function openPlanning() {
  const view = renderRoutes([{ path: '/dashboard/planning', element: <PlanningPage /> }], {
    pathname: '/dashboard/planning',
  });
  // The section paints once the meals above it have loaded (no shift of the page).
  await screen.findByRole('region', { name: 'À planifier' });
  return view;
}

const backlogRegion = () => screen.getByRole('region', { name: 'À planifier' });

describe('À planifier', () => {
  it('paints under the meals once they have loaded, never above them while they load', async () => {
    let answer: () => void = () => undefined;
    mockFetch((url) => {
      if (url.startsWith('/api/planning/meals')) {
        return new Promise<Response>((resolve) => {
          answer = () => resolve(new Response(JSON.stringify({ meals: [] }), { status: 200 }));
        });
      }
      return { status: 200, body: { meals: [] } };
    });
    renderRoutes([{ path: '/dashboard/planning', element: <PlanningPage /> }], {
      pathname: '/dashboard/planning',
    });
    expect(await screen.findByRole('heading', { name: 'Planning des repas' })).toBeTruthy();
    expect(screen.queryByRole('region', { name: 'À planifier' })).toBeNull();
    answer();
    expect(await screen.findByRole('region', { name: 'À planifier' })).toBeTruthy();
  });

  it('says what it is for when empty', async () => {
    planningApi([]);
    await openPlanning();
    expect(
      await within(backlogRegion()).findByText(/Rien à planifier pour l’instant/),
    ).toBeTruthy();
  });

  it('adds a dish « Sans date (à planifier) »: no date sent, it waits in the backlog', async () => {
    const user = userEvent.setup();
    const api = planningApi([]);
    await openPlanning();
    // The header's (the empty list offers one too).
    await user.click(screen.getAllByRole('button', { name: 'Ajouter un repas' })[0] as HTMLElement);
    const dialog = await screen.findByRole('dialog', { name: 'Ajouter un repas' });
    await user.type(within(dialog).getByLabelText(/Titre du repas/), 'Papet vaudois');
    await user.click(within(dialog).getByRole('checkbox', { name: 'Sans date (à planifier)' }));
    expect(within(dialog).queryByLabelText(/^Date/)).toBeNull();
    await user.click(within(dialog).getByRole('button', { name: 'Ajouter à « À planifier »' }));

    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(
      await within(backlogRegion()).findByRole('article', { name: 'Papet vaudois' }),
    ).toBeTruthy();
    expect(api.changes()).toEqual([
      {
        url: '/api/planning/backlog',
        method: 'POST',
        body: { recipeTitle: 'Papet vaudois', time: '19:00', servings: 2, type: 'plat' },
      },
    ]);
  });

  it('gives a dish its day with a labelled dialog: it leaves the backlog for that day', async () => {
    const user = userEvent.setup();
    const api = planningApi([
      aBacklogMeal({ recipeTitle: 'Fondue', servings: 4 }),
      aBacklogMeal({ recipeTitle: 'Rösti' }),
    ]);
    await openPlanning();
    const fondue = await within(backlogRegion()).findByRole('article', { name: 'Fondue' });
    expect(fondue.textContent).toContain('4 portions');
    await user.click(
      within(fondue).getByRole('button', { name: 'Choisir un jour pour « Fondue »' }),
    );

    const dialog = await screen.findByRole('dialog', { name: 'Choisir un jour' });
    const date = within(dialog).getByLabelText(/^Date/) as HTMLInputElement;
    const time = within(dialog).getByLabelText(/^Heure/) as HTMLInputElement;
    expect(date.value).toBe('2026-11-21');
    expect(time.value).toBe('19:00');
    await user.clear(date);
    await user.type(date, '2026-11-23');
    await user.clear(time);
    await user.type(time, '12:30');
    await user.click(within(dialog).getByRole('button', { name: 'Planifier ce jour-là' }));

    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(api.changes()).toEqual([
      {
        url: expect.stringMatching(/^\/api\/planning\/backlog\/[^/]+\/schedule$/),
        method: 'POST',
        body: { date: '2026-11-23', time: '12:30' },
      },
    ]);
    const day = await screen.findByRole('region', { name: /lundi 23 novembre 2026/ });
    expect(within(day).getByRole('article', { name: 'Fondue' }).textContent).toContain('12:30');
    await waitFor(() =>
      expect(within(backlogRegion()).queryByRole('article', { name: 'Fondue' })).toBeNull(),
    );
    expect(within(backlogRegion()).getByRole('article', { name: 'Rösti' })).toBeTruthy();
  });

  it('refuses an empty date without calling, and shows the server’s refusal in French', async () => {
    const user = userEvent.setup();
    const api = planningApi([aBacklogMeal({ recipeTitle: 'Fondue' })], { scheduleFails: true });
    await openPlanning();
    const fondue = await within(backlogRegion()).findByRole('article', { name: 'Fondue' });
    await user.click(within(fondue).getByRole('button', { name: /Choisir un jour/ }));
    const dialog = await screen.findByRole('dialog', { name: 'Choisir un jour' });
    await user.clear(within(dialog).getByLabelText(/^Date/));
    await user.click(within(dialog).getByRole('button', { name: 'Planifier ce jour-là' }));
    expect(within(dialog).getByText('Veuillez choisir une date')).toBeTruthy();
    expect(api.changes()).toEqual([]);

    await user.type(within(dialog).getByLabelText(/^Date/), '2026-11-24');
    await user.click(within(dialog).getByRole('button', { name: 'Planifier ce jour-là' }));
    expect(
      await within(dialog).findByText('Ce repas a déjà un jour dans le planning.'),
    ).toBeTruthy();
  });

  it('removes a dish only once the removal is confirmed', async () => {
    const user = userEvent.setup();
    const api = planningApi([aBacklogMeal({ recipeTitle: 'Tartiflette' })]);
    await openPlanning();
    const entry = await within(backlogRegion()).findByRole('article', { name: 'Tartiflette' });
    await user.click(within(entry).getByRole('button', { name: 'Supprimer « Tartiflette »' }));
    const confirm = await screen.findByRole('dialog', { name: 'Retirer ce plat ?' });
    expect(api.changes()).toEqual([]);
    await user.click(within(confirm).getByRole('button', { name: 'Supprimer' }));
    await waitFor(() =>
      expect(within(backlogRegion()).queryByRole('article', { name: 'Tartiflette' })).toBeNull(),
    );
    expect(api.changes()).toEqual([
      {
        url: expect.stringMatching(/^\/api\/planning\/backlog\//),
        method: 'DELETE',
        body: undefined,
      },
    ]);
  });
});
