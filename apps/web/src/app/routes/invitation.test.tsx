import '@/test/cleanup';
import type { InvitationPreview } from '@mijote/contracts';
import { configure, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { aMe } from '@/test/me-fixture';
import { mockFetch } from '@/test/mock-fetch';
import { renderRoutes } from '@/test/render-app';
import { InvitationPage } from './invitation';

// The shared machine can be slow: queries wait up to 5 s (the default 1 s flaked under load).
configure({ asyncUtilTimeout: 5_000 });

// /invitation/:token: signed out, an invitation to sign up or in (and no
// sign-out to offer); signed in, the explicit merge-or-drop choice; a dead link, its French text.

const TOKEN = 'abcdefghijklmnopqrstuvwxyz0123456789ABCDEFG';

const aPreview = (yours = { plannedMeals: 2, shoppingItems: 5, fridgeItems: 0 }) =>
  ({
    householdName: 'Foyer d’Anne',
    invitedBy: 'Anne',
    memberNames: ['Anne', 'Léa'],
    expiresAt: '2026-11-27T10:00:00.000Z',
    yours,
  }) satisfies InvitationPreview;

type Reply = { status: number; body?: unknown };

function openInvitation({
  me = { status: 200, body: aMe() } as Reply,
  invitation = { status: 200, body: aPreview() } as Reply,
} = {}) {
  const calls: { key: string; body: unknown }[] = [];
  mockFetch((url, init) => {
    const key = `${init?.method ?? 'GET'} ${new URL(url, 'http://localhost').pathname}`;
    const body = typeof init?.body === 'string' ? JSON.parse(init.body) : undefined;
    calls.push({ key, body });
    if (key === 'GET /api/me') return me;
    if (key === `GET /api/invitations/${TOKEN}`) return invitation;
    if (key === `POST /api/invitations/${TOKEN}/accept`) return { status: 204 };
    return { status: 404 };
  });
  const { router } = renderRoutes(
    [
      { path: '/invitation/:token', element: <InvitationPage /> },
      { path: '/auth', element: <p>Écran de connexion</p> },
      { path: '/dashboard', element: <p>Tableau de bord</p> },
    ],
    `/invitation/${TOKEN}`,
  );
  return { calls, router, user: userEvent.setup() };
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('/invitation/:token', () => {
  it('signed out: invites to sign up or in, coming back here, with no « Se déconnecter »', async () => {
    const { calls } = openInvitation({ me: { status: 401, body: { code: 'UNAUTHENTICATED' } } });
    await screen.findByRole('heading', {
      name: 'Vous êtes invité à rejoindre un foyer sur Mijote',
    });
    const next = encodeURIComponent(`/invitation/${TOKEN}`);
    expect(screen.getByRole('link', { name: 'Créer un compte' }).getAttribute('href')).toBe(
      `/auth?mode=signUp&next=${next}`,
    );
    expect(screen.getByRole('link', { name: 'J’ai déjà un compte' }).getAttribute('href')).toBe(
      `/auth?next=${next}`,
    );
    expect(screen.queryByRole('button', { name: 'Se déconnecter' })).toBeNull();
    // The preview is for signed-in users only: nothing is asked of the server.
    expect(calls.map((c) => c.key)).not.toContain(`GET /api/invitations/${TOKEN}`);
  });

  it('signed in: the choice is explicit, then « merge » joins', async () => {
    const { calls, router, user } = openInvitation();
    await screen.findByRole('heading', { name: 'Rejoindre « Foyer d’Anne »' });
    expect(screen.getByRole('button', { name: 'Se déconnecter' })).toBeTruthy();
    expect(screen.getByText(/Membres : Anne, Léa/)).toBeTruthy();
    // What « merge » brings and « drop » deletes, in plain French (nothing said of the empty fridge).
    expect(
      screen.getByText('Votre foyer actuel contient 2 repas planifiés et 5 articles de courses.'),
    ).toBeTruthy();
    expect(
      screen.getByText('Supprimés définitivement : 2 repas planifiés et 5 articles de courses.'),
    ).toBeTruthy();
    // Neither is chosen for the user: joining without a choice is refused, nothing sent.
    const merge = screen.getByRole('radio', { name: /Les apporter au foyer/ });
    const drop = screen.getByRole('radio', { name: /Repartir de zéro/ });
    expect(merge).toHaveProperty('checked', false);
    expect(drop).toHaveProperty('checked', false);
    await user.click(screen.getByRole('button', { name: 'Rejoindre le foyer' }));
    expect(
      await screen.findByText(
        'Choisissez ce que deviennent vos données avant de rejoindre le foyer',
      ),
    ).toBeTruthy();
    expect(calls.map((c) => c.key)).not.toContain(`POST /api/invitations/${TOKEN}/accept`);

    await user.click(merge);
    await user.click(screen.getByRole('button', { name: 'Rejoindre le foyer' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/dashboard'));
    expect(calls.find((c) => c.key.startsWith('POST'))).toEqual({
      key: `POST /api/invitations/${TOKEN}/accept`,
      body: { ownData: 'merge' },
    });
  });

  it('signed in with nothing of their own: no question, « drop » loses nothing', async () => {
    const { calls, user } = openInvitation({
      invitation: {
        status: 200,
        body: aPreview({ plannedMeals: 0, shoppingItems: 0, fridgeItems: 0 }),
      },
    });
    await screen.findByText('Votre foyer actuel est vide : rien ne sera perdu.');
    expect(screen.queryByRole('radio')).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Rejoindre le foyer' }));
    await waitFor(() =>
      expect(calls.find((c) => c.key.startsWith('POST'))?.body).toEqual({ ownData: 'drop' }),
    );
  });

  for (const [code, text] of [
    [
      'INVITATION_EXPIRED',
      'Cette invitation a expiré. Demandez un nouveau lien à la personne qui vous a invité.',
    ],
    [
      'INVITATION_USED',
      'Cette invitation a déjà été utilisée. Demandez un nouveau lien à la personne qui vous a invité.',
    ],
  ] as const) {
    it(`an unusable link (${code}) says why, in French`, async () => {
      openInvitation({ invitation: { status: 410, body: { code, message: text } } });
      await screen.findByRole('heading', { name: 'Cette invitation ne peut pas être utilisée' });
      expect(screen.getByText(text)).toBeTruthy();
      expect(screen.queryByRole('button', { name: 'Rejoindre le foyer' })).toBeNull();
      expect(screen.getByRole('link', { name: 'Continuer vers Mijote' })).toBeTruthy();
    });
  }
});
