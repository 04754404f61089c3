import '@/test/cleanup';
import { type FridgeItem, type IngredientHint, shelfOf } from '@mijote/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useLocation } from 'react-router';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { mockFetch } from '@/test/mock-fetch';
import { renderRoutes } from '@/test/render-app';
import { FridgePage } from './fridge-page';

// Saturday 21 November 2026, 11:00 in Zurich. Only Date is faked: user-event and the name
// hint's pause need real timers.
beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date('2026-11-21T10:00:00Z'));
});

let nextId = 1;
const newId = () => `00000000-0000-4000-9000-${String(nextId++).padStart(12, '0')}`;

function anItem(overrides: Partial<FridgeItem> = {}): FridgeItem {
  const id = overrides.id ?? newId();
  return {
    id,
    name: 'Yaourt nature',
    quantity: 1,
    unit: 'unité',
    expirationDate: null,
    category: 'Autre',
    shelf: shelfOf(id),
    authorId: 'u1',
    createdAt: '2026-11-18T10:00:00.000Z',
    ...overrides,
  };
}

const noHint: IngredientHint = {
  ingredient: null,
  category: null,
  shelfLifeDays: null,
  expirationDate: null,
};
const tomatoHint: IngredientHint = {
  ingredient: { id: 'tomate', name: 'tomate' },
  category: 'Fruits et Légumes',
  shelfLifeDays: 7,
  expirationDate: '2026-11-28',
};

type Call = { url: string; method: string; body: unknown };

/** The fridge API answering from `items`, recording every call. */
function fridgeApi(initial: FridgeItem[] = [], hints: Record<string, IngredientHint> = {}) {
  let items = [...initial];
  const calls: Call[] = [];
  mockFetch((url, init) => {
    const method = init?.method ?? 'GET';
    const body = init?.body ? JSON.parse(String(init.body)) : undefined;
    calls.push({ url, method, body });
    if (url.startsWith('/api/fridge/ingredient-hint')) {
      const name = new URL(url, 'http://localhost').searchParams.get('name') ?? '';
      return { status: 200, body: hints[name.toLowerCase()] ?? noHint };
    }
    if (method === 'GET' && url === '/api/fridge/items') return { status: 200, body: { items } };
    if (method === 'POST') {
      const item = anItem({ ...body, expirationDate: body.expirationDate || null });
      items = [item, ...items];
      return { status: 201, body: item };
    }
    if (method === 'DELETE') {
      items = items.filter((item) => !url.endsWith(item.id));
      return { status: 204 };
    }
    return { status: 404, body: { code: 'NOT_FOUND' } };
  });
  return { calls, posts: () => calls.filter((call) => call.method === 'POST') };
}

function LocationState() {
  return <pre data-testid="state">{JSON.stringify(useLocation().state)}</pre>;
}

function openFridge() {
  return renderRoutes(
    [
      { path: '/dashboard/inventory', element: <FridgePage /> },
      { path: '/dashboard/feed', element: <LocationState /> },
    ],
    '/dashboard/inventory',
  );
}

const cardOf = (name: string) => screen.getByText(name).closest('li') as HTMLElement;

describe('Mon Frigo — shelves and dates', () => {
  it('puts each item on the shelf of its id, among five', async () => {
    const items = Array.from({ length: 12 }, (_, n) => anItem({ name: `Article ${n + 1}` }));
    fridgeApi(items);
    openFridge();
    await screen.findByText('Article 1');
    for (let number = 1; number <= 5; number++) {
      expect(screen.getByRole('region', { name: `Étagère ${number}` })).toBeTruthy();
    }
    for (const item of items) {
      const shelf = screen.getByRole('region', { name: `Étagère ${shelfOf(item.id) + 1}` });
      expect(within(shelf).getByText(item.name)).toBeTruthy();
    }
    expect(screen.getByText('12 articles dans le frigo')).toBeTruthy();
  });

  it('reads each date one way (decision 029): expired once past, today and tomorrow by name, marked within 3 days', async () => {
    fridgeApi([
      anItem({ name: 'Poulet', expirationDate: '2026-11-19' }),
      anItem({ name: 'Pain', expirationDate: '2026-11-20' }),
      anItem({ name: 'Jus', expirationDate: '2026-11-21' }),
      anItem({ name: 'Tofu', expirationDate: '2026-11-22' }),
      anItem({ name: 'Lait', expirationDate: '2026-11-24' }),
      anItem({ name: 'Beurre', expirationDate: '2026-11-25' }),
      anItem({ name: 'Riz', expirationDate: '2027-06-01', quantity: 2, unit: 'kg' }),
      anItem({ name: 'Piles', quantity: 4 }),
    ]);
    openFridge();
    await screen.findByText('Poulet');

    const expired = within(cardOf('Poulet')).getByText('Périmé depuis le 19 novembre');
    expect(expired.className).toContain('text-danger');
    expect(within(cardOf('Pain')).getByText('Périmé depuis le 20 novembre')).toBeTruthy();
    // Dated today: still good today, to eat first.
    const jus = within(cardOf('Jus'));
    expect(jus.getByText('Expire aujourd’hui').className).not.toContain('text-danger');
    expect(jus.getByText('À consommer vite')).toBeTruthy();
    expect(within(cardOf('Tofu')).getByText('Expire demain')).toBeTruthy();
    expect(within(cardOf('Tofu')).getByText('À consommer vite')).toBeTruthy();

    const lait = within(cardOf('Lait'));
    expect(lait.getByText('Expire le 24 novembre').className).not.toContain('text-danger');
    expect(lait.getByText('À consommer vite')).toBeTruthy();
    expect(within(cardOf('Beurre')).getByText('Expire le 25 novembre')).toBeTruthy();
    expect(within(cardOf('Beurre')).queryByText('À consommer vite')).toBeNull();
    // Marked only within 3 days, not once expired.
    expect(within(cardOf('Poulet')).queryByText('À consommer vite')).toBeNull();

    expect(within(cardOf('Riz')).getByText('Expire le 1er juin 2027')).toBeTruthy();
    expect(within(cardOf('Riz')).getByText('2 kg')).toBeTruthy();
    expect(within(cardOf('Piles')).getByText('Sans date d’expiration')).toBeTruthy();
    expect(within(cardOf('Piles')).getByText('4')).toBeTruthy();
    expect(
      screen.getByText('8 articles dans le frigo · 2 périmés · 3 à consommer vite'),
    ).toBeTruthy();
  });

  it('says when the fridge is empty', async () => {
    fridgeApi([]);
    openFridge();
    expect(await screen.findByText('Votre frigo est vide')).toBeTruthy();
  });

  it('shows the spec’s load error with « Réessayer »', async () => {
    mockFetch(() => ({ status: 500, body: { code: 'FRIDGE_LOAD_FAILED' } }));
    openFridge();
    expect((await screen.findByRole('alert')).textContent).toContain(
      'Erreur lors du chargement de l’inventaire',
    );
    expect(screen.getByRole('button', { name: 'Réessayer' })).toBeTruthy();
  });
});

describe('Mon Frigo — search and category chips', () => {
  it('filters by category with one chip pressed at a time, and by name', async () => {
    const user = userEvent.setup();
    fridgeApi([
      anItem({ name: 'Tomates', category: 'Fruits et Légumes' }),
      anItem({ name: 'Crème fraîche', category: 'Produits Laitiers' }),
      anItem({ name: 'Camembert', category: 'Produits Laitiers' }),
    ]);
    openFridge();
    await screen.findByText('Tomates');
    const chips = within(screen.getByRole('group', { name: 'Filtrer par catégorie' }));
    expect(chips.getAllByRole('button').map((chip) => chip.textContent)).toEqual([
      'Tous',
      // Decision 012: the categories read in French sentence case.
      'Fruits et légumes',
      'Viandes et poissons',
      'Produits laitiers',
      'Épicerie',
      'Boissons',
      'Autre',
    ]);
    expect(chips.getByRole('button', { name: 'Tous' }).getAttribute('aria-pressed')).toBe('true');

    await user.click(chips.getByRole('button', { name: 'Produits laitiers' }));
    expect(chips.getByRole('button', { name: 'Tous' }).getAttribute('aria-pressed')).toBe('false');
    expect(screen.queryByText('Tomates')).toBeNull();
    expect(screen.getByText('Camembert')).toBeTruthy();

    await user.type(screen.getByRole('searchbox', { name: 'Rechercher dans le frigo' }), 'creme');
    expect(screen.getByText('Crème fraîche')).toBeTruthy();
    expect(screen.queryByText('Camembert')).toBeNull();

    await user.click(chips.getByRole('button', { name: 'Fruits et légumes' }));
    expect(screen.getByText('Aucun article trouvé')).toBeTruthy();

    await user.click(screen.getByRole('button', { name: 'Effacer la recherche' }));
    await user.click(chips.getByRole('button', { name: 'Tous' }));
    for (const name of ['Tomates', 'Crème fraîche', 'Camembert']) {
      expect(screen.getByText(name)).toBeTruthy();
    }
  });
});

describe('Mon Frigo — add an item', () => {
  const nameField = () => screen.getByLabelText('Nom de l’article') as HTMLInputElement;
  const field = (label: string | RegExp) => screen.getByLabelText(label) as HTMLInputElement;
  // Its label reads « Date d’expiration (facultatif) ».
  const expiry = /^Date d’expiration/;

  it('requires a name, in the spec’s words, and sends nothing without one', async () => {
    const user = userEvent.setup();
    const api = fridgeApi([]);
    openFridge();
    await user.click((await screen.findAllByRole('button', { name: 'Ajouter un article' }))[0]!);
    await user.type(nameField(), '   ');
    await user.click(screen.getByRole('button', { name: 'Ajouter' }));
    expect(screen.getByText('Veuillez entrer un nom d’article')).toBeTruthy();
    expect(api.posts()).toHaveLength(0);
  });

  it('sends the spec’s defaults: quantity falling back to 1, unité, no date, Autre', async () => {
    const user = userEvent.setup();
    const api = fridgeApi([]);
    openFridge();
    await user.click((await screen.findAllByRole('button', { name: 'Ajouter un article' }))[0]!);
    await user.type(nameField(), '  Piles AA ');
    await user.clear(field('Quantité'));
    await user.type(field('Quantité'), '0');
    await user.click(screen.getByRole('button', { name: 'Ajouter' }));

    await waitFor(() => expect(api.posts()).toHaveLength(1));
    expect(api.posts()[0]?.body).toEqual({
      name: 'Piles AA',
      quantity: 1,
      unit: 'unité',
      expirationDate: null,
      category: 'Autre',
    });
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(await screen.findByText('Piles AA')).toBeTruthy();
    // The toast region loads with the first toast.
    expect(await screen.findByText('« Piles AA » est dans le frigo')).toBeTruthy();
  });

  it('proposes the category and expiry of a known ingredient, until the user chooses', async () => {
    const user = userEvent.setup();
    const api = fridgeApi([], { tomates: tomatoHint, tom: noHint });
    openFridge();
    await user.click((await screen.findAllByRole('button', { name: 'Ajouter un article' }))[0]!);
    expect(field('Catégorie').value).toBe('Autre');
    expect(field(expiry).value).toBe('');

    await user.type(nameField(), 'Tomates');
    expect(
      await screen.findByText(
        'Tomate : catégorie et date proposées (se conserve environ 7 jours). Vous pouvez les modifier.',
      ),
    ).toBeTruthy();
    expect(field('Catégorie').value).toBe('Fruits et Légumes');
    expect(field(expiry).value).toBe('2026-11-28');

    // A name it does not know takes the proposal back.
    await user.type(nameField(), '{Backspace}{Backspace}{Backspace}{Backspace}');
    await waitFor(() => expect(field('Catégorie').value).toBe('Autre'));
    expect(field(expiry).value).toBe('');

    // What the user picks stays, whatever the name becomes.
    await user.selectOptions(field('Catégorie'), 'Épicerie');
    await user.type(nameField(), 'ates');
    await waitFor(() => expect(field(expiry).value).toBe('2026-11-28'));
    expect(field('Catégorie').value).toBe('Épicerie');
    await user.clear(field(expiry));
    await user.type(field(expiry), '2026-11-30');

    await user.click(screen.getByRole('button', { name: 'Ajouter' }));
    await waitFor(() => expect(api.posts()).toHaveLength(1));
    expect(api.posts()[0]?.body).toEqual({
      name: 'Tomates',
      quantity: 1,
      unit: 'unité',
      expirationDate: '2026-11-30',
      category: 'Épicerie',
    });
    // Looked up once the typing paused, not at every key.
    const lookups = api.calls.filter((call) => call.url.includes('ingredient-hint'));
    expect(lookups.length).toBeLessThanOrEqual(3);
  });

  it('keeps the dialog open with the spec’s error when the server refuses', async () => {
    const user = userEvent.setup();
    mockFetch((_url, init) =>
      init?.method === 'POST'
        ? { status: 500, body: { code: 'FRIDGE_ADD_FAILED' } }
        : { status: 200, body: { items: [] } },
    );
    openFridge();
    await user.click((await screen.findAllByRole('button', { name: 'Ajouter un article' }))[0]!);
    await user.type(nameField(), 'Lait');
    await user.click(screen.getByRole('button', { name: 'Ajouter' }));
    const dialog = screen.getByRole('dialog', { name: 'Ajouter un article' });
    expect((await within(dialog).findByRole('alert')).textContent).toContain(
      'Impossible d’ajouter l’article',
    );
  });
});

describe('Mon Frigo — delete and generate', () => {
  it('deletes an item only once confirmed', async () => {
    const user = userEvent.setup();
    const item = anItem({ name: 'Yaourt nature' });
    const api = fridgeApi([item, anItem({ name: 'Beurre' })]);
    openFridge();
    await user.click(await screen.findByRole('button', { name: 'Supprimer « Yaourt nature »' }));
    const confirm = screen.getByRole('dialog', { name: 'Supprimer cet article ?' });
    expect(confirm.textContent).toContain('« Yaourt nature » sera retiré du frigo de votre foyer.');
    await user.click(within(confirm).getByRole('button', { name: 'Annuler' }));
    expect(api.calls.some((call) => call.method === 'DELETE')).toBe(false);

    await user.click(screen.getByRole('button', { name: 'Supprimer « Yaourt nature »' }));
    await user.click(screen.getByRole('button', { name: 'Supprimer' }));
    await waitFor(() => expect(screen.queryByText('Yaourt nature')).toBeNull());
    expect(api.calls.filter((call) => call.method === 'DELETE').map((call) => call.url)).toEqual([
      `/api/fridge/items/${item.id}`,
    ]);
    expect(screen.getByText('Beurre')).toBeTruthy();
  });

  it('hands over to the Suggestions screen in fridge mode, with the chosen type', async () => {
    const user = userEvent.setup();
    fridgeApi([anItem({ name: 'Pommes' })]);
    openFridge();
    await user.click(await screen.findByRole('button', { name: 'Générer une recette' }));
    const dialog = screen.getByRole('dialog', { name: 'Générer une recette' });
    expect((within(dialog).getByLabelText('Plat principal') as HTMLInputElement).checked).toBe(
      true,
    );
    await user.click(within(dialog).getByLabelText('Dessert'));
    await user.click(within(dialog).getByRole('button', { name: 'Générer la recette' }));
    expect(JSON.parse((await screen.findByTestId('state')).textContent ?? '')).toEqual({
      fridgeMode: true,
      type: 'dessert',
    });
  });

  it('does not send an empty fridge to the generation', async () => {
    const user = userEvent.setup();
    fridgeApi([]);
    openFridge();
    await user.click(await screen.findByRole('button', { name: 'Générer une recette' }));
    const dialog = screen.getByRole('dialog', { name: 'Générer une recette' });
    expect(within(dialog).getByRole('alert').textContent).toContain(
      'Aucun ingrédient disponible dans le frigo',
    );
    expect(
      (within(dialog).getByRole('button', { name: 'Générer la recette' }) as HTMLButtonElement)
        .disabled,
    ).toBe(true);
  });
});
