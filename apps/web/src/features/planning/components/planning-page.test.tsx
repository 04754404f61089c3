import '@/test/cleanup';
import type { PlannedMeal, Preferences, Recipe } from '@mijote/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { aPlannedMeal } from '@/test/household-fixtures';
import { mockFetch } from '@/test/mock-fetch';
import { somePreferences } from '@/test/preferences-fixture';
import { renderRoutes } from '@/test/render-app';
import { PlanningPage } from './planning-page';

// Saturday 21 November 2026, 11:00 in Zurich. Only Date is faked: user-event needs real timers.
beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date('2026-11-21T10:00:00Z'));
});

type Call = { url: string; method: string; body: unknown };

/** A planning API answering from `meals`, recording every call; the caller's household size. */
function planningApi(initial: PlannedMeal[] = [], householdSize?: Preferences['householdSize']) {
  let meals = [...initial];
  const calls: Call[] = [];
  mockFetch((url, init) => {
    const method = init?.method ?? 'GET';
    const body = init?.body ? JSON.parse(String(init.body)) : undefined;
    calls.push({ url, method, body });
    if (url === '/api/preferences' && householdSize) {
      return { status: 200, body: somePreferences({ householdSize }) };
    }
    // « À planifier » is backlog-section.test.tsx's: here it is empty.
    if (method === 'GET' && url === '/api/planning/backlog') {
      return { status: 200, body: { meals: [] } };
    }
    // « Repas réguliers » is series.test.tsx's: here there is none.
    if (method === 'GET' && url === '/api/planning/series') {
      return { status: 200, body: { series: [] } };
    }
    if (method === 'GET' && url.startsWith('/api/planning/meals')) {
      const query = new URL(url, 'http://localhost').searchParams;
      const from = query.get('from') ?? '0000';
      const to = query.get('to') ?? '9999';
      return { status: 200, body: { meals: meals.filter((m) => m.date >= from && m.date <= to) } };
    }
    if (method === 'POST') {
      const meal = aPlannedMeal({ ...body, recipeId: body.recipeId ?? 'generated-uuid' });
      meals.push(meal);
      return { status: 201, body: meal };
    }
    if (method === 'DELETE') {
      meals = meals.filter((m) => !url.endsWith(m.id));
      return { status: 204 };
    }
    return { status: 404, body: { code: 'NOT_FOUND' } };
  });
  return { calls, posts: () => calls.filter((c) => c.method === 'POST') };
}

function openPlanning(state?: unknown) {
  return renderRoutes([{ path: '/dashboard/planning', element: <PlanningPage /> }], {
    pathname: '/dashboard/planning',
    state,
  });
}

const field = (name: string) => screen.getByLabelText(name) as HTMLInputElement;

describe('Planning des repas — list', () => {
  it('explains the household’s portions (a child counts half), and only those', async () => {
    planningApi(
      [
        aPlannedMeal({ recipeTitle: 'Gratin', date: '2026-11-21', servings: 3 }),
        aPlannedMeal({ recipeTitle: 'Fondue', date: '2026-11-22', servings: 5 }),
      ],
      { adults: 2, children: 2 },
    );
    openPlanning();
    const gratin = await screen.findByRole('article', { name: 'Gratin' });
    await waitFor(() => expect(gratin.textContent).toContain('3 portions (2 adultes, 2 enfants)'));
    expect(within(gratin).getByText('3 portions (2 adultes, 2 enfants)').title).toBe(
      'Un enfant compte pour une demi-portion.',
    );
    const fondue = screen.getByRole('article', { name: 'Fondue' });
    expect(fondue.textContent).toContain('5 portions');
    expect(fondue.textContent).not.toContain('adultes');
  });

  it('groups the meals under their long French date, by date then time, from today on', async () => {
    const api = planningApi([
      aPlannedMeal({ recipeTitle: 'Soupe', date: '2026-11-23', time: '12:00' }),
      aPlannedMeal({ recipeTitle: 'Gratin', date: '2026-11-21', time: '19:30' }),
      aPlannedMeal({ recipeTitle: 'Tarte', date: '2026-11-21', time: '12:15', type: 'dessert' }),
      aPlannedMeal({ recipeTitle: 'Hier', date: '2026-11-20' }),
    ]);
    openPlanning();
    await screen.findByRole('heading', { level: 2, name: /samedi 21 novembre 2026/ });
    const days = screen.getAllByRole('heading', { level: 2 });
    expect(days.map((heading) => heading.textContent)).toEqual([
      'samedi 21 novembre 2026Aujourd’hui',
      'lundi 23 novembre 2026',
      'À planifier',
    ]);
    const today = screen.getByRole('region', { name: /samedi 21 novembre 2026/ });
    const titles = within(today)
      .getAllByRole('heading', { level: 3 })
      .map((h) => h.textContent);
    expect(titles).toEqual(['Tarte', 'Gratin']);
    const tarte = screen.getByRole('article', { name: 'Tarte' });
    expect(tarte.textContent).toContain('12:15');
    expect(tarte.textContent).toContain('2 portions');
    expect(tarte.textContent).toContain('Dessert');
    expect(screen.queryByText('Hier')).toBeNull();
    expect(api.calls[0]?.url).toBe('/api/planning/meals?from=2026-11-21');
    expect(document.title).toBe('Planning des repas · Mijote');
  });

  it('says « Aucun repas planifié » when nothing is planned', async () => {
    planningApi();
    openPlanning();
    expect(await screen.findByText('Aucun repas planifié')).toBeTruthy();
  });

  it('deletes a meal only once the confirmation is accepted', async () => {
    const user = userEvent.setup();
    const gratin = aPlannedMeal({ recipeTitle: 'Gratin', date: '2026-11-22' });
    const api = planningApi([gratin]);
    openPlanning();
    await user.click(await screen.findByRole('button', { name: 'Supprimer « Gratin »' }));
    const dialog = screen.getByRole('dialog', { name: 'Supprimer ce repas ?' });
    expect(dialog.textContent).toContain(
      '« Gratin » du dimanche 22 novembre 2026 à 19:00 sera retiré du planning de votre foyer.',
    );
    await user.click(within(dialog).getByRole('button', { name: 'Annuler' }));
    expect(api.calls.some((c) => c.method === 'DELETE')).toBe(false);

    await user.click(screen.getByRole('button', { name: 'Supprimer « Gratin »' }));
    await user.click(screen.getByRole('button', { name: 'Supprimer' }));
    await waitFor(() => expect(screen.queryByRole('article', { name: 'Gratin' })).toBeNull());
    expect(api.calls.filter((c) => c.method === 'DELETE').map((c) => c.url)).toEqual([
      `/api/planning/meals/${gratin.id}`,
    ]);
    expect(await screen.findByText('Aucun repas planifié')).toBeTruthy();
  });
});

describe('Planning des repas — add-meal dialog', () => {
  it('opens with today, 19:00, 2 and Plat principal, and refuses a form with mistakes', async () => {
    const user = userEvent.setup();
    const api = planningApi();
    openPlanning();
    await user.click(await screen.findByRole('button', { name: 'Ajouter un repas' }));
    screen.getByRole('dialog', { name: 'Ajouter un repas' });
    expect(field('Titre du repas').value).toBe('');
    expect(document.activeElement).toBe(field('Titre du repas'));
    expect(field('Date').value).toBe('2026-11-21');
    expect(field('Heure').value).toBe('19:00');
    expect(field('Nombre de portions').value).toBe('2');
    expect(
      (screen.getByRole('combobox', { name: 'Type de repas' }) as HTMLSelectElement).value,
    ).toBe('plat');

    await user.type(field('Titre du repas'), '   ');
    await user.clear(field('Date'));
    await user.clear(field('Heure'));
    await user.clear(field('Nombre de portions'));
    await user.type(field('Nombre de portions'), '0');
    await user.click(screen.getByRole('button', { name: 'Ajouter au planning' }));

    expect(screen.getByText('Veuillez saisir le titre du repas')).toBeTruthy();
    expect(screen.getByText('Veuillez choisir une date')).toBeTruthy();
    expect(screen.getByText('Veuillez choisir une heure')).toBeTruthy();
    expect(
      screen.getByText('Le nombre de portions doit être un nombre entier d’au moins 1'),
    ).toBeTruthy();
    expect(field('Titre du repas').getAttribute('aria-invalid')).toBe('true');
    expect(api.posts()).toHaveLength(0);
  });

  it('adds the meal typed by hand (no recipe id: the server makes one) and lists it', async () => {
    const user = userEvent.setup();
    const api = planningApi();
    openPlanning();
    await user.click(await screen.findByRole('button', { name: 'Ajouter un repas' }));
    await user.type(field('Titre du repas'), '  Fondue moitié-moitié ');
    await user.clear(field('Date'));
    await user.type(field('Date'), '2026-11-24');
    await user.clear(field('Heure'));
    await user.type(field('Heure'), '18:45');
    await user.clear(field('Nombre de portions'));
    await user.type(field('Nombre de portions'), '4');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Type de repas' }), 'Entrée');
    await user.click(screen.getByRole('button', { name: 'Ajouter au planning' }));

    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(api.posts().map((c) => c.body)).toEqual([
      {
        recipeTitle: 'Fondue moitié-moitié',
        date: '2026-11-24',
        time: '18:45',
        servings: 4,
        type: 'entrée',
      },
    ]);
    expect(await screen.findByRole('article', { name: 'Fondue moitié-moitié' })).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'mardi 24 novembre 2026' })).toBeTruthy();
  });
});

const tarteTatin: Recipe = {
  id: 'recipe_1763719200000_ab12cd',
  title: 'Tarte Tatin',
  description: 'La tarte aux pommes renversée.',
  imageUrl: '/recipes/dessert-1.svg',
  preparationTime: 60,
  servings: 6,
  difficulty: 'moyen',
  ingredients: ['6 pommes', '100 g de sucre'],
  instructions: ['Caraméliser le sucre.', 'Cuire 40 minutes.'],
  type: 'dessert',
};

describe('Planning des repas — opened from a recipe', () => {
  it('prefills the form from the navigation state, clears the state and keeps the recipe id', async () => {
    const user = userEvent.setup();
    const api = planningApi();
    const { router } = openPlanning({ recipe: tarteTatin });

    const dialog = await screen.findByRole('dialog', { name: 'Ajouter un repas' });
    expect(dialog.textContent).toContain('ajoutez « Tarte Tatin » au planning');
    expect(field('Titre du repas').value).toBe('Tarte Tatin');
    expect(field('Nombre de portions').value).toBe('6');
    expect(
      (screen.getByRole('combobox', { name: 'Type de repas' }) as HTMLSelectElement).value,
    ).toBe('dessert');
    expect(field('Date').value).toBe('2026-11-21');
    expect(field('Heure').value).toBe('19:00');
    await waitFor(() => expect(router.state.location.state).toBeNull());
    expect(router.state.location.pathname).toBe('/dashboard/planning');

    await user.click(screen.getByRole('button', { name: 'Ajouter au planning' }));
    await waitFor(() => expect(api.posts()).toHaveLength(1));
    expect(api.posts()[0]?.body).toEqual({
      recipeTitle: 'Tarte Tatin',
      date: '2026-11-21',
      time: '19:00',
      servings: 6,
      type: 'dessert',
      recipeId: tarteTatin.id,
      recipe: tarteTatin,
    });
  });

  it('opens an empty form for the home’s « Planifier un repas » and nothing without state', async () => {
    planningApi();
    const { unmount } = openPlanning({ addMeal: true });
    expect(await screen.findByRole('dialog', { name: 'Ajouter un repas' })).toBeTruthy();
    expect(field('Titre du repas').value).toBe('');
    unmount();

    openPlanning({ somethingElse: 1 });
    await screen.findByText('Aucun repas planifié');
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});

describe('Planning des repas — week view', () => {
  it('shows Monday to Sunday with today marked, and pages from week to week', async () => {
    const user = userEvent.setup();
    const api = planningApi([
      aPlannedMeal({ recipeTitle: 'Risotto', date: '2026-11-18', time: '19:00' }),
      aPlannedMeal({ recipeTitle: 'Raclette', date: '2026-11-27', time: '19:30' }),
    ]);
    openPlanning();
    await user.click(screen.getByRole('button', { name: 'Semaine' }));
    expect(
      await screen.findByRole('heading', { name: 'Semaine du 16 au 22 novembre 2026' }),
    ).toBeTruthy();
    const days = within(screen.getByRole('region', { name: /Semaine du/ })).getAllByRole(
      'listitem',
    );
    expect(days).toHaveLength(7);
    const today = days.find((day) => day.getAttribute('aria-current') === 'date');
    expect(today?.textContent).toContain('samedi 21 novembre 2026');
    // On a phone the week opens on today: Monday to Friday wait behind a button.
    expect(days.map((day) => day.className.includes('max-lg:hidden'))).toEqual([
      true,
      true,
      true,
      true,
      true,
      false,
      false,
    ]);
    await user.click(screen.getByRole('button', { name: 'Afficher les 5 jours passés' }));
    expect(days.some((day) => day.className.includes('max-lg:hidden'))).toBe(false);
    expect(screen.getByRole('button', { name: 'Masquer les 5 jours passés' })).toBeTruthy();
    expect(await screen.findByRole('article', { name: 'Risotto' })).toBeTruthy();
    expect(api.calls.filter((call) => call.url.startsWith('/api/planning')).at(-1)?.url).toBe(
      '/api/planning/meals?from=2026-11-16&to=2026-11-22',
    );

    await user.click(screen.getByRole('button', { name: 'Semaine suivante' }));
    expect(
      await screen.findByRole('heading', { name: 'Semaine du 23 au 29 novembre 2026' }),
    ).toBeTruthy();
    expect(await screen.findByRole('article', { name: 'Raclette' })).toBeTruthy();
    expect(screen.queryByRole('article', { name: 'Risotto' })).toBeNull();
    expect(
      screen.getAllByRole('listitem').some((day) => day.getAttribute('aria-current') === 'date'),
    ).toBe(false);

    await user.click(screen.getByRole('button', { name: 'Cette semaine' }));
    expect(await screen.findByRole('article', { name: 'Risotto' })).toBeTruthy();

    await user.click(
      screen.getByRole('button', { name: 'Ajouter un repas le mercredi 18 novembre 2026' }),
    );
    expect(field('Date').value).toBe('2026-11-18');
  });
});

describe('Planning des repas — a meal planned from a recipe', () => {
  const recipe: Recipe = {
    id: 'plat-papet-vaudois',
    title: 'Papet vaudois',
    description: 'Poireaux et pommes de terre fondus à la crème.',
    imageUrl: null,
    preparationTime: 80,
    servings: 6,
    difficulty: 'facile',
    ingredients: ['1 saucisse aux choux', '¾ kg de poireaux', '450 g de pommes de terre'],
    instructions: ['Émincer les poireaux.', 'Mijoter 40 minutes.'],
    type: 'plat',
  };

  it('shows « Voir la recette » only when the meal kept its recipe, in both views', async () => {
    const user = userEvent.setup();
    planningApi([
      aPlannedMeal({ recipeTitle: 'Papet vaudois', recipeId: recipe.id, recipe, servings: 6 }),
      aPlannedMeal({ recipeTitle: 'Restes', date: '2026-11-22' }),
    ]);
    openPlanning();
    await screen.findByRole('article', { name: 'Papet vaudois' });
    expect(screen.queryByRole('button', { name: 'Voir la recette « Restes »' })).toBeNull();

    await user.click(screen.getByRole('button', { name: 'Voir la recette « Papet vaudois »' }));
    // The full recipe's code loads with the first recipe opened.
    const dialog = await screen.findByRole('dialog', { name: 'Papet vaudois' });
    expect(dialog.textContent).toContain('Poireaux et pommes de terre fondus à la crème.');
    expect(
      within(within(dialog).getByRole('region', { name: /^Ingrédients/ }))
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(recipe.ingredients);
    expect(within(dialog).getByText('6 portions')).toBeTruthy();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).toBeNull();

    await user.click(screen.getByRole('button', { name: 'Semaine' }));
    await user.click(
      await screen.findByRole('button', { name: 'Voir la recette « Papet vaudois »' }),
    );
    expect(await screen.findByRole('dialog', { name: 'Papet vaudois' })).toBeTruthy();
  });
});
