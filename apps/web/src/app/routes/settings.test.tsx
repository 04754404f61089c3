import '@/test/cleanup';
import type { AccountExport, MeResponse, Preferences, Profile } from '@mijote/contracts';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { DashboardLayout } from '@/features/dashboard/components/dashboard-layout';
import { loadAuthClient } from '@/lib/load-auth-client';
import { advance, eventually, installFakeClock } from '@/test/fake-time';
import { aMe } from '@/test/me-fixture';
import { mockFetch } from '@/test/mock-fetch';
import { somePreferences } from '@/test/preferences-fixture';
import { renderRoutes } from '@/test/render-app';
import { SettingsPage } from './settings';

// The « Paramètres » screen (spec 2, 4, 5 and 8), against a stand-in for the
// API that keeps what it is sent, so a save can be read back as the server would answer it.

// The auth client loads when first called (lib/load-auth-client.ts). On a busy CI machine its
// first import can outlast the second a test waits for a dialog to close (the change of e-mail
// failed so once): loaded here, the tests measure what the page does with its answer.
beforeAll(async () => {
  await loadAuthClient();
}, 30_000);

type Reply = { status: number; body?: unknown };
type Call = { method: string; path: string; body: unknown };

const aProfile = (): Profile => ({
  firstName: 'Anne',
  lastName: 'Rey',
  email: 'anne@example.ch',
  updatedAt: '2026-11-21T10:00:00.000Z',
});

function openSettings({
  preferences = somePreferences() as Preferences | null,
  replies = {} as Record<string, (body: unknown) => Reply>,
} = {}) {
  const state = {
    me: aMe(),
    profile: aProfile(),
    preferences,
    pantry: { foods: ['sel', 'poivre', 'farine'], isDefault: true },
  };
  const calls: Call[] = [];
  mockFetch((url, init) => {
    const method = init?.method ?? 'GET';
    const path = new URL(url, 'http://localhost').pathname;
    const body = typeof init?.body === 'string' ? JSON.parse(init.body) : undefined;
    calls.push({ method, path, body });
    const key = `${method} ${path}`;
    const override = replies[key];
    if (override) return override(body);
    switch (key) {
      case 'GET /api/me':
        return { status: 200, body: state.me };
      case 'GET /api/profile':
        return { status: 200, body: state.profile };
      case 'GET /api/household':
        return {
          status: 200,
          body: {
            id: '00000000-0000-4000-8000-000000000001',
            name: 'Foyer d’Anne',
            isOwner: true,
            members: [],
            invitations: [],
          },
        };
      case 'PUT /api/profile': {
        const names = body as { firstName: string; lastName: string };
        state.profile = { ...state.profile, ...names };
        state.me = { ...state.me, user: { ...state.me.user, ...names } } satisfies MeResponse;
        return { status: 200, body: state.profile };
      }
      case 'GET /api/preferences':
        return state.preferences ? { status: 200, body: state.preferences } : { status: 404 };
      case 'PATCH /api/preferences':
      case 'PUT /api/preferences':
        state.preferences = { ...(state.preferences ?? somePreferences()), ...(body as object) };
        return { status: 200, body: state.preferences };
      case 'GET /api/subscription':
        return { status: 200, body: null };
      case 'GET /api/household/pantry':
        return { status: 200, body: state.pantry };
      case 'PUT /api/household/pantry':
        state.pantry = { foods: (body as { foods: string[] }).foods, isDefault: false };
        return { status: 200, body: state.pantry };
      case 'POST /api/auth/change-email':
        return { status: 200, body: { status: true } };
      case 'GET /api/account/sessions':
        return { status: 200, body: { sessions: [] } };
      case 'GET /api/calendar/feed':
        return { status: 200, body: { isActive: false, issuedAt: null } };
      default:
        return { status: 404 };
    }
  });
  const app = renderRoutes(
    [
      {
        path: '/dashboard',
        element: <DashboardLayout />,
        children: [{ path: 'settings', element: <SettingsPage /> }],
      },
    ],
    '/dashboard/settings',
  );
  return { ...app, calls, state };
}

const field = (name: string) => screen.getByRole('textbox', { name }) as HTMLInputElement;
const chipsOf = (name: string) =>
  within(screen.getByRole('list', { name }))
    .queryAllByRole('listitem')
    .map((item) => item.textContent);
const save = () => screen.getByRole('button', { name: 'Enregistrer' });
const callsTo = (calls: Call[], method: string, path: string) =>
  calls.filter((call) => call.method === method && call.path === path);

afterEach(() => vi.restoreAllMocks());

/** Opens « Supprimer mon compte »: its dialog and its confirm button. */
async function openDeleteDialog() {
  const user = userEvent.setup();
  await user.click(await screen.findByRole('button', { name: 'Supprimer mon compte' }));
  const dialog = screen.getByRole('dialog', { name: /^Supprimer votre compte/ });
  const confirm = within(dialog).getByRole('button', {
    name: 'Supprimer définitivement',
  }) as HTMLButtonElement;
  return { user, dialog, confirm };
}

// Typing through user-event is slow on a loaded machine: these journeys get more than 5 s.
describe('settings: profile and preferences', () => {
  it('shows the profile (Prénom, Nom, e-mail read-only) and the questionnaire’s answers', async () => {
    openSettings();
    expect((await screen.findByLabelText('Prénom')) as HTMLInputElement).toHaveProperty(
      'value',
      'Anne',
    );
    expect(field('Nom').value).toBe('Rey');
    const email = screen.getByLabelText('Adresse email') as HTMLInputElement;
    expect(email.value).toBe('anne@example.ch');
    expect(email.readOnly).toBe(true);
    expect(chipsOf('Aliments préférés')).toEqual(['tomates']);
    expect(chipsOf('Aliments à éviter')).toEqual(['coriandre']);
    expect((screen.getByRole('checkbox', { name: 'Végétarien' }) as HTMLInputElement).checked).toBe(
      true,
    );
    expect(
      (screen.getByRole('radio', { name: /Chaque semaine/ }) as HTMLInputElement).checked,
    ).toBe(true);
    expect(screen.getByRole('group', { name: 'Adultes' }).textContent).toContain('2');
  });

  it('adds chips with Enter or the button: trimmed, empty and duplicates ignored; each removable', async () => {
    const { calls } = openSettings();
    const user = userEvent.setup();
    const preferred = await screen.findByRole('textbox', { name: 'Aliments préférés' });

    await user.type(preferred, '  basilic  {Enter}');
    await user.type(preferred, '   {Enter}');
    await user.type(preferred, 'TOMATES{Enter}');
    await user.type(preferred, 'poulet rôti');
    await user.click(screen.getByRole('button', { name: 'Ajouter à « Aliments préférés »' }));
    expect(chipsOf('Aliments préférés')).toEqual(['tomates', 'basilic', 'poulet rôti']);

    const avoided = field('Aliments à éviter');
    // Accents do not make another food either (the server's own rule).
    await user.type(avoided, 'Épinards{Enter}epinards{Enter}Coriandre{Enter}');
    expect(chipsOf('Aliments à éviter')).toEqual(['coriandre', 'Épinards']);
    await user.click(screen.getByRole('button', { name: 'Retirer « coriandre »' }));
    expect(chipsOf('Aliments à éviter')).toEqual(['Épinards']);
    // Enter adds a chip; it never submits the form.
    expect(callsTo(calls, 'PATCH', '/api/preferences')).toHaveLength(0);

    await user.click(screen.getByRole('checkbox', { name: 'Sans gluten' }));
    await user.click(screen.getByRole('button', { name: 'Ajouter un enfant' }));
    await user.click(screen.getByRole('radio', { name: /Chaque mois/ }));
    await user.click(save());
    await screen.findByText('Profil mis à jour avec succès');
    expect(callsTo(calls, 'PATCH', '/api/preferences')[0]?.body).toEqual({
      householdSize: { adults: 2, children: 2 },
      restrictions: ['vegetarian', 'glutenFree'],
      preferredFoods: ['tomates', 'basilic', 'poulet rôti'],
      avoidedFoods: ['Épinards'],
      shoppingFrequency: 'monthly',
    });
  });

  it('edits « Toujours à la maison » and saves the whole list (decision 012)', async () => {
    const { calls } = openSettings();
    const user = userEvent.setup();
    // Below the profile form: its chunk is imported once the page has drawn, then drawn in turns
    // (settings-sections.tsx) — on a loaded machine, over findBy's usual second.
    const pantry = await screen.findByRole(
      'region',
      { name: 'Toujours à la maison' },
      { timeout: 5_000 },
    );
    await within(pantry).findByText('farine');
    await user.click(within(pantry).getByRole('button', { name: 'Retirer « farine »' }));
    await user.type(
      within(pantry).getByRole('textbox', { name: 'Produits du placard' }),
      'riz{Enter}',
    );
    await user.click(within(pantry).getByRole('button', { name: 'Enregistrer le placard' }));
    expect(await within(pantry).findByText('Liste du placard enregistrée')).toBeTruthy();
    expect(callsTo(calls, 'PUT', '/api/household/pantry')[0]?.body).toEqual({
      foods: ['sel', 'poivre', 'riz'],
    });
  });

  it('refuses empty names in French, sends nothing and focuses the field', async () => {
    const { calls } = openSettings();
    const user = userEvent.setup();
    const firstName = await screen.findByLabelText('Prénom');
    await user.clear(firstName);
    await user.clear(field('Nom'));
    await user.type(field('Nom'), '   ');
    await user.click(save());

    expect(await screen.findByText('Veuillez saisir votre prénom')).toBeTruthy();
    expect(screen.getByText('Veuillez saisir votre nom')).toBeTruthy();
    expect(firstName.getAttribute('aria-invalid')).toBe('true');
    await waitFor(() => expect(document.activeElement).toBe(firstName));
    expect(callsTo(calls, 'PUT', '/api/profile')).toHaveLength(0);
    expect(callsTo(calls, 'PATCH', '/api/preferences')).toHaveLength(0);
    expect(screen.queryByText('Profil mis à jour avec succès')).toBeNull();
  });

  it('shows « Profil mis à jour avec succès » for 3 s after a save, then nothing', async () => {
    installFakeClock();
    const { calls } = openSettings();
    await eventually(() => expect(screen.getByLabelText('Prénom')).toBeTruthy());
    // Events fired directly: only the fake clock moves time in this test.
    fireEvent.input(screen.getByLabelText('Prénom'), { target: { value: 'Anne-Marie' } });
    expect(screen.getByText('Modifications non enregistrées')).toBeTruthy();
    fireEvent.click(save());

    await eventually(() => expect(screen.getByText('Profil mis à jour avec succès')).toBeTruthy());
    expect(callsTo(calls, 'PUT', '/api/profile')[0]?.body).toEqual({
      firstName: 'Anne-Marie',
      lastName: 'Rey',
    });
    expect(screen.queryByText('Modifications non enregistrées')).toBeNull();
    await advance(2900);
    expect(screen.getByText('Profil mis à jour avec succès')).toBeTruthy();
    await advance(100);
    expect(screen.queryByText('Profil mis à jour avec succès')).toBeNull();
  });

  it('greets the user by the new first name in the header once saved (one source of truth)', async () => {
    openSettings();
    const user = userEvent.setup();
    expect(await screen.findByRole('button', { name: 'Menu du compte de Anne Rey' })).toBeTruthy();
    const firstName = await screen.findByLabelText('Prénom');
    await user.clear(firstName);
    await user.type(firstName, 'Zoé');
    await user.click(save());
    expect(await screen.findByRole('button', { name: 'Menu du compte de Zoé Rey' })).toBeTruthy();
    expect(screen.getByText('ZR')).toBeTruthy();
  });

  it('says a failed save in French and keeps what was typed', async () => {
    openSettings({
      replies: { 'PUT /api/profile': () => ({ status: 500, body: { code: 'INTERNAL' } }) },
    });
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText('Prénom'), 'x');
    await user.click(save());
    expect((await screen.findByRole('alert')).textContent).toBe(
      'Une erreur est survenue lors de l’enregistrement',
    );
    expect(field('Prénom').value).toBe('Annex');
  });

  it('a complimentary account without answers starts from the defaults and creates them (PUT)', async () => {
    const { calls } = openSettings({ preferences: null });
    const user = userEvent.setup();
    await screen.findByLabelText('Prénom');
    expect(screen.getByRole('group', { name: 'Adultes' }).textContent).toContain('1');
    expect(screen.queryByRole('list', { name: 'Aliments préférés' })).toBeNull();
    await user.click(save());
    await screen.findByText('Profil mis à jour avec succès');
    expect(callsTo(calls, 'PUT', '/api/preferences')).toHaveLength(1);
    expect(callsTo(calls, 'PATCH', '/api/preferences')).toHaveLength(0);
    await user.click(save());
    await waitFor(() => expect(callsTo(calls, 'PATCH', '/api/preferences')).toHaveLength(1));
  });

  it('says so when the profile cannot be loaded', async () => {
    openSettings({
      replies: {
        'GET /api/profile': () => ({ status: 500, body: { code: 'PROFILE_LOAD_FAILED' } }),
      },
    });
    expect((await screen.findByRole('alert')).textContent).toContain(
      'Impossible de charger votre profil',
    );
  });
});

describe('settings: account', () => {
  it('change of e-mail: the same address is refused at once, another gets its link', async () => {
    const { calls } = openSettings();
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Modifier l’adresse email' }));
    const dialog = screen.getByRole('dialog', { name: 'Modifier l’adresse email' });
    const newEmail = within(dialog).getByLabelText('Nouvelle adresse email');
    expect(document.activeElement).toBe(newEmail);

    await user.type(newEmail, ' ANNE@example.ch {Enter}');
    expect(
      within(dialog).getByText('Cette adresse email est déjà associée à votre compte'),
    ).toBeTruthy();
    expect(callsTo(calls, 'POST', '/api/auth/change-email')).toHaveLength(0);

    await user.clear(newEmail);
    await user.type(newEmail, 'pas-une-adresse{Enter}');
    expect(within(dialog).getByText('Veuillez saisir une adresse email valide')).toBeTruthy();

    await user.clear(newEmail);
    await user.type(newEmail, 'anne.rey@example.ch');
    await user.click(within(dialog).getByRole('button', { name: 'Envoyer le lien' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(
      screen.getByText('Un email de confirmation a été envoyé à votre nouvelle adresse email'),
    ).toBeTruthy();
    expect(callsTo(calls, 'POST', '/api/auth/change-email')[0]?.body).toEqual({
      newEmail: 'anne.rey@example.ch',
      callbackURL: '/dashboard/settings',
    });
  });

  it('change of e-mail: the server’s refusal of the same address shows on the field', async () => {
    openSettings({
      replies: {
        'POST /api/auth/change-email': () => ({
          status: 409,
          body: { code: 'EMAIL_UNCHANGED', message: 'x' },
        }),
      },
    });
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Modifier l’adresse email' }));
    await user.type(screen.getByLabelText('Nouvelle adresse email'), 'autre@example.ch{Enter}');
    expect(
      await screen.findByText('Cette adresse email est déjà associée à votre compte'),
    ).toBeTruthy();
    expect(screen.getByRole('dialog')).toBeTruthy();
  });

  it('change of password sends the reset e-mail to the account’s address', async () => {
    const { calls } = openSettings({
      replies: { 'POST /api/account/password-reset': () => ({ status: 204 }) },
    });
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Changer le mot de passe' }));
    // Decision 035: the screen says what a new password does to the other devices.
    expect(
      screen.getByText(
        'Un nouveau mot de passe ou une nouvelle adresse email déconnecte tous vos autres appareils.',
      ),
    ).toBeTruthy();
    expect(
      await screen.findByText('Un email de réinitialisation du mot de passe a été envoyé'),
    ).toBeTruthy();
    expect(callsTo(calls, 'POST', '/api/account/password-reset')[0]?.body).toEqual({
      email: 'anne@example.ch',
    });
  });
});

describe('settings: your data', () => {
  it('« Exporter mes données » downloads the export as one JSON file', async () => {
    const exportDocument = {
      format: 'mijote-export/1',
      exportedAt: '2026-03-11T09:00:00.000Z',
      user: { ...aMe().user, createdAt: '2026-01-05T08:00:00.000Z' },
      profile: {
        ...aProfile(),
        phone: null,
        avatarUrl: null,
        createdAt: '2026-01-05T08:00:00.000Z',
      },
      preferences: somePreferences(),
      subscriptions: [],
      notifications: [],
      household: {
        id: '00000000-0000-4000-8000-000000000001',
        name: 'Foyer d’Anne',
        createdAt: '2026-01-05T08:00:00.000Z',
        members: [
          {
            firstName: 'Anne',
            lastName: 'Rey',
            role: 'owner',
            joinedAt: '2026-01-05T08:00:00.000Z',
            isYou: true,
          },
        ],
      },
      plannedMeals: [],
      backlogMeals: [],
      mealSeries: [],
      shoppingItems: [],
      fridgeItems: [],
      favorites: [],
      ownRecipes: [],
      suggestionHistory: [],
      chatMessages: [],
      invitations: [],
    } satisfies AccountExport;
    openSettings({
      replies: { 'GET /api/account/export': () => ({ status: 200, body: exportDocument }) },
    });
    const blobs: Blob[] = [];
    vi.spyOn(URL, 'createObjectURL').mockImplementation((blob) => {
      blobs.push(blob as Blob);
      return 'blob:export';
    });
    vi.spyOn(URL, 'revokeObjectURL').mockImplementation(() => {});
    const downloads: string[] = [];
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
      this: HTMLAnchorElement,
    ) {
      downloads.push(this.download);
    });
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Exporter mes données' }));
    expect(await screen.findByText('Vos données ont été téléchargées')).toBeTruthy();
    expect(downloads).toEqual(['mijote-donnees-2026-03-11.json']);
    expect(JSON.parse(await blobs[0]!.text())).toEqual(exportDocument);
  });

  it('« Exporter mes données » says a failure in French', async () => {
    openSettings({
      replies: {
        'GET /api/account/export': () => ({ status: 500, body: { code: 'EXPORT_FAILED' } }),
      },
    });
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Exporter mes données' }));
    expect((await screen.findByRole('alert')).textContent).toBe(
      'Impossible d’exporter vos données. Veuillez réessayer.',
    );
  });

  it('« Supprimer mon compte » waits for SUPPRIMER to be typed, deletes, then leaves for /', async () => {
    const replace = vi.spyOn(window.location, 'replace').mockImplementation(() => {});
    const { calls } = openSettings({
      replies: { 'POST /api/account/delete': () => ({ status: 204 }) },
    });
    const { user, dialog, confirm } = await openDeleteDialog();
    const typed = within(dialog).getByLabelText('Pour confirmer, tapez SUPPRIMER');
    expect(confirm.disabled).toBe(true);

    await user.type(typed, 'SUPPRIME');
    await user.click(confirm);
    expect(callsTo(calls, 'POST', '/api/account/delete')).toHaveLength(0);

    await user.type(typed, 'R');
    expect(confirm.disabled).toBe(false);
    await user.click(confirm);
    await waitFor(() => expect(replace).toHaveBeenCalledWith('/'));
    expect(callsTo(calls, 'POST', '/api/account/delete')[0]?.body).toEqual({
      confirmation: 'SUPPRIMER',
    });
  });

  it('« Supprimer mon compte » takes the word exactly and sends the current password', async () => {
    const replace = vi.spyOn(window.location, 'replace').mockImplementation(() => {});
    const { calls } = openSettings({
      replies: {
        'POST /api/account/delete': (body) =>
          (body as { password?: string }).password === 'secret123'
            ? { status: 204 }
            : { status: 403, body: { code: 'CURRENT_PASSWORD_WRONG' } },
      },
    });
    const { user, dialog, confirm } = await openDeleteDialog();
    await user.type(within(dialog).getByLabelText('Pour confirmer, tapez SUPPRIMER'), 'supprimer');
    expect(confirm.disabled).toBe(true);
    await user.clear(within(dialog).getByLabelText('Pour confirmer, tapez SUPPRIMER'));
    await user.type(within(dialog).getByLabelText('Pour confirmer, tapez SUPPRIMER'), 'SUPPRIMER');
    const password = within(dialog).getByLabelText('Mot de passe actuel') as HTMLInputElement;
    expect(password.type).toBe('password');
    await user.type(password, 'mauvais1{Enter}');
    expect((await within(dialog).findByRole('alert')).textContent).toBe(
      'Ce mot de passe n’est pas le bon.',
    );
    expect(replace).not.toHaveBeenCalled();

    await user.clear(password);
    await user.type(password, 'secret123');
    await user.click(confirm);
    await waitFor(() => expect(replace).toHaveBeenCalledWith('/'));
    expect(callsTo(calls, 'POST', '/api/account/delete').map((call) => call.body)).toEqual([
      { confirmation: 'SUPPRIMER', password: 'mauvais1' },
      { confirmation: 'SUPPRIMER', password: 'secret123' },
    ]);
  });

  it('« Supprimer mon compte » that fails keeps the dialog open with the French error', async () => {
    const replace = vi.spyOn(window.location, 'replace').mockImplementation(() => {});
    openSettings({
      replies: {
        'POST /api/account/delete': () => ({
          status: 502,
          body: { code: 'ACCOUNT_DELETE_FAILED' },
        }),
      },
    });
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Supprimer mon compte' }));
    await user.type(screen.getByLabelText('Pour confirmer, tapez SUPPRIMER'), 'SUPPRIMER{Enter}');
    expect((await screen.findByRole('alert')).textContent).toBe(
      'Impossible de supprimer votre compte pour le moment. Rien n’a été supprimé : veuillez réessayer.',
    );
    expect(screen.getByRole('dialog')).toBeTruthy();
    expect(replace).not.toHaveBeenCalled();
  });
});
