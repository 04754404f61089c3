import '@/test/cleanup';
import { SHOPPING_DONE_MS } from '@mijote/contracts';
import { rescaleIngredientLines } from '@mijote/cuisine/servings';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { advance, eventually, installFakeClock } from '@/test/fake-time';
import { jsonResponse } from '@/test/mock-fetch';
import {
  aFavorite,
  aRecipe,
  aSuggestion,
  type Call,
  openSuggestions,
  suggestionsApi,
} from '../test/suggestion-fixtures';

const recipe = aRecipe();

function deferred() {
  let resolve: (response: Response) => void = () => {};
  const promise = new Promise<Response>((r) => {
    resolve = r;
  });
  return { promise, resolve };
}

/** Opens the screen and picks « Plat principal »; resolves once the card shows. */
async function showCard(user = userEvent.setup()) {
  await user.click(screen.getByRole('button', { name: /^Plat principal/ }));
  return screen.findByRole('article', { name: recipe.title });
}

const button = (name: string) => screen.getByRole('button', { name });

describe('the favourite toggle', () => {
  it('is checked when the recipe loads, busy meanwhile, and deletes then inserts', async () => {
    const user = userEvent.setup();
    const check = deferred();
    const change = { current: deferred() };
    const api = suggestionsApi({
      favorite: () => check.promise as Promise<never>,
      // Only the favourite's change waits; the rest (the household's size for the portions)
      // is not this test's business.
      other: (call) =>
        call.url.startsWith('/api/favorites')
          ? (change.current.promise as Promise<never>)
          : { status: 404, body: { code: 'NOT_FOUND' } },
    });
    openSuggestions();
    await showCard(user);
    // Checking: busy, not clickable.
    const checking = button('Ajouter aux favoris');
    expect(checking.getAttribute('aria-busy')).toBe('true');
    expect((checking as HTMLButtonElement).disabled).toBe(true);
    expect(api.to('GET', '/api/favorites/by-recipe/')).toEqual([
      { url: `/api/favorites/by-recipe/${recipe.id}`, method: 'GET', body: undefined },
    ]);
    check.resolve(jsonResponse(200, { favorite: aFavorite(recipe) }));
    const favorite = await screen.findByRole('button', { name: 'Retirer des favoris' });
    await waitFor(() => expect(favorite.getAttribute('aria-busy')).toBeNull());

    // Off: a DELETE of that recipe's favourite, busy until it answers.
    await user.click(favorite);
    expect(button('Retirer des favoris').getAttribute('aria-busy')).toBe('true');
    expect(api.to('DELETE', '/api/favorites')).toEqual([
      { url: `/api/favorites/by-recipe/${recipe.id}`, method: 'DELETE', body: undefined },
    ]);
    change.current.resolve(new Response(null, { status: 204 }));
    const off = await screen.findByRole('button', { name: 'Ajouter aux favoris' });
    await waitFor(() => expect(off.getAttribute('aria-busy')).toBeNull());

    // On: the whole recipe is inserted.
    change.current = deferred();
    await user.click(off);
    change.current.resolve(jsonResponse(200, aFavorite(recipe)));
    await screen.findByRole('button', { name: 'Retirer des favoris' });
    expect(api.to('POST', '/api/favorites')).toEqual([
      { url: '/api/favorites', method: 'POST', body: { recipe } },
    ]);
    expect(screen.getByText('Recette ajoutée aux favoris')).toBeTruthy();
  });

  it('says « Impossible de gérer les favoris » when the change fails, and keeps the state', async () => {
    const user = userEvent.setup();
    suggestionsApi({ other: () => ({ status: 500, body: { code: 'INTERNAL' } }) });
    openSuggestions();
    await showCard(user);
    const favorite = button('Ajouter aux favoris');
    await waitFor(() => expect(favorite.getAttribute('aria-busy')).toBeNull());
    await user.click(favorite);
    expect((await screen.findByRole('alert')).textContent).toBe('Impossible de gérer les favoris');
    await waitFor(() => expect(button('Ajouter aux favoris').getAttribute('aria-busy')).toBeNull());
  });

  it('returns to the picker, saying nothing, when the session is gone', async () => {
    const user = userEvent.setup();
    suggestionsApi({ other: () => ({ status: 401, body: { code: 'UNAUTHENTICATED' } }) });
    openSuggestions();
    await showCard(user);
    const favorite = button('Ajouter aux favoris');
    await waitFor(() => expect(favorite.getAttribute('aria-busy')).toBeNull());
    await user.click(favorite);
    expect(
      await screen.findByRole('heading', { name: 'Que souhaitez-vous préparer ?' }),
    ).toBeTruthy();
    expect(screen.queryByText('Utilisateur non connecté')).toBeNull();
  });
});

describe('« Ajouter à la liste de courses »', () => {
  it('goes idle → busy → done, and is ready again after 2 s', async () => {
    installFakeClock();
    const answer = { current: deferred() };
    const api = suggestionsApi({
      other: (call: Call) =>
        call.url === '/api/shopping/items/from-recipe'
          ? (answer.current.promise as Promise<never>)
          : { status: 404, body: { code: 'NOT_FOUND' } },
    });
    openSuggestions();
    fireEvent.click(screen.getByRole('button', { name: /^Plat principal/ }));
    await eventually(() => screen.getByRole('article', { name: recipe.title }));

    fireEvent.click(button('Ajouter à la liste de courses'));
    await eventually(() =>
      expect(button('Ajouter à la liste de courses').getAttribute('aria-busy')).toBe('true'),
    );
    expect(api.to('POST', '/api/shopping/items/from-recipe').map((c) => c.body)).toEqual([
      { recipe, servings: 4, ignoreFridge: false },
    ]);
    // Busy: a second click sends nothing.
    fireEvent.click(button('Ajouter à la liste de courses'));
    answer.current.resolve(jsonResponse(201, { items: [], coveredByFridge: [] }));
    await eventually(() => screen.getByRole('button', { name: 'Ajouté à la liste' }));

    await advance(SHOPPING_DONE_MS - 100);
    expect(screen.getByRole('button', { name: 'Ajouté à la liste' })).toBeTruthy();
    await advance(150);
    await eventually(() => {
      expect(screen.queryByRole('button', { name: 'Ajouté à la liste' })).toBeNull();
      expect(button('Ajouter à la liste de courses').getAttribute('aria-busy')).toBeNull();
    });
    expect(api.to('POST', '/api/shopping/items/from-recipe')).toHaveLength(1);
  });

  it('shows the 409 in the spec’s words, and the generic failure in its own', async () => {
    const user = userEvent.setup();
    let reply = { status: 409, body: { code: 'SHOPPING_ALREADY_ADDED' } };
    suggestionsApi({ other: () => reply });
    openSuggestions();
    await showCard(user);
    await user.click(button('Ajouter à la liste de courses'));
    expect((await screen.findByRole('alert')).textContent).toBe(
      'Ces articles sont déjà dans votre liste de courses',
    );
    reply = { status: 500, body: { code: 'INTERNAL' } };
    await user.click(button('Ajouter à la liste de courses'));
    await waitFor(() =>
      expect(screen.getByRole('alert').textContent).toBe(
        'Impossible d’ajouter à la liste de courses',
      ),
    );
    // The banner closes.
    await user.click(within(screen.getByRole('alert')).getByRole('button', { name: 'Fermer' }));
    expect(screen.queryByRole('alert')).toBeNull();
  });
  it('counts the fridge by default, says what it held, and adds the full quantities when asked', async () => {
    const user = userEvent.setup();
    const api = suggestionsApi({
      other: (call) =>
        call.url === '/api/shopping/items/from-recipe'
          ? {
              status: 201,
              body: {
                items: [
                  {
                    id: '00000000-0000-4000-8000-000000000001',
                    name: 'lait',
                    quantity: '0,75',
                    unit: 'l',
                    checked: false,
                    recipeId: recipe.id,
                    recipeTitle: recipe.title,
                    ingredientId: 'lait',
                    aisle: 'crèmerie',
                    inFridge: '250 ml',
                    packSize: null,
                    need: '1 l',
                    inPantry: false,
                    authorId: 'u1',
                    createdAt: '2026-11-20T10:00:00.000Z',
                  },
                ],
                coveredByFridge: [{ name: 'farine', inFridge: '500 g' }],
              },
            }
          : { status: 404, body: { code: 'NOT_FOUND' } },
    });
    openSuggestions();
    await showCard(user);
    await user.click(button('Ajouter à la liste de courses'));
    expect(await screen.findByText('Déjà au frigo')).toBeTruthy();
    expect(
      screen.getByText('farine (500 g), lait (250 ml) : seul ce qui manque est ajouté à la liste.'),
    ).toBeTruthy();
    const toggle = screen.getByRole('switch', { name: 'Déduire ce qui est déjà au frigo' });
    expect(toggle.getAttribute('aria-checked')).toBe('true');
    await user.click(toggle);
    expect(toggle.getAttribute('aria-checked')).toBe('false');
    await waitFor(() => button('Ajouter à la liste de courses'), {
      timeout: SHOPPING_DONE_MS + 1000,
    });
    await user.click(button('Ajouter à la liste de courses'));
    await waitFor(() =>
      expect(
        api
          .to('POST', '/api/shopping/items/from-recipe')
          .map((c) => (c.body as { ignoreFridge: boolean }).ignoreFridge),
      ).toEqual([false, true]),
    );
  });
});

describe('« Ajouter au planning »', () => {
  it('opens the planning with the recipe in navigation state', async () => {
    const user = userEvent.setup();
    suggestionsApi();
    const { router } = openSuggestions();
    await showCard(user);
    await user.click(button('Ajouter au planning'));
    expect(await screen.findByText('page planning')).toBeTruthy();
    expect(router.state.location.state).toEqual({ recipe });
  });
});

describe('the full recipe', () => {
  it('lists every line and step, rescales with the stepper, and sends the chosen servings', async () => {
    const user = userEvent.setup();
    const api = suggestionsApi({
      other: (call) =>
        call.url === '/api/shopping/items/from-recipe'
          ? { status: 201, body: { items: [], coveredByFridge: [] } }
          : { status: 404, body: { code: 'NOT_FOUND' } },
    });
    const { router } = openSuggestions();
    const card = await showCard(user);
    await user.click(within(card).getByRole('button', { name: 'Voir la recette complète' }));
    const dialog = screen.getByRole('dialog', { name: recipe.title });
    const lines = () =>
      within(within(dialog).getByRole('region', { name: /^Ingrédients/ }))
        .getAllByRole('listitem')
        .map((li) => li.textContent);
    expect(lines()).toEqual(recipe.ingredients);
    expect(
      within(within(dialog).getByRole('region', { name: 'Instructions' }))
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(recipe.instructions.map((step, index) => `${index + 1}${step}`));

    const stepper = within(dialog).getByRole('group', { name: 'Nombre de portions' });
    expect(stepper.textContent).toContain('4 portions');
    await user.click(within(stepper).getByRole('button', { name: 'Une portion de plus' }));
    await user.click(within(stepper).getByRole('button', { name: 'Une portion de plus' }));
    expect(stepper.textContent).toContain('6 portions');
    const forSix = rescaleIngredientLines(recipe.ingredients, 4, 6);
    expect(forSix).not.toEqual(recipe.ingredients);
    expect(lines()).toEqual(forSix);
    expect(lines()[0]).toBe('4 ½ courgettes');

    // Down to 1 and no lower: « − » says it is unavailable and changes nothing.
    const fewer = within(stepper).getByRole('button', { name: 'Une portion de moins' });
    for (let n = 0; n < 6; n++) await user.click(fewer);
    expect(stepper.textContent).toContain('1 portion');
    expect(fewer.getAttribute('aria-disabled')).toBe('true');
    expect(document.activeElement).toBe(fewer);
    expect(lines()).toEqual(rescaleIngredientLines(recipe.ingredients, 4, 1));
    await user.click(within(stepper).getByRole('button', { name: 'Une portion de plus' }));
    await user.click(within(stepper).getByRole('button', { name: 'Une portion de plus' }));

    // The list gets the recipe as written, with the servings chosen: the server rescales it.
    await user.click(within(dialog).getByRole('button', { name: 'Ajouter à la liste de courses' }));
    expect(await within(dialog).findByRole('button', { name: 'Ajouté à la liste' })).toBeTruthy();
    expect(api.to('POST', '/api/shopping/items/from-recipe').map((c) => c.body)).toEqual([
      { recipe, servings: 3, ignoreFridge: false },
    ]);

    // Escape closes it; the card now reads for 3.
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(within(card).getByText('3 portions')).toBeTruthy();

    // The planning gets the recipe for 3.
    await user.click(within(card).getByRole('button', { name: 'Voir la recette complète' }));
    await user.click(
      within(screen.getByRole('dialog')).getByRole('button', { name: 'Ajouter au planning' }),
    );
    expect(await screen.findByText('page planning')).toBeTruthy();
    expect(router.state.location.state).toEqual({
      recipe: {
        ...recipe,
        servings: 3,
        ingredients: rescaleIngredientLines(recipe.ingredients, 4, 3),
      },
    });
  });

  it('closes with its « Fermer » button, and a new suggestion starts at its own servings', async () => {
    const user = userEvent.setup();
    suggestionsApi();
    openSuggestions();
    const card = await showCard(user);
    await user.click(within(card).getByRole('button', { name: 'Voir la recette complète' }));
    const dialog = screen.getByRole('dialog');
    await user.click(within(dialog).getByRole('button', { name: 'Une portion de plus' }));
    await user.click(within(dialog).getByRole('button', { name: 'Fermer' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(within(card).getByText('5 portions')).toBeTruthy();
    await user.click(button('Une autre recette'));
    const next = await screen.findByRole('article', { name: recipe.title });
    expect(within(next).getByText('4 portions')).toBeTruthy();
  });

  it('rescales the fridge’s missing lines with the recipe', async () => {
    const user = userEvent.setup();
    suggestionsApi({
      suggest: () => ({
        status: 200,
        body: aSuggestion({
          fridgeMode: true,
          usedFridgeItems: ['Courgettes'],
          missingIngredients: ['200 g de gruyère râpé'],
        }),
      }),
    });
    openSuggestions();
    const card = await showCard(user);
    await user.click(within(card).getByRole('button', { name: 'Voir la recette complète' }));
    const dialog = screen.getByRole('dialog');
    await user.click(within(dialog).getByRole('button', { name: 'Une portion de moins' }));
    await user.click(within(dialog).getByRole('button', { name: 'Une portion de moins' }));
    await user.keyboard('{Escape}');
    const missing = within(card).getByRole('list', { name: 'Il vous manque\u00a0:' });
    expect(within(missing).getByRole('listitem').textContent).toBe('100 g de gruyère râpé');
  });
});
