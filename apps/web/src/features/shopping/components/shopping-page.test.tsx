import '@/test/cleanup';
import type { ShoppingItem, ShoppingList } from '@mijote/contracts';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { jsonResponse, mockFetch } from '@/test/mock-fetch';
import { renderWithProviders } from '@/test/render-app';
import { aLine, anItem } from '../test/shopping-fixtures';
import { ShoppingPage } from './shopping-page';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

type Reply = { status: number; body?: unknown } | Promise<never>;
type Call = { method: string; url: string; body: unknown };

/**
 * The shopping API as the screen sees it: GET answers `list` (which a test may change to play the
 * server's state after a call), and each other call goes to `answer`.
 */
function serve(
  list: ShoppingList,
  answer: (call: Call) => Reply | Promise<Response>,
  { loadFailures = 0 } = {},
) {
  const calls: Call[] = [];
  // `holdLoads`: the list fetched again after a change never arrives, so what the screen shows
  // is its own doing, not the server's next answer.
  const state = { list, loadFailures, holdLoads: false };
  mockFetch((url, init) => {
    const method = init?.method ?? 'GET';
    if (method === 'GET' && url === '/api/shopping/items') {
      if (state.holdLoads) return new Promise<never>(() => {});
      if (state.loadFailures-- > 0) return { status: 500, body: { code: 'SHOPPING_LOAD_FAILED' } };
      return { status: 200, body: state.list };
    }
    const call = { method, url, body: init?.body ? JSON.parse(String(init.body)) : undefined };
    calls.push(call);
    return answer(call) as Reply;
  });
  renderWithProviders(<ShoppingPage />);
  return { calls, state, user: userEvent.setup() };
}

const unanswered = (): Reply => ({ status: 500, body: { code: 'INTERNAL' } });

function deferred() {
  let resolve: (response: Response) => void = () => {};
  const promise = new Promise<Response>((r) => {
    resolve = r;
  });
  return { promise, resolve };
}

const milk = anItem({ name: 'Lait', aisle: 'crèmerie', ingredientId: 'lait' });
const apples = anItem({
  name: 'Pommes',
  quantity: '4',
  recipeId: 'r1',
  recipeTitle: 'Tarte aux pommes',
  aisle: 'fruits et légumes',
});
const dough = anItem({ name: 'Pâte brisée', recipeId: 'r1', recipeTitle: 'Tarte aux pommes' });
const flourGrams = anItem({ name: 'farine', quantity: '300', unit: 'g', aisle: 'épicerie sucrée' });
const flourKilo = anItem({ name: 'Farine', quantity: '1', unit: 'kg', aisle: 'épicerie sucrée' });
const pasta = anItem({
  name: 'Penne',
  quantity: '1',
  unit: 'paquet',
  packSize: '500 g',
  aisle: 'épicerie salée',
});

/** What the check answers for the tart's rows when its last item completes it. */
const purgedTart = [
  {
    itemIds: [apples.id],
    isForFridge: true,
    name: 'Pommes',
    quantity: 4,
    unit: 'unité',
    category: 'Fruits et Légumes',
    expirationDate: '2026-12-04',
    shelfLifeDays: 14,
  },
  {
    itemIds: [dough.id],
    isForFridge: true,
    name: 'Pâte brisée',
    quantity: 1,
    unit: 'unité',
    category: 'Autre',
    expirationDate: null,
    shelfLifeDays: null,
  },
];

function aList(items: ShoppingItem[]): ShoppingList {
  // The lines are made of the rows given, as the server would make them (checked ones included).
  const given = (item: ShoppingItem) => items.filter((i) => i.id === item.id);
  const flour = [...given(flourGrams), ...given(flourKilo)];
  const known = new Set([milk, apples, dough, flourGrams, flourKilo, pasta].map((i) => i.id));
  const others = items.filter((item) => !known.has(item.id) && !item.inPantry);
  return {
    items,
    aisles: [
      { aisle: 'fruits et légumes', lines: given(apples).map((i) => aLine([i])) },
      { aisle: 'crèmerie', lines: given(milk).map((i) => aLine([i])) },
      { aisle: 'épicerie salée', lines: given(pasta).map((i) => aLine([i])) },
      {
        aisle: 'épicerie sucrée',
        lines: flour.length
          ? [
              aLine(flour, {
                name: 'farine',
                quantity: '1,3',
                unit: 'kg',
                need: { amount: '1,25 kg', recipeCount: 2 },
              }),
            ]
          : [],
      },
      { aisle: null, lines: [...given(dough), ...others].map((i) => aLine([i])) },
    ].filter((aisle) => aisle.lines.length > 0),
    pantry: [],
  };
}

const fullList = () => aList([milk, apples, dough, flourGrams, flourKilo]);
const progress = () => screen.getByRole('progressbar', { name: 'Progression des courses' });
const group = (name: string) => screen.getByRole('region', { name });
const box = (name: RegExp) => screen.getByRole('checkbox', { name });

describe('Liste de courses', () => {
  it('shows « Votre liste est vide » when the household has nothing to buy', async () => {
    serve({ items: [], aisles: [], pantry: [] }, unanswered);
    expect(await screen.findByText('Votre liste est vide')).toBeTruthy();
    expect(screen.getByRole('heading', { level: 1, name: 'Liste de courses' })).toBeTruthy();
    expect(screen.queryByRole('progressbar')).toBeNull();
  });

  it('groups by recipe title with « Par recette » on, manual items apart', async () => {
    serve(fullList(), unanswered);
    const tarte = await screen.findByRole('region', { name: 'Tarte aux pommes' });
    expect(screen.getByRole('switch', { name: 'Par recette' }).getAttribute('aria-checked')).toBe(
      'true',
    );
    expect(
      within(tarte)
        .getAllByRole('checkbox')
        .map((b) => b.closest('li')?.textContent),
    ).toEqual(['Pommes 4', 'Pâte brisée 1']);
    const manual = group('Articles ajoutés manuellement');
    expect(within(manual).getAllByRole('checkbox')).toHaveLength(3);
    expect(within(manual).getByText('300 g')).toBeTruthy();
    expect(screen.queryByRole('region', { name: 'Tous les articles' })).toBeNull();
  });

  it('with the toggle off, shows « Tous les articles » by aisle with merged lines', async () => {
    const { user } = serve(fullList(), unanswered);
    await screen.findByRole('region', { name: 'Tarte aux pommes' });
    await user.click(screen.getByRole('switch', { name: 'Par recette' }));
    const all = group('Tous les articles');
    expect(
      within(all)
        .getAllByRole('heading', { level: 3 })
        .map((h) => h.textContent),
    ).toEqual(['Fruits et légumes', 'Crèmerie', 'Épicerie sucrée', 'Autres articles']);
    const flour = within(group('Épicerie sucrée')).getByRole('checkbox', { name: /Farine/ });
    expect(flour.closest('li')?.textContent).toContain('1,3 kg');
    expect(flour.closest('li')?.textContent).toContain('1,25 kg pour 2 recettes');
    expect(screen.queryByRole('region', { name: 'Tarte aux pommes' })).toBeNull();
  });

  it('shows the rounded percent and the counts', async () => {
    serve(aList([{ ...milk, checked: true }, apples, dough]), unanswered);
    await screen.findByText('1 article coché');
    expect(progress().getAttribute('aria-valuenow')).toBe('33');
    // Testing Library reads the narrow no-break space of '33 %' as a plain space.
    expect(screen.getByText('33 %')).toBeTruthy();
    expect(screen.getByText('3 articles au total')).toBeTruthy();
  });

  it('checks at once, before the server answers, and keeps it when the server agrees', async () => {
    const answer = deferred();
    const { calls, user } = serve(fullList(), () => answer.promise);
    await user.click(await screen.findByRole('checkbox', { name: /Lait/ }));
    expect((box(/Lait/) as HTMLInputElement).checked).toBe(true);
    expect(screen.getByText('1 article coché')).toBeTruthy();
    // Four lines to buy: the two rows of flour are one.
    expect(progress().getAttribute('aria-valuenow')).toBe('25');
    expect(calls).toEqual([
      { method: 'PATCH', url: `/api/shopping/items/${milk.id}`, body: { checked: true } },
    ]);
    answer.resolve(
      jsonResponse(200, { items: [{ ...milk, checked: true }], purgedIds: [], purgedProposal: [] }),
    );
    await waitFor(() => expect(calls).toHaveLength(1));
    expect((box(/Lait/) as HTMLInputElement).checked).toBe(true);
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('a quick check then uncheck ends unticked, whatever order the answers come in', async () => {
    const answers = [deferred(), deferred()];
    const { calls, state, user } = serve(fullList(), () => {
      const answer = answers[calls.length - 1];
      return answer ? answer.promise : unanswered();
    });
    state.holdLoads = true;
    await user.click(await screen.findByRole('checkbox', { name: /Lait/ }));
    await user.click(box(/Lait/));
    expect((box(/Lait/) as HTMLInputElement).checked).toBe(false);
    // The answer to the first click lands while the second is travelling: the box stays unticked.
    answers[0]?.resolve(
      jsonResponse(200, { items: [{ ...milk, checked: true }], purgedIds: [], purgedProposal: [] }),
    );
    await waitFor(() => expect(calls).toHaveLength(2));
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect((box(/Lait/) as HTMLInputElement).checked).toBe(false);
    answers[1]?.resolve(
      jsonResponse(200, {
        items: [{ ...milk, checked: false }],
        purgedIds: [],
        purgedProposal: [],
      }),
    );
    await waitFor(() => expect(screen.getByText('0 article coché')).toBeTruthy());
    expect((box(/Lait/) as HTMLInputElement).checked).toBe(false);
  });

  it('rolls the check back with the French error when the server refuses it', async () => {
    const answer = deferred();
    const { state, user } = serve(fullList(), () => answer.promise);
    await user.click(await screen.findByRole('checkbox', { name: /Lait/ }));
    expect((box(/Lait/) as HTMLInputElement).checked).toBe(true);
    state.holdLoads = true;
    answer.resolve(jsonResponse(500, { code: 'SHOPPING_UPDATE_FAILED' }));
    expect((await screen.findByRole('alert')).textContent).toBe(
      'Impossible de mettre à jour l’article',
    );
    expect((box(/Lait/) as HTMLInputElement).checked).toBe(false);
    expect(screen.getByText('0 article coché')).toBeTruthy();
    await user.click(within(screen.getByRole('alert')).getByRole('button', { name: 'Fermer' }));
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('a refusal the server words vaguely still reads as the catalogue’s text', async () => {
    const { user } = serve(fullList(), () => ({ status: 404, body: { code: 'NOT_FOUND' } }));
    await user.click(await screen.findByRole('checkbox', { name: /Lait/ }));
    expect((await screen.findByRole('alert')).textContent).toBe(
      'Impossible de mettre à jour l’article',
    );
  });

  it('checking a merged line checks all its rows in one call', async () => {
    const checkedFlour = [flourGrams, flourKilo].map((i) => ({ ...i, checked: true }));
    const { calls, state, user } = serve(fullList(), () => {
      state.list = aList([milk, apples, dough, ...checkedFlour]);
      return { status: 200, body: { items: checkedFlour, purgedIds: [], purgedProposal: [] } };
    });
    await screen.findByRole('region', { name: 'Tarte aux pommes' });
    await user.click(screen.getByRole('switch', { name: 'Par recette' }));
    await user.click(box(/Farine/));
    expect(calls[0]).toEqual({
      method: 'PATCH',
      url: '/api/shopping/items',
      body: { itemIds: [flourGrams.id, flourKilo.id].sort(), checked: true },
    });
    // One line to buy, however many rows it gathers.
    await screen.findByText('1 article coché');
  });

  it('reflects the purge: the last item of a recipe checked, the recipe leaves the list', async () => {
    const { state, user } = serve(aList([milk, { ...apples, checked: true }, dough]), () => {
      // The server deleted the recipe's items (spec 4); the screen shows it from this answer.
      state.holdLoads = true;
      return {
        status: 200,
        body: { items: [], purgedIds: [apples.id, dough.id], purgedProposal: purgedTart },
      };
    });
    await user.click(await screen.findByRole('checkbox', { name: /Pâte brisée/ }));
    await waitFor(() =>
      expect(screen.queryByRole('region', { name: 'Tarte aux pommes' })).toBeNull(),
    );
    // The toast region loads with the first toast.
    expect(await screen.findByText('Recette complète')).toBeTruthy();
    expect(
      screen.getByText(
        'Tous les articles de « Tarte aux pommes » étaient cochés : ils ont été retirés de la liste.',
      ),
    ).toBeTruthy();
    expect(screen.getByText('1 article au total')).toBeTruthy();
    expect(screen.getByText('0 article coché')).toBeTruthy();
  });

  it('offers « Ranger au frigo » from the toast: the purged items, editable, stored by the batch', async () => {
    const { calls, state, user } = serve(
      aList([milk, { ...apples, checked: true }, dough]),
      (call) => {
        if (call.url === '/api/fridge/items/batch') {
          const entries = (call.body as { entries: Array<Record<string, unknown>> }).entries;
          const fridgeItems = entries.map((entry, n) => ({
            ...entry,
            id: `00000000-0000-4000-8000-00000000000${n}`,
            look: null,
            authorId: milk.authorId,
            createdAt: milk.createdAt,
          }));
          return { status: 201, body: { fridgeItems } };
        }
        state.list = aList([milk]);
        return {
          status: 200,
          body: { items: [], purgedIds: [apples.id, dough.id], purgedProposal: purgedTart },
        };
      },
    );
    await user.click(await screen.findByRole('checkbox', { name: /Pâte brisée/ }));
    const toast = (await screen.findByText('Recette complète')).closest('li') as HTMLElement;
    const action = within(toast).getByRole('button', { name: 'Ranger au frigo' });
    // A native button, so the keyboard works it (in the browser F8 takes focus to the toasts).
    act(() => action.focus());
    await user.keyboard('{Enter}');
    const dialog = await screen.findByRole('dialog', { name: 'Ranger au frigo' });
    expect(
      within(dialog).getByText(
        'Les articles de la recette ont quitté la liste : rangez-les au frigo. Mijote propose une catégorie et une date d’expiration : modifiez-les si besoin.',
      ),
    ).toBeTruthy();
    const applesEntry = within(dialog).getByRole('group', { name: 'Pommes' });
    expect((within(applesEntry).getByLabelText('Quantité') as HTMLInputElement).value).toBe('4');
    within(dialog).getByRole('group', { name: 'Pâte brisée' });
    const quantity = within(applesEntry).getByLabelText('Quantité');
    await user.clear(quantity);
    await user.type(quantity, '3');
    await user.click(within(dialog).getByRole('button', { name: 'Ranger 2 articles' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(calls.slice(1)).toEqual([
      {
        method: 'POST',
        url: '/api/fridge/items/batch',
        body: {
          entries: [
            {
              name: 'Pommes',
              quantity: 3,
              unit: 'unité',
              category: 'Fruits et Légumes',
              expirationDate: '2026-12-04',
            },
            {
              name: 'Pâte brisée',
              quantity: 1,
              unit: 'unité',
              category: 'Autre',
              expirationDate: null,
            },
          ],
        },
      },
    ]);
    // The list is not asked to move anything: its rows were already purged.
    expect(calls.some((call) => call.url.startsWith('/api/shopping/store'))).toBe(false);
    expect(await screen.findByText('2 articles rangés au frigo')).toBeTruthy();
  });

  it('« Supprimer cochés » asks first, then removes the checked items', async () => {
    const checkedMilk = { ...milk, checked: true };
    const { calls, state, user } = serve(aList([checkedMilk, apples, dough]), () => {
      state.list = aList([apples, dough]);
      return { status: 200, body: { deletedIds: [milk.id] } };
    });
    await user.click(await screen.findByRole('button', { name: 'Supprimer cochés' }));
    const dialog = screen.getByRole('dialog', { name: 'Supprimer les articles cochés ?' });
    expect(
      within(dialog).getByText('1 article coché sera retiré de la liste du foyer.'),
    ).toBeTruthy();
    expect(calls).toEqual([]);
    await user.click(within(dialog).getByRole('button', { name: 'Supprimer' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(calls).toEqual([
      { method: 'DELETE', url: '/api/shopping/checked-items', body: undefined },
    ]);
    expect(screen.queryByRole('checkbox', { name: /Lait/ })).toBeNull();
    expect(screen.getByText('2 articles au total')).toBeTruthy();
    expect(
      (screen.getByRole('button', { name: 'Supprimer cochés' }) as HTMLButtonElement).disabled,
    ).toBe(true);
  });

  it('« Supprimer cochés » waits for an untick still on its way, so it never takes that item', async () => {
    const checkedMilk = { ...milk, checked: true };
    const checkedApples = { ...apples, checked: true };
    const untick = deferred();
    const { calls, state, user } = serve(aList([checkedMilk, checkedApples, dough]), (call) => {
      if (call.method === 'PATCH') return untick.promise;
      state.list = aList([milk, dough]);
      return { status: 200, body: { deletedIds: [apples.id] } };
    });
    state.holdLoads = true;
    await user.click(await screen.findByRole('checkbox', { name: /Lait/ }));
    await user.click(screen.getByRole('button', { name: 'Supprimer cochés' }));
    const dialog = screen.getByRole('dialog', { name: /^Supprimer les articles cochés/ });
    await user.click(within(dialog).getByRole('button', { name: 'Supprimer' }));
    await new Promise((resolve) => setTimeout(resolve, 50));
    // The untick has no answer yet: the deletion is not sent.
    expect(calls.map((call) => call.method)).toEqual(['PATCH']);
    untick.resolve(
      jsonResponse(200, {
        items: [{ ...milk, checked: false }],
        purgedIds: [],
        purgedProposal: [],
      }),
    );
    await waitFor(() => expect(calls.map((call) => call.method)).toEqual(['PATCH', 'DELETE']));
  });

  it('« Ranger au frigo » proposes each checked line, the cupboard’s unticked, then moves them (decision 012)', async () => {
    const checkedMilk = { ...milk, checked: true, quantity: '0,75', unit: 'l' as const };
    const checkedPasta = { ...pasta, checked: true };
    const { calls, state, user } = serve(aList([checkedMilk, checkedPasta, apples]), (call) => {
      if (call.url === '/api/shopping/store-proposal') {
        return {
          status: 200,
          body: {
            entries: [
              {
                itemIds: [milk.id],
                isForFridge: true,
                name: 'Lait',
                quantity: 750,
                unit: 'ml',
                category: 'Produits Laitiers',
                expirationDate: '2026-11-27',
                shelfLifeDays: 7,
              },
              {
                itemIds: [pasta.id],
                isForFridge: false,
                name: 'Penne',
                quantity: 1,
                unit: 'paquet',
                category: 'Épicerie',
                expirationDate: null,
                shelfLifeDays: 730,
              },
            ],
          },
        };
      }
      state.list = aList([apples]);
      return { status: 200, body: { fridgeItems: [], removedIds: [milk.id, pasta.id] } };
    });
    await user.click(await screen.findByRole('button', { name: 'Ranger au frigo' }));
    const dialog = screen.getByRole('dialog', { name: 'Ranger au frigo' });
    const entry = await within(dialog).findByRole('group', { name: 'Lait' });
    expect((within(entry).getByRole('checkbox') as HTMLInputElement).checked).toBe(true);
    expect((within(entry).getByLabelText('Quantité') as HTMLInputElement).value).toBe('750');
    expect((within(entry).getByLabelText('Catégorie') as HTMLSelectElement).value).toBe(
      'Produits Laitiers',
    );
    // A packet of penne goes in the cupboard: unticked, nothing to fill in.
    const penne = within(dialog).getByRole('group', { name: 'Penne' });
    expect((within(penne).getByRole('checkbox') as HTMLInputElement).checked).toBe(false);
    expect(within(penne).queryByLabelText('Expire le')).toBeNull();
    const date = within(entry).getByLabelText('Expire le') as HTMLInputElement;
    expect(date.value).toBe('2026-11-27');
    await user.clear(date);
    await user.type(date, '2026-11-30');
    await user.click(within(dialog).getByRole('button', { name: 'Ranger 1 article' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(calls).toEqual([
      {
        method: 'POST',
        url: '/api/shopping/store-proposal',
        body: { itemIds: [pasta.id, milk.id].sort() },
      },
      {
        method: 'POST',
        url: '/api/shopping/store',
        body: {
          entries: [
            {
              itemIds: [milk.id],
              isStored: true,
              name: 'Lait',
              quantity: 750,
              unit: 'ml',
              category: 'Produits Laitiers',
              expirationDate: '2026-11-30',
            },
            {
              itemIds: [pasta.id],
              isStored: false,
              name: 'Penne',
              quantity: 1,
              unit: 'paquet',
              category: 'Épicerie',
              expirationDate: null,
            },
          ],
        },
      },
    ]);
    expect(screen.queryByRole('checkbox', { name: /Lait/ })).toBeNull();
  });

  it('keeps the cupboard staples folded apart, uncounted, and moves one to the list (decision 012)', async () => {
    const salt = anItem({
      name: 'Sel',
      recipeId: 'r1',
      recipeTitle: 'Tarte aux pommes',
      inPantry: true,
    });
    const oil = anItem({
      name: 'Huile d’olive',
      recipeId: 'r1',
      recipeTitle: 'Tarte aux pommes',
      inPantry: true,
    });
    const list = aList([apples, dough, salt, oil]);
    list.pantry = [aLine([oil], { need: { amount: '3 càs', recipeCount: 1 } }), aLine([salt])];
    const { calls, user } = serve(list, () => ({
      status: 200,
      body: { items: [{ ...salt, inPantry: false, unit: 'paquet', packSize: '1 kg' }] },
    }));
    const toggle = await screen.findByRole('button', { name: /À vérifier dans le placard/ });
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
    expect(toggle.textContent).toContain('2 produits');
    // Not in the recipe's group, not in the counts.
    expect(within(group('Tarte aux pommes')).getAllByRole('checkbox')).toHaveLength(2);
    expect(screen.getByText('2 articles au total')).toBeTruthy();
    expect(screen.queryByRole('button', { name: /Il n’en reste plus/ })).toBeNull();
    await user.click(toggle);
    expect(toggle.getAttribute('aria-expanded')).toBe('true');
    expect(screen.getByText('3 càs pour la recette')).toBeTruthy();
    await user.click(
      screen.getByRole('button', { name: /^Il n’en reste plus\s:\sajouter «\sSel\s» à la liste$/ }),
    );
    await waitFor(() =>
      expect(calls).toEqual([
        { method: 'POST', url: '/api/shopping/pantry/to-list', body: { itemIds: [salt.id] } },
      ]),
    );
    expect(await screen.findByText('« Sel » rejoint la liste')).toBeTruthy();
  });

  it('says what the fridge already held on a recipe’s line', async () => {
    const flour = anItem({
      name: 'farine',
      quantity: '300',
      unit: 'g',
      recipeId: 'r2',
      recipeTitle: 'Crêpes',
      inFridge: '200 g',
    });
    serve(aList([flour]), unanswered);
    const crepes = await screen.findByRole('region', { name: 'Crêpes' });
    expect(within(crepes).getByRole('checkbox').closest('li')?.textContent).toBe(
      'Farine déjà au frigo : 200 g 300 g',
    );
  });

  it('keeps the dialog open with the French error when « Supprimer cochés » fails', async () => {
    const { user } = serve(aList([{ ...milk, checked: true }, apples]), () => ({
      status: 500,
      body: { code: 'SHOPPING_DELETE_CHECKED_FAILED' },
    }));
    await user.click(await screen.findByRole('button', { name: 'Supprimer cochés' }));
    const dialog = screen.getByRole('dialog');
    await user.click(within(dialog).getByRole('button', { name: 'Supprimer' }));
    expect((await within(dialog).findByRole('alert')).textContent).toBe(
      'Impossible de supprimer les articles cochés',
    );
    await user.click(within(dialog).getByRole('button', { name: 'Annuler' }));
    expect(screen.getByRole('checkbox', { name: /Lait/ })).toBeTruthy();
  });

  it('adds an item: name trimmed, empty name ignored, quantity 1 and unité by default', async () => {
    const { calls, state, user } = serve({ items: [], aisles: [], pantry: [] }, ({ body }) => {
      const item = anItem({ ...(body as Partial<ShoppingItem>) });
      state.list = aList([item]);
      return { status: 201, body: item };
    });
    await user.click(await screen.findByRole('button', { name: 'Ajouter un article' }));
    const dialog = screen.getByRole('dialog', { name: 'Ajouter un article' });
    const unit = within(dialog).getByLabelText('Unité') as HTMLSelectElement;
    // Decision 012: the spec's units and what shops sell, named in French.
    const options = [...unit.options];
    expect(options.map((o) => o.value).slice(0, 6)).toEqual(['unité', 'g', 'kg', 'ml', 'cl', 'l']);
    for (const value of ['botte', 'boîte', 'paquet', 'sachet', 'pot', 'brique', 'bouteille']) {
      expect(options.some((o) => o.value === value)).toBe(true);
    }
    expect(options.find((o) => o.value === 'càs')?.textContent).toBe('càs (cuillère à soupe)');
    expect(unit.value).toBe('unité');
    const quantity = within(dialog).getByLabelText('Quantité') as HTMLInputElement;
    expect(quantity.value).toBe('1');

    const name = within(dialog).getByLabelText('Nom de l’article');
    await user.type(name, '   ');
    await user.click(within(dialog).getByRole('button', { name: 'Ajouter' }));
    expect(calls).toEqual([]);
    expect(document.activeElement).toBe(name);

    await user.type(name, ' Beurre  ');
    await user.clear(quantity);
    await user.click(within(dialog).getByRole('button', { name: 'Ajouter' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(calls).toEqual([
      {
        method: 'POST',
        url: '/api/shopping/items',
        // The id the offline queue gives the row (decision 036).
        body: { id: expect.stringMatching(UUID), name: 'Beurre', quantity: '1', unit: 'unité' },
      },
    ]);
    expect(await screen.findByRole('checkbox', { name: /Beurre/ })).toBeTruthy();
    expect(screen.getByText('1 article au total')).toBeTruthy();
  });

  it('sends the chosen quantity and unit, and shows a refused add in the dialog', async () => {
    const { calls, user } = serve({ items: [], aisles: [], pantry: [] }, () => ({
      status: 500,
      body: { code: 'SHOPPING_ADD_FAILED' },
    }));
    await user.click(await screen.findByRole('button', { name: 'Ajouter un article' }));
    const dialog = screen.getByRole('dialog');
    await user.type(within(dialog).getByLabelText('Nom de l’article'), 'Farine');
    await user.clear(within(dialog).getByLabelText('Quantité'));
    await user.type(within(dialog).getByLabelText('Quantité'), '500');
    await user.selectOptions(within(dialog).getByLabelText('Unité'), 'g');
    await user.click(within(dialog).getByRole('button', { name: 'Ajouter' }));
    expect((await within(dialog).findByRole('alert')).textContent).toBe(
      'Impossible d’ajouter l’article',
    );
    expect(calls[0]?.body).toEqual({
      id: expect.stringMatching(UUID),
      name: 'Farine',
      quantity: '500',
      unit: 'g',
    });
  });

  it('searches by name or recipe title, in both views', async () => {
    const { user } = serve(fullList(), unanswered);
    const search = await screen.findByRole('searchbox', { name: 'Rechercher un article' });
    await user.type(search, 'PATE');
    expect(screen.getAllByRole('checkbox')).toHaveLength(1);
    expect(screen.getByRole('checkbox', { name: 'Pâte brisée 1' })).toBeTruthy();
    await user.clear(search);
    await user.type(search, 'tarte');
    expect(screen.getAllByRole('checkbox')).toHaveLength(2);
    await user.click(screen.getByRole('switch', { name: 'Par recette' }));
    await user.clear(search);
    await user.type(search, 'farine');
    expect(screen.getAllByRole('checkbox')).toHaveLength(1);
    await user.type(search, 'xyz');
    expect(screen.getByText('Aucun article ne correspond à « farinexyz ».')).toBeTruthy();
    // The counts stay the whole list's.
    expect(screen.getByText('4 articles au total')).toBeTruthy();
  });

  it('deletes a line, all the rows of a merged one', async () => {
    const { calls, state, user } = serve(fullList(), () => {
      state.list = aList([milk, apples, dough]);
      return { status: 204 };
    });
    await screen.findByRole('region', { name: 'Tarte aux pommes' });
    await user.click(screen.getByRole('switch', { name: 'Par recette' }));
    await user.click(screen.getByRole('button', { name: 'Supprimer « Farine »' }));
    await waitFor(() => expect(screen.queryByRole('checkbox', { name: /Farine/ })).toBeNull());
    expect(calls.map((c) => `${c.method} ${c.url}`).sort()).toEqual(
      [flourGrams.id, flourKilo.id].map((id) => `DELETE /api/shopping/items/${id}`).sort(),
    );
  });

  it('says so in French when the list cannot be loaded, and retries', async () => {
    const { user } = serve(aList([milk]), unanswered, { loadFailures: 1 });
    expect((await screen.findByRole('alert')).textContent).toContain(
      'Impossible de charger la liste de courses',
    );
    await user.click(screen.getByRole('button', { name: 'Réessayer' }));
    expect(await screen.findByRole('checkbox', { name: /Lait/ })).toBeTruthy();
    expect(screen.queryByRole('alert')).toBeNull();
  });
});
