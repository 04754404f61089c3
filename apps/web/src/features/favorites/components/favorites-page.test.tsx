import '@/test/cleanup';
import type { Favorite, Recipe } from '@mijote/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { mockFetch } from '@/test/mock-fetch';
import { renderRoutes } from '@/test/render-app';
import { FavoritesPage } from './favorites-page';

function aRecipe(fields: Partial<Recipe>): Recipe {
  return {
    id: 'recipe_1767225600000_k3j9x2',
    title: 'Gratin de courgettes',
    description: 'Un gratin fondant.',
    imageUrl: null,
    preparationTime: 45,
    servings: 4,
    difficulty: 'facile',
    ingredients: ['3 courgettes', '200 g de gruyère râpé'],
    instructions: ['Trancher les courgettes.', 'Gratiner 30 min.'],
    type: 'plat',
    ...fields,
  };
}

let nextId = 1;
function aFavorite(recipe: Partial<Recipe>): Favorite {
  const n = nextId++;
  return {
    id: `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`,
    recipe: aRecipe({ id: `recette-${n}`, ...recipe }),
    createdAt: '2026-11-20T10:00:00.000Z',
  };
}

// Saved before decision 032, with a picture of its type: it gets its own drawn picture now.
const gratin = aFavorite({ title: 'Gratin de courgettes', imageUrl: '/recipes/plat-2.svg' });
const tarte = aFavorite({
  title: 'Tarte aux pommes',
  type: 'dessert',
  ingredients: ['1 pâte brisée', '4 pommes', '50 g de crème fraîche'],
  instructions: ['Étaler la pâte.', 'Disposer les pommes.', 'Cuire 35 minutes.'],
});
const soupe = aFavorite({ title: 'Soupe à l’oignon', type: 'entrée' });

type Call = { url: string; method: string };

function favoritesApi(initial: Favorite[], { deleteFails = false } = {}) {
  let favorites = [...initial];
  const calls: Call[] = [];
  mockFetch((url, init) => {
    const method = init?.method ?? 'GET';
    calls.push({ url, method });
    if (method === 'GET' && url === '/api/favorites') return { status: 200, body: { favorites } };
    if (method === 'GET' && url === '/api/own-recipes')
      return { status: 200, body: { recipes: [] } };
    if (method === 'DELETE') {
      if (deleteFails) return { status: 500, body: { code: 'FAVORITE_DELETE_FAILED' } };
      favorites = favorites.filter((favorite) => !url.endsWith(favorite.id));
      return { status: 204 };
    }
    return { status: 404, body: { code: 'NOT_FOUND' } };
  });
  return { deletes: () => calls.filter((call) => call.method === 'DELETE').map((c) => c.url) };
}

function openFavorites() {
  return renderRoutes(
    [{ path: '/dashboard/favorites', element: <FavoritesPage /> }],
    '/dashboard/favorites',
  );
}

const titles = () =>
  within(screen.getByRole('list', { name: 'Recettes favorites' }))
    .getAllByRole('heading')
    .map((heading) => heading.textContent);

describe('Recettes favorites', () => {
  it('shows a card per favourite, with a picture of its own foods', async () => {
    favoritesApi([gratin, tarte, soupe]);
    openFavorites();
    await screen.findByText('Gratin de courgettes');
    expect(titles()).toEqual(['Gratin de courgettes', 'Tarte aux pommes', 'Soupe à l’oignon']);
    expect(screen.getByText('3 recettes enregistrées')).toBeTruthy();
    const pictures = within(screen.getByRole('list', { name: 'Recettes favorites' }))
      .getAllByRole('img')
      .map((picture) => picture.getAttribute('aria-label'));
    expect(pictures).toEqual([
      'Illustration\u00a0: courgette et fromage',
      'Illustration\u00a0: pomme et crème',
      'Illustration\u00a0: courgette et fromage',
    ]);
    expect(document.querySelector('img')).toBeNull();
  });

  it('searches titles and ingredients, without accents', async () => {
    const user = userEvent.setup();
    favoritesApi([gratin, tarte, soupe]);
    openFavorites();
    await screen.findByText('Gratin de courgettes');
    const search = screen.getByRole('searchbox', { name: 'Rechercher une recette' });

    await user.type(search, 'OIGNON');
    expect(titles()).toEqual(['Soupe à l’oignon']);
    await user.clear(search);
    await user.type(search, 'creme');
    expect(titles()).toEqual(['Tarte aux pommes']);
    await user.clear(search);
    await user.type(search, 'risotto');
    expect(screen.getByText('Aucune recette favorite trouvée')).toBeTruthy();
    expect(screen.getByText('Aucune recette ne correspond à « risotto ».')).toBeTruthy();
  });

  it('opens the whole recipe: ingredients and numbered instructions', async () => {
    const user = userEvent.setup();
    favoritesApi([gratin, tarte]);
    openFavorites();
    await user.click(await screen.findByRole('button', { name: 'Tarte aux pommes' }));
    const dialog = screen.getByRole('dialog', { name: 'Tarte aux pommes' });
    const ingredients = within(dialog).getByRole('region', { name: /^Ingrédients/ });
    expect(within(ingredients).getAllByRole('listitem')).toHaveLength(3);
    const steps = within(within(dialog).getByRole('region', { name: 'Instructions' })).getAllByRole(
      'listitem',
    );
    expect(steps.map((step) => step.textContent)).toEqual([
      '1Étaler la pâte.',
      '2Disposer les pommes.',
      '3Cuire 35 minutes.',
    ]);
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('deletes a favourite only once confirmed, from its card or from the recipe', async () => {
    const user = userEvent.setup();
    const api = favoritesApi([gratin, tarte]);
    openFavorites();
    await user.click(
      await screen.findByRole('button', { name: 'Retirer « Gratin de courgettes » des favoris' }),
    );
    let confirm = screen.getByRole('dialog', { name: 'Retirer cette recette des favoris ?' });
    expect(confirm.textContent).toContain(
      '« Gratin de courgettes » ne fera plus partie de vos recettes favorites.',
    );
    await user.click(within(confirm).getByRole('button', { name: 'Annuler' }));
    expect(api.deletes()).toEqual([]);

    await user.click(
      screen.getByRole('button', { name: 'Retirer « Gratin de courgettes » des favoris' }),
    );
    confirm = screen.getByRole('dialog', { name: 'Retirer cette recette des favoris ?' });
    await user.click(within(confirm).getByRole('button', { name: 'Retirer' }));
    await waitFor(() => expect(titles()).toEqual(['Tarte aux pommes']));
    expect(api.deletes()).toEqual([`/api/favorites/${gratin.id}`]);

    await user.click(screen.getByRole('button', { name: 'Tarte aux pommes' }));
    await user.click(screen.getByRole('button', { name: 'Retirer des favoris' }));
    confirm = screen.getByRole('dialog', { name: 'Retirer cette recette des favoris ?' });
    await user.click(within(confirm).getByRole('button', { name: 'Retirer' }));
    expect(await screen.findByText('Aucune recette favorite trouvée')).toBeTruthy();
    expect(screen.queryByRole('dialog', { name: 'Tarte aux pommes' })).toBeNull();
    expect(api.deletes()).toEqual([`/api/favorites/${gratin.id}`, `/api/favorites/${tarte.id}`]);
  });

  it('keeps the favourite and says so when the deletion fails', async () => {
    const user = userEvent.setup();
    favoritesApi([gratin], { deleteFails: true });
    openFavorites();
    await user.click(
      await screen.findByRole('button', { name: 'Retirer « Gratin de courgettes » des favoris' }),
    );
    const confirm = screen.getByRole('dialog', { name: 'Retirer cette recette des favoris ?' });
    await user.click(within(confirm).getByRole('button', { name: 'Retirer' }));
    expect((await within(confirm).findByRole('alert')).textContent).toBe(
      'Erreur lors de la suppression de la recette',
    );
    await user.keyboard('{Escape}');
    expect(titles()).toEqual(['Gratin de courgettes']);
  });

  it('says « Aucune recette favorite trouvée » when there is none yet', async () => {
    favoritesApi([]);
    openFavorites();
    expect(await screen.findByText('Aucune recette favorite trouvée')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Découvrir des recettes' }).getAttribute('href')).toBe(
      '/dashboard/feed',
    );
    expect(screen.queryByRole('searchbox')).toBeNull();
  });

  it('paints « Mes recettes » only under the favourites, never above them while they load', async () => {
    let answer: (favorites: Favorite[]) => void = () => undefined;
    mockFetch((url) => {
      if (url === '/api/favorites') {
        return new Promise<Response>((resolve) => {
          answer = (favorites) =>
            resolve(new Response(JSON.stringify({ favorites }), { status: 200 }));
        });
      }
      return { status: 200, body: { recipes: [] } };
    });
    openFavorites();
    expect(await screen.findByRole('heading', { name: 'Recettes favorites' })).toBeTruthy();
    expect(screen.queryByRole('region', { name: 'Mes recettes' })).toBeNull();
    answer([aFavorite({ title: 'Tarte aux poireaux' })]);
    expect(await screen.findByRole('region', { name: 'Mes recettes' })).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Tarte aux poireaux' })).toBeTruthy();
  });

  it('shows the spec’s load error', async () => {
    mockFetch(() => ({ status: 500, body: { code: 'FAVORITES_LOAD_FAILED' } }));
    openFavorites();
    expect((await screen.findByRole('alert')).textContent).toContain(
      'Erreur lors du chargement des favoris',
    );
  });
});
