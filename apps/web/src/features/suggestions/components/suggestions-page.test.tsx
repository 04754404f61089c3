import '@/test/cleanup';
import type { Suggestion } from '@mijote/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { jsonResponse } from '@/test/mock-fetch';
import { aRecipe, aSuggestion, openSuggestions, suggestionsApi } from '../test/suggestion-fixtures';

/** A reply the test sends when it chooses (mockFetch takes a promise of a Response). */
function deferred() {
  let resolve: (response: Response) => void = () => {};
  const promise = new Promise<Response>((r) => {
    resolve = r;
  });
  return { promise, resolve };
}

describe('Suggestions — the type picker', () => {
  it('asks « Que souhaitez-vous préparer ? » with the six cards of the spec, fridge mode off', () => {
    suggestionsApi();
    openSuggestions();
    expect(screen.getByRole('heading', { level: 1, name: 'Suggestions' })).toBeTruthy();
    expect(
      screen.getByRole('heading', { level: 2, name: 'Que souhaitez-vous préparer ?' }),
    ).toBeTruthy();
    const picker = screen.getByRole('region', { name: 'Que souhaitez-vous préparer ?' });
    const cards = within(picker)
      .getAllByRole('button')
      .map((button) => button.textContent);
    expect(cards).toEqual([
      'BoissonCocktails, smoothies, et autres breuvages',
      'EntréePour bien commencer le repas',
      'Plat principalLe cœur du repas',
      'DessertPour finir en douceur',
      'Amuse-bouchePetites bouchées raffinées',
      'ApéritifPour l’apéro entre amis',
    ]);
    const fridge = screen.getByRole('switch', { name: 'Cuisiner avec mon frigo' });
    expect(fridge.getAttribute('aria-checked')).toBe('false');
    expect(document.title).toBe('Suggestions · Mijote');
  });

  it('shows the loading texts while the chef works, then the card; the request says the type and the fridge switch', async () => {
    const user = userEvent.setup();
    const answer = deferred();
    const api = suggestionsApi({ suggest: () => answer.promise as Promise<never> });
    openSuggestions();
    await user.click(screen.getByRole('switch', { name: 'Cuisiner avec mon frigo' }));
    await user.click(screen.getByRole('button', { name: /^Dessert/ }));
    const status = screen.getByRole('status');
    expect(status.textContent).toContain('Génération en cours...');
    expect(status.textContent).toContain(
      'Notre chef virtuel concocte une délicieuse suggestion pour vous',
    );
    expect(api.suggestions()).toEqual([{ type: 'dessert', fridgeMode: true, regenerate: false }]);
    answer.resolve(
      jsonResponse(
        200,
        aSuggestion({ recipe: aRecipe({ title: 'Tarte aux pommes', type: 'dessert' }) }),
      ),
    );
    expect(await screen.findByRole('article', { name: 'Tarte aux pommes' })).toBeTruthy();
    expect(screen.queryByText('Génération en cours...')).toBeNull();
  });
});

describe('Suggestions — the recipe card', () => {
  it('shows the type, title, description, time, servings, difficulty, 3 ingredients and the rest counted', async () => {
    const user = userEvent.setup();
    suggestionsApi();
    openSuggestions();
    await user.click(screen.getByRole('button', { name: /^Plat principal/ }));
    const card = await screen.findByRole('article', { name: 'Gratin de courgettes' });
    expect(within(card).getByRole('heading', { level: 2 }).textContent).toBe(
      'Gratin de courgettes',
    );
    expect(within(card).getByText('Plat principal')).toBeTruthy();
    expect(within(card).getByText('Un gratin fondant pour les soirs d’été.')).toBeTruthy();
    expect(within(card).getByText('45 min')).toBeTruthy();
    expect(within(card).getByText('4 portions')).toBeTruthy();
    expect(within(card).getByText('Moyen')).toBeTruthy();
    const lines = within(within(card).getByRole('region', { name: 'Ingrédients principaux' }))
      .getAllByRole('listitem')
      .map((li) => li.textContent);
    expect(lines).toEqual(['3 courgettes', '200 g de gruyère râpé', '20 cl de crème']);
    expect(within(card).getByText('+ 3 autres ingrédients...')).toBeTruthy();
    expect(within(card).getByRole('button', { name: 'Voir la recette complète' })).toBeTruthy();
    // Decision 032: the picture is drawn from the lines, and says what it shows.
    expect(
      within(card).getByRole('img', { name: 'Illustration\u00a0: courgette, fromage et œufs' }),
    ).toBeTruthy();
    // Not in fridge mode, and the engine answered itself: neither note shows. No rules either.
    expect(within(card).queryByText('Mode frigo')).toBeNull();
    expect(within(card).queryByText(/carnet de Mijote/)).toBeNull();
    expect(within(card).queryByText(/Respecte les règles du foyer/)).toBeNull();
    expect(within(card).queryByText('Recette de la maison')).toBeNull();
  });

  it('says « Recette de la maison » when the suggestion is one of the household’s own recipes', async () => {
    const user = userEvent.setup();
    suggestionsApi({
      suggest: () => ({
        status: 200,
        body: aSuggestion({
          recipe: aRecipe({ id: 'maison_gratin', title: 'Gratin de mamie' }),
          isOwnRecipe: true,
        }),
      }),
    });
    openSuggestions();
    await user.click(screen.getByRole('button', { name: /^Plat principal/ }));
    const card = await screen.findByRole('article', { name: 'Gratin de mamie' });
    expect(within(card).getByText('Recette de la maison')).toBeTruthy();
  });

  it('names the household’s rules the recipe respects', async () => {
    const user = userEvent.setup();
    suggestionsApi({
      suggest: () => ({
        status: 200,
        body: aSuggestion({
          keeps: { restrictions: ['vegetarian', 'glutenFree'], avoidedFoods: ['coriandre'] },
        }),
      }),
    });
    openSuggestions();
    await user.click(screen.getByRole('button', { name: /^Plat principal/ }));
    const card = await screen.findByRole('article', { name: 'Gratin de courgettes' });
    // Testing Library reads the no-break space before « : » as a plain space.
    expect(
      within(card).getByText(
        'Respecte les règles du foyer : végétarien, sans gluten, sans coriandre',
      ),
    ).toBeTruthy();
  });

  it('says « + 1 autre ingrédient... » for one more, and nothing for three lines', async () => {
    const user = userEvent.setup();
    let ingredients = ['1 a', '2 b', '3 c', '4 d'];
    suggestionsApi({
      suggest: () => ({ status: 200, body: aSuggestion({ recipe: aRecipe({ ingredients }) }) }),
    });
    openSuggestions();
    await user.click(screen.getByRole('button', { name: /^Plat principal/ }));
    expect(await screen.findByText('+ 1 autre ingrédient...')).toBeTruthy();
    ingredients = ['1 a', '2 b', '3 c'];
    await user.click(screen.getByRole('button', { name: 'Une autre recette' }));
    await waitFor(() => expect(screen.queryByText(/autres? ingrédients?\.\.\./)).toBeNull());
    expect(await screen.findByRole('article')).toBeTruthy();
  });

  /** A main course in fridge mode, answered with `fields`: its card's « Avec votre frigo ». */
  async function fridgeNoteOf(fields: Partial<Suggestion>) {
    const user = userEvent.setup();
    suggestionsApi({
      suggest: () => ({ status: 200, body: aSuggestion({ fridgeMode: true, ...fields }) }),
    });
    openSuggestions();
    await user.click(screen.getByRole('switch', { name: 'Cuisiner avec mon frigo' }));
    await user.click(screen.getByRole('button', { name: /^Plat principal/ }));
    const card = await screen.findByRole('article', { name: 'Gratin de courgettes' });
    expect(within(card).getByText('Mode frigo')).toBeTruthy();
    return within(card).getByRole('region', { name: 'Avec votre frigo' });
  }

  it('in fridge mode, shows what comes from the fridge and « Il vous manque : … »', async () => {
    const note = await fridgeNoteOf({
      fitsFridge: true,
      usedFridgeItems: ['Courgettes', 'Œufs'],
      missingIngredients: ['200 g de gruyère râpé', '20 cl de crème'],
    });
    expect(within(note).getByText('Du frigo : Courgettes, Œufs')).toBeTruthy();
    const missing = within(note).getByRole('list', { name: 'Il vous manque\u00a0:' });
    expect(
      within(missing)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['200 g de gruyère râpé', '20 cl de crème']);
    expect(within(note).queryByText(/^Aucune recette ne se fait/)).toBeNull();
  });

  it('in fridge mode, says when no recipe fits and this is the closest one', async () => {
    const note = await fridgeNoteOf({
      fitsFridge: false,
      usedFridgeItems: ['Courgettes'],
      missingIngredients: ['1 rouleau de pâte brisée', '2 œufs', '75 g de chèvre'],
    });
    expect(
      within(note).getByText(
        'Aucune recette ne se fait avec votre frigo en achetant au plus deux ingrédients : voici la plus proche.',
      ),
    ).toBeTruthy();
    expect(within(note).getAllByRole('listitem')).toHaveLength(3);
  });

  it('says quietly that the catalogue answered when the model failed', async () => {
    const user = userEvent.setup();
    suggestionsApi({
      suggest: () => ({
        status: 200,
        body: aSuggestion({
          fellBack: true,
          fallbackReason: { code: 'RECIPE_REPLY_INVALID', message: 'Format de réponse invalide' },
        }),
      }),
    });
    openSuggestions();
    await user.click(screen.getByRole('button', { name: /^Plat principal/ }));
    const card = await screen.findByRole('article');
    expect(card.textContent).toContain(
      'Notre chef virtuel n’a pas pu répondre ; cette recette vient du carnet de Mijote.',
    );
    expect(card.textContent).toContain('Raison : Format de réponse invalide');
  });

  it('regenerates the same type past the cache, and « Changer de type » returns to the picker', async () => {
    const user = userEvent.setup();
    const api = suggestionsApi();
    openSuggestions();
    await user.click(screen.getByRole('button', { name: /^Entrée/ }));
    await screen.findByRole('article');
    await user.click(screen.getByRole('button', { name: 'Une autre recette' }));
    await screen.findByRole('article');
    expect(api.suggestions()).toEqual([
      { type: 'entrée', fridgeMode: false, regenerate: false },
      { type: 'entrée', fridgeMode: false, regenerate: true },
    ]);
    await user.click(screen.getByRole('button', { name: 'Changer de type' }));
    expect(screen.getByRole('heading', { name: 'Que souhaitez-vous préparer ?' })).toBeTruthy();
  });
});

describe('Suggestions — failures', () => {
  it('shows the error with « Changer de type » and « Réessayer » (the same type again)', async () => {
    const user = userEvent.setup();
    const api = suggestionsApi({
      suggest: () => ({ status: 422, body: { code: 'FRIDGE_EMPTY' } }),
    });
    openSuggestions();
    await user.click(screen.getByRole('switch', { name: 'Cuisiner avec mon frigo' }));
    await user.click(screen.getByRole('button', { name: /^Apéritif/ }));
    expect((await screen.findByRole('alert')).textContent).toBe(
      'Aucun ingrédient disponible dans le frigo',
    );
    await user.click(screen.getByRole('button', { name: 'Réessayer' }));
    await screen.findByRole('alert');
    expect(api.suggestions()).toEqual([
      { type: 'apéro', fridgeMode: true, regenerate: false },
      { type: 'apéro', fridgeMode: true, regenerate: true },
    ]);
    await user.click(screen.getByRole('button', { name: 'Changer de type' }));
    expect(screen.getByRole('heading', { name: 'Que souhaitez-vous préparer ?' })).toBeTruthy();
    // The fridge switch is as the user left it.
    expect(
      screen.getByRole('switch', { name: 'Cuisiner avec mon frigo' }).getAttribute('aria-checked'),
    ).toBe('true');
  });

  it('sends a user without preferences to /questionnaire (« Préférences non définies »)', async () => {
    const user = userEvent.setup();
    suggestionsApi({
      suggest: () => ({ status: 409, body: { code: 'PREFERENCES_NOT_SET' } }),
    });
    const { router } = openSuggestions();
    await user.click(screen.getByRole('button', { name: /^Boisson/ }));
    expect(await screen.findByText('page questionnaire')).toBeTruthy();
    expect(router.state.location.pathname).toBe('/questionnaire');
    expect(screen.queryByText('Préférences non définies')).toBeNull();
  });

  it('returns to the picker without showing « Utilisateur non connecté »', async () => {
    const user = userEvent.setup();
    const api = suggestionsApi({
      suggest: () => ({ status: 401, body: { code: 'UNAUTHENTICATED' } }),
    });
    openSuggestions();
    await user.click(screen.getByRole('button', { name: /^Boisson/ }));
    await waitFor(() => expect(api.suggestions()).toHaveLength(1));
    expect(
      await screen.findByRole('heading', { name: 'Que souhaitez-vous préparer ?' }),
    ).toBeTruthy();
    expect(screen.queryByRole('alert')).toBeNull();
    expect(screen.queryByText('Utilisateur non connecté')).toBeNull();
  });

  it('shows the catalogue’s final failure in French', async () => {
    const user = userEvent.setup();
    suggestionsApi({ suggest: () => ({ status: 422, body: { code: 'NO_COMPLIANT_RECIPE' } }) });
    openSuggestions();
    await user.click(screen.getByRole('button', { name: /^Boisson/ }));
    expect((await screen.findByRole('alert')).textContent).toBe(
      'Impossible de générer une recette: aucune recette de ce type ne respecte vos préférences',
    );
  });
});

describe('Suggestions — opened from Mon Frigo', () => {
  it('generates the type asked in fridge mode at once, then clears the navigation state', async () => {
    const api = suggestionsApi({
      suggest: () => ({ status: 200, body: aSuggestion({ fridgeMode: true }) }),
    });
    const { router } = openSuggestions({ fridgeMode: true, type: 'plat' });
    expect(await screen.findByRole('article')).toBeTruthy();
    expect(api.suggestions()).toEqual([{ type: 'plat', fridgeMode: true, regenerate: false }]);
    expect(router.state.location.state).toBeNull();
    // Back to the picker: the fridge mode is still on.
    await userEvent.setup().click(screen.getByRole('button', { name: 'Changer de type' }));
    expect(
      screen.getByRole('switch', { name: 'Cuisiner avec mon frigo' }).getAttribute('aria-checked'),
    ).toBe('true');
  });

  it('without a type, shows the picker in fridge mode and asks nothing', async () => {
    const api = suggestionsApi();
    const { router } = openSuggestions({ fridgeMode: true });
    await waitFor(() =>
      expect(
        screen
          .getByRole('switch', { name: 'Cuisiner avec mon frigo' })
          .getAttribute('aria-checked'),
      ).toBe('true'),
    );
    await waitFor(() => expect(router.state.location.state).toBeNull());
    expect(api.suggestions()).toEqual([]);
  });
});
