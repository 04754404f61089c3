import '@/test/cleanup';
import { screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { aFridgeItem, anUpcoming, aPlannedMeal, someStats } from '@/test/household-fixtures';
import { aMe } from '@/test/me-fixture';
import { mockFetch } from '@/test/mock-fetch';
import { renderRoutes } from '@/test/render-app';
import { DashboardHome } from './dashboard-home';

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date('2026-11-21T10:00:00Z'));
});

function openHome(upcoming = anUpcoming()) {
  const fetchMock = mockFetch((url) => {
    if (url === '/api/me') return { status: 200, body: aMe() };
    if (url === '/api/dashboard/stats') {
      return {
        status: 200,
        body: { ...someStats, plannedMeals: 3, shoppingItems: 12, favorites: 5 },
      };
    }
    if (url === '/api/dashboard/upcoming') return { status: 200, body: upcoming };
    if (url.startsWith('/api/planning/meals')) return { status: 200, body: { meals: [] } };
    return { status: 404, body: { code: 'NOT_FOUND' } };
  });
  // The home as the dashboard routes it (the guard is tested elsewhere; the way on to the
  // planning, in app/routes/dashboard-to-planning.test.tsx).
  const app = renderRoutes([{ path: '/dashboard', element: <DashboardHome /> }], '/dashboard');
  return { ...app, fetchMock };
}

describe('/dashboard home', () => {
  it('welcomes by first name and shows the four cards, the suggestions value hidden', async () => {
    const { fetchMock } = openHome();
    expect(screen.getByRole('heading', { level: 1, name: 'Tableau de bord' })).toBeTruthy();
    expect(await screen.findByText('Bonjour Anne !')).toBeTruthy();
    const cards = within(screen.getByRole('region', { name: 'En un coup d’œil' })).getAllByRole(
      'listitem',
    );
    await screen.findByText('12');
    expect(cards.map((card) => card.textContent)).toEqual([
      'Repas planifiés (7 prochains jours)3',
      'Articles à acheter12',
      'Recettes favorites5',
      'Suggestions personnaliséesDécouvrir',
    ]);
    expect(fetchMock.mock.calls.map(([url]) => url)).toEqual(
      expect.arrayContaining(['/api/dashboard/stats', '/api/dashboard/upcoming']),
    );
  });

  it('has the four quick actions of the spec', () => {
    openHome();
    const actions = within(screen.getByRole('region', { name: 'Actions rapides' })).getAllByRole(
      'link',
    );
    expect(actions.map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
      ['Planifier un repasOrganisez les repas de la semaine', '/dashboard/planning'],
      ['Voir la liste de coursesCe qu’il reste à acheter', '/dashboard/shopping'],
      ['Mes recettes favoritesVos plats préférés, à portée de main', '/dashboard/favorites'],
      ['Trouver une idée de recetteUne suggestion selon vos goûts', '/dashboard/feed'],
    ]);
  });

  it('lists today’s and tomorrow’s meals and the fridge items to eat soon, with their links', async () => {
    openHome(
      anUpcoming({
        meals: [
          aPlannedMeal({ recipeTitle: 'Soupe de courge', date: '2026-11-21', time: '12:00' }),
          aPlannedMeal({ recipeTitle: 'Fondue', date: '2026-11-22', servings: 4 }),
        ],
        expiringItems: [
          aFridgeItem({
            id: '00000000-0000-4000-9000-000000000003',
            name: 'Lait',
            expirationDate: '2026-11-19',
          }),
          aFridgeItem({ name: 'Crème', expirationDate: '2026-11-21' }),
          aFridgeItem({ id: '00000000-0000-4000-9000-000000000002', name: 'Yaourt' }),
        ],
      }),
    );
    const menu = await screen.findByRole('region', { name: 'Au menu' });
    expect((await within(menu).findByRole('list', { name: 'Aujourd’hui' })).textContent).toContain(
      'Soupe de courge12:00 · 2 portions · Plat principal',
    );
    expect(within(menu).getByRole('list', { name: 'Demain' }).textContent).toContain(
      'Fondue19:00 · 4 portions',
    );
    expect(within(menu).getByRole('link', { name: 'Voir le planning' }).getAttribute('href')).toBe(
      '/dashboard/planning',
    );

    const fridge = screen.getByRole('region', { name: 'À consommer en priorité' });
    const items = within(fridge)
      .getAllByRole('listitem')
      .map((item) => item.textContent);
    expect(items).toEqual([
      'Lait2Périmé depuis le 19 novembre',
      'Crème2Expire aujourd’hui',
      'Yaourt2Expire demain',
    ]);
    expect(within(fridge).getByRole('link', { name: 'Voir mon frigo' }).getAttribute('href')).toBe(
      '/dashboard/inventory',
    );
  });

  it('says when nothing is planned or about to expire', async () => {
    openHome();
    expect(await screen.findByText('Rien de prévu aujourd’hui.')).toBeTruthy();
    expect(screen.getByText('Rien de prévu demain.')).toBeTruthy();
    expect(
      screen.getByText('Rien ne presse : aucun produit n’expire dans les 3 prochains jours.'),
    ).toBeTruthy();
  });
});
