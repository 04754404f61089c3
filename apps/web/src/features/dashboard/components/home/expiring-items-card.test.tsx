import '@/test/cleanup';
import { fireEvent, screen, within } from '@testing-library/react';
import { useLocation } from 'react-router';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { aFridgeItem, anUpcoming, aPriorityRecipe } from '@/test/household-fixtures';
import { mockFetch } from '@/test/mock-fetch';
import { renderRoutes } from '@/test/render-app';
import { ExpiringItemsCard } from './expiring-items-card';

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date('2026-11-21T10:00:00Z'));
});

/** Where the card's links lead, with the navigation state they carry. */
function Landing() {
  const location = useLocation();
  return <p data-testid="landing">{`${location.pathname} ${JSON.stringify(location.state)}`}</p>;
}

function openCard(reply: { status: number; body: unknown }) {
  mockFetch((url) =>
    url === '/api/dashboard/upcoming' ? reply : { status: 404, body: { code: 'NOT_FOUND' } },
  );
  return renderRoutes(
    [
      { path: '/dashboard', element: <ExpiringItemsCard /> },
      { path: '/dashboard/*', element: <Landing /> },
    ],
    '/dashboard',
  );
}

const card = () => screen.getByRole('region', { name: 'À consommer en priorité' });

describe('« À consommer en priorité »', () => {
  it('lists the items expiring first, then recipes that use them, each opening the recipe', async () => {
    openCard({
      status: 200,
      body: anUpcoming({
        expiringItems: [
          aFridgeItem({
            id: '00000000-0000-4000-9000-000000000003',
            name: 'Lait',
            expirationDate: '2026-11-19',
          }),
          aFridgeItem({ name: 'Courgettes', expirationDate: '2026-11-22' }),
        ],
        priorityRecipes: [
          aPriorityRecipe(),
          aPriorityRecipe({ id: 'crepes', title: 'Crêpes', type: 'dessert' }, [
            'Courgettes',
            'Lait',
          ]),
        ],
      }),
    });
    const items = await within(card()).findByRole('list', {
      name: 'Produits à consommer en priorité',
    });
    expect(
      within(items)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['Lait2Périmé depuis le 19 novembre', 'Courgettes2Expire demain']);
    const recipes = within(card()).getByRole('list', { name: 'Des recettes pour les utiliser' });
    expect(
      within(recipes)
        .getAllByRole('button')
        .map((b) => b.textContent),
    ).toEqual([
      'Gratin de courgettesUtilise\u00a0: Courgettes',
      'CrêpesUtilise\u00a0: Courgettes, Lait',
    ]);

    fireEvent.click(within(recipes).getByRole('button', { name: /Gratin de courgettes/ }));
    // The recipe's dialog is a chunk of its own (its picture reads the lines with the knowledge
    // base's word table): on a busy machine its first import takes over a second.
    const dialog = await screen.findByRole(
      'dialog',
      { name: 'Gratin de courgettes' },
      { timeout: 5_000 },
    );
    expect(within(dialog).getByText('600 g de courgettes')).toBeTruthy();
    expect(within(dialog).getByText('Gratiner 25 minutes.')).toBeTruthy();
  });

  it('sends the user to the suggestions in fridge mode', async () => {
    openCard({
      status: 200,
      body: anUpcoming({ expiringItems: [aFridgeItem()], priorityRecipes: [aPriorityRecipe()] }),
    });
    fireEvent.click(await screen.findByRole('link', { name: 'Plus d’idées avec mon frigo' }));
    expect((await screen.findByTestId('landing')).textContent).toBe(
      '/dashboard/feed {"fridgeMode":true}',
    );
  });

  it('says so when no recipe uses the expiring items', async () => {
    openCard({ status: 200, body: anUpcoming({ expiringItems: [aFridgeItem()] }) });
    expect(
      await within(card()).findByText('Aucune recette du catalogue ne les utilise pour l’instant.'),
    ).toBeTruthy();
  });

  it('says when nothing expires, and leads to the fridge', async () => {
    openCard({ status: 200, body: anUpcoming() });
    expect(
      await within(card()).findByText(
        'Rien ne presse : aucun produit n’expire dans les 3 prochains jours.',
      ),
    ).toBeTruthy();
    expect(within(card()).queryByRole('list')).toBeNull();
    expect(within(card()).getByRole('link', { name: 'Voir mon frigo' }).getAttribute('href')).toBe(
      '/dashboard/inventory',
    );
  });

  it('is busy while loading, then says when the home could not be loaded', async () => {
    openCard({ status: 500, body: { code: 'INTERNAL', message: 'Erreur' } });
    expect(card().getAttribute('aria-busy')).toBe('true');
    expect((await within(card()).findByRole('alert')).textContent).toContain(
      'Impossible de charger les repas et le frigo.',
    );
    expect(card().getAttribute('aria-busy')).toBeNull();
    expect(within(card()).queryByRole('list')).toBeNull();
  });
});
