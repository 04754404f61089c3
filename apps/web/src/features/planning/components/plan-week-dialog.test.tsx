import '@/test/cleanup';
import type { PlannedMeal, ProposedDinner, WeekProposal } from '@mijote/contracts';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { aPlannedMeal, aRecipe } from '@/test/household-fixtures';
import { mockFetch } from '@/test/mock-fetch';
import { renderRoutes } from '@/test/render-app';
import { PlanningPage } from './planning-page';

// Monday 30 November 2026, 09:00 in Zurich. Only Date is faked: user-event needs real timers.
beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date('2026-11-30T08:00:00Z'));
});

function aDinner(fields: Partial<ProposedDinner>): ProposedDinner {
  return {
    date: '2026-11-30',
    time: '19:00',
    servings: 3,
    recipe: aRecipe(),
    isFavorite: false,
    isOwnRecipe: false,
    fridgeFoods: [],
    sharedFoods: [],
    isRepeat: false,
    alternatives: [],
    ...fields,
  };
}

const proposal: WeekProposal = {
  dinners: [
    aDinner({
      date: '2026-11-30',
      recipe: aRecipe({ id: 'plat-tarte-aux-poireaux', title: 'Tarte aux poireaux' }),
      isFavorite: true,
      fridgeFoods: ['poireau'],
      sharedFoods: ['crème fraîche'],
      alternatives: [aRecipe({ id: 'plat-soupe', title: 'Soupe de potiron' })],
    }),
    aDinner({
      date: '2026-12-01',
      // The household's own recipe (decision 040).
      recipe: aRecipe({ id: 'maison_curry', title: 'Curry de lentilles' }),
      isOwnRecipe: true,
      sharedFoods: ['crème fraîche'],
      alternatives: [
        aRecipe({ id: 'plat-risotto', title: 'Risotto aux champignons' }),
        aRecipe({ id: 'plat-gratin', title: 'Gratin dauphinois' }),
      ],
    }),
  ],
  plannedDates: ['2026-12-02'],
  basket: { items: 9, unusedShare: 0.1 },
};

function planningWith(answer: { status: number; body: unknown }) {
  const posts: Array<{ url: string; body: unknown }> = [];
  mockFetch((url, init) => {
    const method = init?.method ?? 'GET';
    if (method === 'GET' && url.startsWith('/api/planning/meals')) {
      return { status: 200, body: { meals: [] } };
    }
    if (method === 'POST') {
      const body = init?.body ? JSON.parse(String(init.body)) : undefined;
      posts.push({ url, body });
      if (url === '/api/planning/week-proposal') return answer;
      if (url === '/api/planning/meals/batch') {
        const meals = (body as { meals: Array<Partial<PlannedMeal>> }).meals;
        return { status: 201, body: { meals: meals.map((meal) => aPlannedMeal(meal)) } };
      }
      // The curry is on the list already; the other recipes' lines are added.
      if (url === '/api/shopping/items/from-recipe') {
        return (body as { recipe: { title: string } }).recipe.title === 'Curry de lentilles'
          ? { status: 409, body: { code: 'SHOPPING_ALREADY_ADDED', message: 'déjà' } }
          : { status: 201, body: { items: [], coveredByFridge: [] } };
      }
    }
    return { status: 404, body: { code: 'NOT_FOUND' } };
  });
  renderRoutes([{ path: '/dashboard/planning', element: <PlanningPage /> }], {
    pathname: '/dashboard/planning',
  });
  return posts;
}

describe('« Planifier la semaine »', () => {
  it('shows each proposed dinner with why, and plans the kept ones, another idea included', async () => {
    const user = userEvent.setup();
    const posts = planningWith({ status: 200, body: proposal });
    await user.click(screen.getByRole('button', { name: 'Planifier la semaine' }));
    const dialog = await screen.findByRole('dialog', { name: 'Planifier la semaine' });
    const monday = await within(dialog).findByRole('listitem', { name: 'Lundi 30 novembre 2026' });
    expect(monday.textContent).toContain('Tarte aux poireaux');
    expect(monday.textContent).toContain('Favori');
    expect(monday.textContent).toContain('Finit le frigo\u00a0: poireau');
    expect(monday.textContent).toContain('Courses partagées\u00a0: crème fraîche');
    expect(dialog.textContent).toContain(
      'Déjà au planning, inchangé\u00a0: mercredi 2 décembre 2026.',
    );
    const tuesday = within(dialog).getByRole('listitem', { name: 'Mardi 1er décembre 2026' });
    expect(tuesday.textContent).toContain('Votre recette');
    expect(monday.textContent).not.toContain('Votre recette');

    // Monday left out; Tuesday's second other idea.
    await user.click(within(monday).getByRole('checkbox'));
    const another = within(tuesday).getByRole('button', {
      name: 'Autre idée pour Mardi 1er décembre 2026',
    });
    await user.click(another);
    expect(tuesday.textContent).toContain('Risotto aux champignons');
    // Another idea is only another dish: the proposed one's reasons do not follow it.
    expect(tuesday.textContent).not.toContain('Courses partagées');
    expect(tuesday.textContent).not.toContain('Votre recette');
    await user.click(another);
    expect(tuesday.textContent).toContain('Gratin dauphinois');
    // The planning only, this time.
    await user.click(
      within(dialog).getByRole('checkbox', { name: 'Ajouter aussi leurs courses à la liste' }),
    );
    await user.click(within(dialog).getByRole('button', { name: 'Ajouter 1 dîner au planning' }));

    await screen.findByText('1 dîner ajouté au planning');
    expect(posts.some((post) => post.url.startsWith('/api/shopping'))).toBe(false);
    const saved = posts.find((post) => post.url === '/api/planning/meals/batch');
    expect(saved?.body).toEqual({
      meals: [
        {
          recipeTitle: 'Gratin dauphinois',
          date: '2026-12-01',
          time: '19:00',
          servings: 3,
          type: 'plat',
          recipeId: 'plat-gratin',
          recipe: aRecipe({ id: 'plat-gratin', title: 'Gratin dauphinois' }),
        },
      ],
    });
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('puts the kept dinners’ shopping on the list, each at its servings, one after the other', async () => {
    const user = userEvent.setup();
    const posts = planningWith({ status: 200, body: proposal });
    await user.click(screen.getByRole('button', { name: 'Planifier la semaine' }));
    const dialog = await screen.findByRole('dialog', { name: 'Planifier la semaine' });
    await within(dialog).findByRole('listitem', { name: 'Lundi 30 novembre 2026' });
    const withShopping = within(dialog).getByRole('checkbox', {
      name: 'Ajouter aussi leurs courses à la liste',
    }) as HTMLInputElement;
    expect(withShopping.checked).toBe(true);
    await user.click(within(dialog).getByRole('button', { name: 'Ajouter 2 dîners au planning' }));

    await screen.findByText('2 dîners ajoutés au planning, leurs courses sur la liste');
    const shopping = posts.filter((post) => post.url === '/api/shopping/items/from-recipe');
    expect(shopping.map((post) => post.body)).toEqual([
      { recipe: expect.objectContaining({ id: 'plat-tarte-aux-poireaux' }), servings: 3 },
      { recipe: expect.objectContaining({ title: 'Curry de lentilles' }), servings: 3 },
    ]);
    // The curry already on the list is not a failure.
    expect(screen.queryByText(/Certaines courses/)).toBeNull();
  });

  it('says in French why no week can be proposed, and plans nothing', async () => {
    const user = userEvent.setup();
    const posts = planningWith({
      status: 422,
      body: {
        code: 'WEEK_PLAN_NO_RECIPE',
        message:
          'Impossible de proposer la semaine : aucun plat ne respecte les règles de votre foyer',
      },
    });
    await user.click(screen.getByRole('button', { name: 'Planifier la semaine' }));
    const dialog = await screen.findByRole('dialog', { name: 'Planifier la semaine' });
    expect((await within(dialog).findByRole('alert')).textContent).toContain(
      'Impossible de proposer la semaine\u00a0: aucun plat ne respecte les règles de votre foyer',
    );
    const submit = within(dialog).getByRole('button', { name: 'Ajouter 0 dîner au planning' });
    expect((submit as HTMLButtonElement).disabled).toBe(true);
    expect(posts.map((post) => post.url)).toEqual(['/api/planning/week-proposal']);
  });
});
