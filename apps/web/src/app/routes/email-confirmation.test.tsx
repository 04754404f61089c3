import '@/test/cleanup';
import { configure, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { aMe } from '@/test/me-fixture';
import { mockFetch } from '@/test/mock-fetch';
import { renderApp } from '@/test/render-app';

// The shared machine can be slow: queries wait up to 5 s (the default 1 s flaked under load).
configure({ asyncUtilTimeout: 5_000 });

// Someone signing up through an invitation while the address must be verified comes
// back to the invitation after the e-mail check, not to the questionnaire of a household of
// their own. The invitation rides in the confirmation page's address and in the mail's link.

const INVITATION = '/invitation/abcdefghijklmnopqrstuvwxyz0123456789ABCDEFG';
const NEXT = encodeURIComponent(INVITATION);

beforeAll(async () => {
  await Promise.all([import('./auth'), import('./email-confirmation')]);
});

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('e-mail verification after signing up through an invitation', () => {
  it('keeps the invitation in the verification link and on the « Vérifiez » page', async () => {
    const fetchMock = mockFetch((url) =>
      url.includes('/api/auth/sign-up/email')
        ? // No token: the server waits for the address to be verified.
          { status: 200, body: { token: null, user: { id: 'u2' } } }
        : { status: 401, body: { code: 'UNAUTHENTICATED' } },
    );
    const user = userEvent.setup();
    const { router } = renderApp(`/auth?mode=signUp&next=${NEXT}`);
    await user.type(await screen.findByLabelText('Prénom'), 'Léa');
    await user.type(screen.getByLabelText('Nom'), 'Favre');
    await user.type(screen.getByLabelText('Adresse email'), 'lea@example.ch');
    await user.type(screen.getByLabelText('Mot de passe'), 'secret123');
    await user.click(screen.getByRole('button', { name: 'Créer mon compte' }));

    await waitFor(() => expect(router.state.location.pathname).toBe('/auth/email-confirmation'));
    expect(router.state.location.search).toBe(`?next=${NEXT}`);
    const signUpCall = fetchMock.mock.calls.find(([input]) =>
      String(input instanceof Request ? input.url : input).includes('/sign-up/email'),
    );
    const body = JSON.parse(String(signUpCall?.[1]?.body));
    expect(body.callbackURL).toBe(`/auth/email-confirmation?verified=1&next=${NEXT}`);
  });

  it('once verified and signed in, « Continuer » leads back to the invitation', async () => {
    mockFetch(() => ({ status: 200, body: aMe({ nextRoute: '/questionnaire' }) }));
    renderApp(`/auth/email-confirmation?verified=1&next=${NEXT}`);
    await screen.findByRole('heading', { name: 'Adresse email confirmée' });
    const link = screen.getByRole('link', { name: 'Continuer' });
    await waitFor(() => expect(link.getAttribute('href')).toBe(INVITATION));
  });

  it('verified in another browser (signed out): sign in first, still back to it', async () => {
    mockFetch(() => ({ status: 401, body: { code: 'UNAUTHENTICATED' } }));
    renderApp(`/auth/email-confirmation?verified=1&next=${NEXT}`);
    await screen.findByRole('heading', { name: 'Adresse email confirmée' });
    await waitFor(() =>
      expect(screen.getByRole('link', { name: 'Continuer' }).getAttribute('href')).toBe(
        `/auth?next=${NEXT}`,
      ),
    );
  });

  it('ignores a « next » that is not an invitation of ours', async () => {
    mockFetch(() => ({ status: 200, body: aMe({ nextRoute: '/questionnaire' }) }));
    renderApp(
      `/auth/email-confirmation?verified=1&next=${encodeURIComponent('https://evil.example')}`,
    );
    await screen.findByRole('heading', { name: 'Adresse email confirmée' });
    await waitFor(() =>
      expect(screen.getByRole('link', { name: 'Continuer' }).getAttribute('href')).toBe(
        '/questionnaire',
      ),
    );
  });
});
