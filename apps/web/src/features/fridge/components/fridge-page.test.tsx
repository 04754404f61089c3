import '@/test/cleanup';
import type { FridgeItem, IngredientHint } from '@mijote/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useLocation } from 'react-router';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { mockFetch } from '@/test/mock-fetch';
import { renderRoutes } from '@/test/render-app';
import { FridgePage } from './fridge-page';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

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
    look: null,
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
    if (method === 'PATCH') {
      const index = items.findIndex((item) => url.endsWith(item.id));
      if (index < 0) return { status: 404, body: { code: 'NOT_FOUND' } };
      const item = { ...items[index]!, ...body };
      items = items.map((existing, n) => (n === index ? item : existing));
      return { status: 200, body: item };
    }
    if (method === 'DELETE') {
      items = items.filter((item) => !url.endsWith(item.id));
      return { status: 204 };
    }
    return { status: 404, body: { code: 'NOT_FOUND' } };
  });
  return {
    calls,
    posts: () => calls.filter((call) => call.method === 'POST'),
    patches: () => calls.filter((call) => call.method === 'PATCH'),
    /** What the fridge holds now, as another member's screen would read it. */
    items: () => items,
  };
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
/** The list's groups (the page itself is a region too). */
const groups = () => screen.getAllByRole('region').filter((region) => region.dataset.group);

describe('Mon Frigo — order and dates', () => {
  const group = (name: string) => screen.getByRole('region', { name });
  // Each card's button is named « Modifier « name » ».
  const namesIn = (region: HTMLElement) =>
    within(region)
      .getAllByRole('button', { name: /^Modifier/ })
      .map((button) => button.getAttribute('aria-label')?.match(/«\s(.*)\s»/)?.[1]);

  it('lists the expired on top, then what to eat within 3 days, then the rest, no date last (decision 033)', async () => {
    // Listed newest first by the server, the expired yoghurt among them.
    fridgeApi([
      anItem({ name: 'Piles', expirationDate: null }),
      anItem({ name: 'Riz', expirationDate: '2027-06-01' }),
      anItem({ name: 'Tofu', expirationDate: '2026-11-22' }),
      anItem({ name: 'Yaourt', expirationDate: '2026-11-10' }),
      anItem({ name: 'Beurre', expirationDate: '2026-11-25' }),
      anItem({ name: 'Poulet', expirationDate: '2026-11-20' }),
      anItem({ name: 'Jus', expirationDate: '2026-11-21' }),
    ]);
    openFridge();
    await screen.findByText('Yaourt');
    const regions = groups();
    expect(regions.map((region) => region.querySelector('h2')?.textContent)).toEqual([
      'Périmés',
      'À consommer vite',
      'Le reste du frigo',
    ]);
    expect(namesIn(group('Périmés'))).toEqual(['Yaourt', 'Poulet']);
    expect(namesIn(group('À consommer vite'))).toEqual(['Jus', 'Tofu']);
    expect(namesIn(group('Le reste du frigo'))).toEqual(['Beurre', 'Riz', 'Piles']);
    expect(group('Périmés').textContent).toContain('2 articles · à vérifier ou à jeter');
    // No shelves any more.
    expect(screen.queryByText(/Étagère/)).toBeNull();
    expect(
      screen.getByText('7 articles dans le frigo · 2 périmés · 2 à consommer vite'),
    ).toBeTruthy();
  });

  it('shows one group, « Dans le frigo », when nothing is urgent', async () => {
    fridgeApi([anItem({ name: 'Riz', expirationDate: '2027-06-01' }), anItem({ name: 'Sel' })]);
    openFridge();
    await screen.findByText('Riz');
    expect(groups()).toHaveLength(1);
    expect(namesIn(group('Dans le frigo'))).toEqual(['Riz', 'Sel']);
  });

  it('pictures the food, not only its category: eggs are not milk (decision 033)', async () => {
    fridgeApi([
      anItem({ name: 'Œufs', category: 'Produits Laitiers', look: 'egg' }),
      anItem({ name: 'Lait', category: 'Produits Laitiers', look: 'milk' }),
      anItem({ name: 'Skyr maison', category: 'Produits Laitiers', look: null }),
      anItem({ name: 'Saumon', category: 'Viandes et Poissons', look: 'fish' }),
    ]);
    openFridge();
    await screen.findByText('Œufs');
    const iconOf = (name: string) => cardOf(name).querySelector('svg')?.getAttribute('class');
    expect(iconOf('Œufs')).toContain('lucide-egg');
    expect(iconOf('Lait')).toContain('lucide-milk');
    // Unknown to the knowledge base: its category's picture.
    expect(iconOf('Skyr maison')).toContain('lucide-milk');
    expect(iconOf('Saumon')).toContain('lucide-fish');
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
    expect(within(cardOf('Tofu')).getByText('Expire demain')).toBeTruthy();
    const lait = within(cardOf('Lait'));
    expect(lait.getByText('Expire le 24 novembre').className).not.toContain('text-danger');
    expect(within(cardOf('Beurre')).getByText('Expire le 25 novembre')).toBeTruthy();
    // Marked to eat first within 3 days (today included), not once expired nor beyond.
    const soon = screen.getByRole('region', { name: 'À consommer vite' });
    for (const name of ['Jus', 'Tofu', 'Lait']) {
      expect(soon.contains(cardOf(name)), name).toBe(true);
      expect(cardOf(name).dataset.expiry).not.toBe('later');
    }
    for (const name of ['Poulet', 'Beurre', 'Riz', 'Piles']) {
      expect(soon.contains(cardOf(name)), name).toBe(false);
    }
    expect(screen.getByRole('region', { name: 'Périmés' }).contains(cardOf('Poulet'))).toBe(true);

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
      // The id the offline queue gives the row (decision 036).
      id: expect.stringMatching(UUID),
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
      // The id the offline queue gives the row (decision 036).
      id: expect.stringMatching(UUID),
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

describe('Mon Frigo — open an item to change it (decision 033)', () => {
  const field = (label: string | RegExp) => screen.getByLabelText(label) as HTMLInputElement;
  const editButton = (name: string) =>
    screen.getByRole('button', { name: `Modifier «\u00a0${name}\u00a0»` });

  it('opens the item on a tap, filled in, and saves a new quantity', async () => {
    const user = userEvent.setup();
    const yaourts = anItem({
      name: 'Yaourts',
      quantity: 4,
      expirationDate: '2026-11-24',
      category: 'Produits Laitiers',
    });
    const api = fridgeApi([yaourts, anItem({ name: 'Beurre' })]);
    openFridge();
    await user.click(await screen.findByText('Yaourts'));

    const dialog = screen.getByRole('dialog', { name: 'Modifier l’article' });
    expect(field('Nom de l’article').value).toBe('Yaourts');
    expect(field('Quantité').value).toBe('4');
    // The quantity has the focus: the likeliest change.
    expect(document.activeElement).toBe(field('Quantité'));
    expect(field('Unité').value).toBe('unité');
    expect(field(/^Date d’expiration/).value).toBe('2026-11-24');
    expect(field('Catégorie').value).toBe('Produits Laitiers');
    // Nothing is proposed for an item's own name.
    expect(api.calls.some((call) => call.url.includes('ingredient-hint'))).toBe(false);

    await user.clear(field('Quantité'));
    await user.type(field('Quantité'), '2');
    await user.click(within(dialog).getByRole('button', { name: 'Enregistrer' }));

    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(api.patches().map((call) => [call.url, call.body])).toEqual([
      [
        `/api/fridge/items/${yaourts.id}`,
        {
          name: 'Yaourts',
          quantity: 2,
          unit: 'unité',
          expirationDate: '2026-11-24',
          category: 'Produits Laitiers',
        },
      ],
    ]);
    expect(api.items().find((item) => item.id === yaourts.id)?.quantity).toBe(2);
    expect(await within(cardOf('Yaourts')).findByText('2')).toBeTruthy();
    expect(await screen.findByText('« Yaourts » est à jour')).toBeTruthy();
    // Back where it was opened from.
    expect(document.activeElement).toBe(editButton('Yaourts'));
  });

  it('opens with Enter or Space, and moves an item whose date changes to its group', async () => {
    const user = userEvent.setup();
    fridgeApi([
      anItem({ name: 'Crème', expirationDate: '2026-12-20', category: 'Produits Laitiers' }),
      anItem({ name: 'Riz', expirationDate: null }),
    ]);
    openFridge();
    await screen.findByText('Crème');
    expect(groups()).toHaveLength(1);

    editButton('Riz').focus();
    await user.keyboard(' ');
    expect(screen.getByRole('dialog', { name: 'Modifier l’article' })).toBeTruthy();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).toBeNull();

    editButton('Crème').focus();
    await user.keyboard('{Enter}');
    const dialog = screen.getByRole('dialog', { name: 'Modifier l’article' });
    await user.clear(field(/^Date d’expiration/));
    await user.type(field(/^Date d’expiration/), '2026-11-19');
    await user.selectOptions(field('Unité'), 'pot');
    await user.click(within(dialog).getByRole('button', { name: 'Enregistrer' }));

    const expired = await screen.findByRole('region', { name: 'Périmés' });
    expect(within(expired).getByText('Crème')).toBeTruthy();
    expect(within(cardOf('Crème')).getByText('Périmé depuis le 19 novembre')).toBeTruthy();
    expect(within(cardOf('Crème')).getByText('1 pot')).toBeTruthy();
  });

  it('checks the fields as when adding, and sends nothing that is wrong', async () => {
    const user = userEvent.setup();
    const api = fridgeApi([anItem({ name: 'Lait' })]);
    openFridge();
    await user.click(await screen.findByText('Lait'));
    await user.clear(field('Nom de l’article'));
    await user.click(screen.getByRole('button', { name: 'Enregistrer' }));
    expect(screen.getByText('Veuillez entrer un nom d’article')).toBeTruthy();
    expect(api.patches()).toHaveLength(0);
  });

  it('keeps the dialog open with the catalogue’s text when the server refuses', async () => {
    const user = userEvent.setup();
    const items = [anItem({ name: 'Lait' })];
    mockFetch((_url, init) =>
      init?.method === 'PATCH'
        ? { status: 500, body: { code: 'FRIDGE_UPDATE_FAILED' } }
        : { status: 200, body: { items } },
    );
    openFridge();
    await user.click(await screen.findByText('Lait'));
    await user.click(screen.getByRole('button', { name: 'Enregistrer' }));
    const dialog = screen.getByRole('dialog', { name: 'Modifier l’article' });
    expect((await within(dialog).findByRole('alert')).textContent).toContain(
      'Impossible de modifier l’article',
    );
  });

  it('says so when another member took the item out meanwhile', async () => {
    const user = userEvent.setup();
    const beurre = anItem({ name: 'Beurre' });
    let items = [anItem({ name: 'Lait' }), beurre];
    mockFetch((_url, init) => {
      if (init?.method !== 'PATCH') return { status: 200, body: { items } };
      return { status: 404, body: { code: 'NOT_FOUND' } };
    });
    openFridge();
    await user.click(await screen.findByText('Lait'));
    // Another member's screen took it out before the save.
    items = [beurre];
    await user.click(screen.getByRole('button', { name: 'Enregistrer' }));
    expect(
      await screen.findByText(
        '« Lait » n’est plus dans le frigo : un autre membre du foyer l’a retiré.',
      ),
    ).toBeTruthy();
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(screen.queryByRole('button', { name: /^Modifier «\sLait/ })).toBeNull();
    expect(screen.getByText('Beurre')).toBeTruthy();
  });

  it('deletes from the dialog, once confirmed; « Annuler » comes back to it', async () => {
    const user = userEvent.setup();
    const lait = anItem({ name: 'Lait' });
    const api = fridgeApi([lait, anItem({ name: 'Beurre' })]);
    openFridge();
    await user.click(await screen.findByText('Lait'));
    const edit = screen.getByRole('dialog', { name: 'Modifier l’article' });
    const deleteButton = within(edit).getByRole('button', { name: 'Supprimer' });
    await user.click(deleteButton);
    let confirm = screen.getByRole('dialog', { name: 'Supprimer cet article\u00a0?' });
    await user.click(within(confirm).getByRole('button', { name: 'Annuler' }));
    expect(screen.queryByRole('dialog', { name: 'Supprimer cet article\u00a0?' })).toBeNull();
    expect(screen.getByRole('dialog', { name: 'Modifier l’article' })).toBeTruthy();
    expect(document.activeElement).toBe(deleteButton);

    await user.click(deleteButton);
    confirm = screen.getByRole('dialog', { name: 'Supprimer cet article\u00a0?' });
    await user.click(within(confirm).getByRole('button', { name: 'Supprimer' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await waitFor(() => expect(screen.queryByText('Lait')).toBeNull());
    expect(api.calls.filter((call) => call.method === 'DELETE').map((call) => call.url)).toEqual([
      `/api/fridge/items/${lait.id}`,
    ]);
    expect(api.patches()).toHaveLength(0);
    // The card is gone: the page's title has the focus, not the void.
    expect(document.activeElement?.id).toBe('page-title');
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
