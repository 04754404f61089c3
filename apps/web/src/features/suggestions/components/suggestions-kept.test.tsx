import '@/test/cleanup';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse } from '@/test/mock-fetch';
import {
  aRecent,
  aRecipe,
  aSuggestion,
  openSuggestions,
  suggestionsApi,
} from '../test/suggestion-fixtures';

// Decision 009: the recipe on screen is kept for the visit (the query cache, never local
// storage), and « Suggestions récentes » reopens the household's last ones.

// Saturday 21 November 2026, 11:00 in Zurich. Only Date is faked: user-event needs real timers.
beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date('2026-11-21T10:00:00Z'));
});

function deferred() {
  let resolve: (response: Response) => void = () => {};
  const promise = new Promise<Response>((r) => {
    resolve = r;
  });
  return { promise, resolve };
}

/** An accessible name as the screen reads it: « guillemets » with no-break spaces inside. */
const named = (text: string) => text.replaceAll('« ', '«\u00a0').replaceAll(' »', '\u00a0»');
const recentRegion = () => screen.getByRole('region', { name: 'Suggestions récentes' });
const rowTitles = () =>
  within(recentRegion())
    .getAllByRole('button', { name: /^Voir/ })
    .map((button) => button.getAttribute('aria-label')?.match(/«\s(.*)\s»/)?.[1]);

describe('Suggestions — the recipe is kept for the visit', () => {
  it('shows the same recipe again after another page, without asking for a new one', async () => {
    const user = userEvent.setup();
    const api = suggestionsApi({
      suggest: () => ({
        status: 200,
        body: aSuggestion({ recipe: aRecipe({ title: 'Tarte fine aux poireaux' }) }),
      }),
    });
    const { router } = openSuggestions();
    await user.click(screen.getByRole('switch', { name: 'Cuisiner avec mon frigo' }));
    await user.click(screen.getByRole('button', { name: /^Plat principal/ }));
    await screen.findByRole('article', { name: 'Tarte fine aux poireaux' });

    await router.navigate('/dashboard/planning');
    expect(await screen.findByText('page planning')).toBeTruthy();
    expect(screen.queryByRole('article')).toBeNull();
    await router.navigate('/dashboard/feed');

    expect(await screen.findByRole('article', { name: 'Tarte fine aux poireaux' })).toBeTruthy();
    expect(api.suggestions()).toHaveLength(1);
    // Asked again with the same switch: « Une autre recette » keeps fridge mode.
    await user.click(screen.getByRole('button', { name: 'Une autre recette' }));
    await waitFor(() => expect(api.suggestions()).toHaveLength(2));
    expect(api.suggestions()[1]).toEqual({ type: 'plat', fridgeMode: true, regenerate: true });
    // Nothing of it in the browser's storage (decision 015).
    expect(JSON.stringify({ ...localStorage })).not.toContain('poireaux');
  });

  it('comes back to the picker after « Changer de type »', async () => {
    const user = userEvent.setup();
    suggestionsApi();
    const { router } = openSuggestions();
    await user.click(screen.getByRole('button', { name: /^Plat principal/ }));
    await screen.findByRole('article', { name: 'Gratin de courgettes' });
    await user.click(screen.getByRole('button', { name: 'Changer de type' }));
    await router.navigate('/dashboard/planning');
    await router.navigate('/dashboard/feed');
    expect(
      await screen.findByRole('heading', { name: /^Que souhaitez-vous préparer/ }),
    ).toBeTruthy();
    expect(screen.queryByRole('article')).toBeNull();
  });

  it('lists a recipe that came after the user left, when they come back', async () => {
    const user = userEvent.setup();
    const answer = deferred();
    let history = [aRecent({ id: 'plat-ancien', title: 'Risotto aux champignons' })];
    const api = suggestionsApi({
      suggest: () => answer.promise as Promise<never>,
      recent: () => ({ status: 200, body: { suggestions: history } }),
    });
    const { router } = openSuggestions();
    await user.click(screen.getByRole('button', { name: /^Dessert/ }));
    expect(screen.getByText('Génération en cours...')).toBeTruthy();
    await router.navigate('/dashboard/planning');
    await screen.findByText('page planning');

    const tarte = aRecipe({ id: 'dessert-tarte', title: 'Tarte aux pommes', type: 'dessert' });
    history = [aRecent({ ...tarte }), ...history];
    answer.resolve(jsonResponse(200, aSuggestion({ recipe: tarte })));

    await router.navigate('/dashboard/feed');
    // The picker, as it was left, and the new recipe on top of the recent ones.
    expect(
      await screen.findByRole('heading', { name: /^Que souhaitez-vous préparer/ }),
    ).toBeTruthy();
    await waitFor(() =>
      expect(rowTitles()).toEqual(['Tarte aux pommes', 'Risotto aux champignons']),
    );
    expect(api.suggestions()).toHaveLength(1);
  });
});

describe('Suggestions — « Suggestions récentes »', () => {
  const history = () => [
    aRecent({ id: 'plat-risotto', title: 'Risotto aux champignons', preparationTime: 40 }),
    aRecent(
      { id: 'dessert-crumble', title: 'Crumble aux pommes', type: 'dessert' },
      '2026-11-20T18:00:00.000Z',
    ),
    aRecent(
      { id: 'entree-veloute', title: 'Velouté de potiron', type: 'entrée' },
      '2026-11-12T10:00:00.000Z',
    ),
    aRecent({ id: 'boisson-limonade', title: 'Limonade maison', type: 'boisson' }),
    aRecent({ id: 'apero-tapenade', title: 'Tapenade', type: 'apéro' }),
    aRecent({ id: 'plat-dahl', title: 'Dahl de lentilles' }),
  ];

  it('lists the household’s last ones under the picker, newest first, four then the rest on demand', async () => {
    const user = userEvent.setup();
    suggestionsApi({ recent: () => ({ status: 200, body: { suggestions: history() } }) });
    openSuggestions();
    await screen.findByRole('region', { name: 'Suggestions récentes' });
    expect(rowTitles()).toEqual([
      'Risotto aux champignons',
      'Crumble aux pommes',
      'Velouté de potiron',
      'Limonade maison',
    ]);
    const risotto = within(recentRegion()).getByRole('button', { name: /^Voir «\sRisotto/ });
    // Its type, time and day are read after its name.
    expect(risotto.getAttribute('aria-describedby')).toBeTruthy();
    expect(within(recentRegion()).getByText('Plat principal · 40 min · aujourd’hui')).toBeTruthy();
    expect(within(recentRegion()).getByText('Dessert · 45 min · hier')).toBeTruthy();
    expect(within(recentRegion()).getByText('Entrée · 45 min · le 12 novembre')).toBeTruthy();

    const more = within(recentRegion()).getByRole('button', { name: 'Afficher les 2 autres' });
    expect(more.getAttribute('aria-expanded')).toBe('false');
    await user.click(more);
    expect(rowTitles()).toHaveLength(6);
    await user.click(within(recentRegion()).getByRole('button', { name: 'Afficher moins' }));
    expect(rowTitles()).toHaveLength(4);
  });

  it('shows nothing while the household has none', async () => {
    const api = suggestionsApi();
    openSuggestions();
    await waitFor(() => expect(api.to('GET', '/api/suggestions/recent')).toHaveLength(1));
    expect(screen.queryByRole('region', { name: 'Suggestions récentes' })).toBeNull();
  });

  it('reopens one as the screen’s recipe, kept for the next visit, and lists it not twice', async () => {
    const user = userEvent.setup();
    const api = suggestionsApi({
      recent: () => ({ status: 200, body: { suggestions: history() } }),
    });
    const { router } = openSuggestions();
    await user.click(
      await screen.findByRole('button', { name: named('Voir « Crumble aux pommes »') }),
    );

    const card = await screen.findByRole('article', { name: 'Crumble aux pommes' });
    expect(within(card).getByText('Dessert')).toBeTruthy();
    expect(document.activeElement?.id).toBe('page-title');
    // Reopened, not generated again.
    expect(api.suggestions()).toHaveLength(0);
    expect(rowTitles()).not.toContain('Crumble aux pommes');
    expect(rowTitles()[0]).toBe('Risotto aux champignons');

    await router.navigate('/dashboard/planning');
    await router.navigate('/dashboard/feed');
    expect(await screen.findByRole('article', { name: 'Crumble aux pommes' })).toBeTruthy();
  });

  it('plans one: the planning opens with the recipe, as from the card', async () => {
    const user = userEvent.setup();
    suggestionsApi({ recent: () => ({ status: 200, body: { suggestions: history() } }) });
    openSuggestions();
    await user.click(
      await screen.findByRole('button', {
        name: named('Ajouter « Risotto aux champignons » au planning'),
      }),
    );
    expect(await screen.findByText('page planning')).toBeTruthy();
    const state = JSON.parse(screen.getByTestId('state').textContent ?? '');
    expect(state.recipe).toMatchObject({ id: 'plat-risotto', title: 'Risotto aux champignons' });
  });

  it('adds one’s ingredients to the list, then says it is done; a refusal shows in French', async () => {
    const user = userEvent.setup();
    let refuse = false;
    const api = suggestionsApi({
      recent: () => ({ status: 200, body: { suggestions: history() } }),
      other: (call) =>
        call.url === '/api/shopping/items/from-recipe'
          ? refuse
            ? { status: 409, body: { code: 'SHOPPING_ALREADY_ADDED' } }
            : { status: 201, body: { items: [], coveredByFridge: [] } }
          : { status: 404, body: { code: 'NOT_FOUND' } },
    });
    openSuggestions();
    const name = named(
      'Ajouter les ingrédients de « Risotto aux champignons » à la liste de courses',
    );
    await user.click(await screen.findByRole('button', { name }));
    expect(
      await within(recentRegion()).findByRole('button', { name: 'Ajouté à la liste' }),
    ).toBeTruthy();
    const [sent] = api.to('POST', '/api/shopping/items/from-recipe');
    expect(sent?.body).toMatchObject({
      recipe: { id: 'plat-risotto' },
      servings: 4,
      ignoreFridge: false,
    });

    refuse = true;
    await user.click(
      screen.getByRole('button', {
        name: named('Ajouter les ingrédients de « Crumble aux pommes » à la liste de courses'),
      }),
    );
    expect((await within(recentRegion()).findByRole('alert')).textContent).toContain(
      'Ces articles sont déjà dans votre liste de courses',
    );
  });

  it('says so when the list cannot be read', async () => {
    suggestionsApi({ recent: () => ({ status: 500, body: { code: 'INTERNAL' } }) });
    openSuggestions();
    expect(await screen.findByText('Impossible de charger les suggestions récentes.')).toBeTruthy();
  });
});
