import '@/test/cleanup';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { aMe } from '@/test/me-fixture';
import { mockFetch } from '@/test/mock-fetch';
import { renderApp } from '@/test/render-app';

beforeAll(async () => {
  await import('./auth');
});

afterEach(() => {
  vi.restoreAllMocks();
});

async function openAuth() {
  const user = userEvent.setup();
  const app = renderApp('/auth');
  await screen.findByRole('heading', { name: 'Bon retour parmi nous' });
  return { user, ...app };
}

const emailInput = () => screen.getByLabelText('Adresse email') as HTMLInputElement;
const passwordInput = () => screen.getByLabelText('Mot de passe') as HTMLInputElement;
const rule = 'Le mot de passe doit contenir au moins 6 caractères';
/** A profile and no preferences yet: the questionnaire is where this user belongs. */
const newcomer = () => ({
  status: 200,
  body: aMe({ hasProfile: true, hasPreferences: false, nextRoute: '/questionnaire' }),
});
async function signInWithPassword(user: ReturnType<typeof userEvent.setup>) {
  await user.type(emailInput(), 'anne@example.ch');
  await user.type(passwordInput(), 'secret123');
  await user.click(screen.getByRole('button', { name: 'Se connecter' }));
}

describe('/auth form', () => {
  it('switching mode clears the fields and the error', async () => {
    mockFetch(() => ({
      status: 401,
      body: { code: 'INVALID_CREDENTIALS', message: 'Email ou mot de passe incorrect' },
    }));
    const { user } = await openAuth();
    await user.type(emailInput(), 'anne@example.ch');
    await user.type(passwordInput(), 'mauvais-mdp');
    await user.click(screen.getByRole('button', { name: 'Se connecter' }));
    expect((await screen.findByRole('alert')).textContent).toBe('Email ou mot de passe incorrect');

    await user.click(screen.getByRole('button', { name: 'Inscription' }));
    expect(screen.getByRole('heading', { name: 'Créer votre compte' })).toBeTruthy();
    expect(screen.queryByRole('alert')).toBeNull();
    expect(emailInput().value).toBe('');
    expect(passwordInput().value).toBe('');
    expect(screen.getByLabelText('Prénom')).toBeTruthy();

    await user.type(screen.getByLabelText('Prénom'), 'Anne');
    await user.click(screen.getByRole('button', { name: 'Connexion' }));
    await user.click(screen.getByRole('button', { name: 'Inscription' }));
    expect((screen.getByLabelText('Prénom') as HTMLInputElement).value).toBe('');
  });

  it('shows the password rule once the field was touched, and on submit', async () => {
    const fetchMock = mockFetch(() => ({ status: 500 }));
    const { user } = await openAuth();
    await user.type(passwordInput(), 'abc');
    expect(screen.queryByText(rule)).toBeNull();

    await user.tab();
    expect(screen.getByText(rule)).toBeTruthy();
    expect(passwordInput().getAttribute('aria-invalid')).toBe('true');
    expect(passwordInput().getAttribute('minlength')).toBe('6');

    await user.type(passwordInput(), 'def');
    expect(screen.queryByText(rule)).toBeNull();

    await user.click(screen.getByRole('button', { name: 'Inscription' }));
    await user.click(screen.getByRole('button', { name: 'Créer mon compte' }));
    expect(screen.getByText('Veuillez saisir votre prénom')).toBeTruthy();
    expect(screen.getByText('Veuillez saisir votre mot de passe')).toBeTruthy();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('blocks submit while offline and sends nothing', async () => {
    const fetchMock = mockFetch(() => ({ status: 200, body: {} }));
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    const { user } = await openAuth();
    await user.type(emailInput(), 'anne@example.ch');
    await user.type(passwordInput(), 'secret123');
    await user.click(screen.getByRole('button', { name: 'Se connecter' }));

    expect(screen.getByRole('alert').textContent).toBe(
      'Pas de connexion Internet. Veuillez vérifier votre connexion et réessayer.',
    );
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('disables the button and shows a spinner while submitting', async () => {
    mockFetch(() => new Promise<never>(() => {}));
    const { user } = await openAuth();
    await user.type(emailInput(), 'anne@example.ch');
    await user.type(passwordInput(), 'secret123');
    await user.click(screen.getByRole('button', { name: 'Se connecter' }));

    const button = await screen.findByRole('button', { name: 'Connexion en cours…' });
    expect((button as HTMLButtonElement).disabled).toBe(true);
    expect(button.querySelector('[data-testid="spinner"]')).not.toBeNull();
  });

  // The server answers a used address with 409 and a refused origin with 403: the form
  // shows each code's own text, whatever the status.
  it.each([
    [409, 'EMAIL_ALREADY_USED', 'Cette adresse email est déjà utilisée'],
    [
      403,
      'ORIGIN_REFUSED',
      'L’adresse utilisée pour ouvrir Mijote n’est pas autorisée. Ouvrez l’application depuis son adresse habituelle.',
    ],
  ])('shows the text of a %i %s sign-up refusal', async (status, code, text) => {
    mockFetch(() => ({ status, body: { code, message: text, requestId: 'r1' } }));
    const { user } = await openAuth();
    await user.click(screen.getByRole('button', { name: 'Inscription' }));
    await user.type(screen.getByLabelText('Prénom'), 'Anne');
    await user.type(screen.getByLabelText('Nom'), 'Roh');
    await user.type(emailInput(), 'anne@example.ch');
    await user.type(passwordInput(), 'secret123');
    await user.click(screen.getByRole('button', { name: 'Créer mon compte' }));
    expect((await screen.findByRole('alert')).textContent).toBe(text);
  });

  it('signs in, then goes where the server says', async () => {
    const fetchMock = mockFetch((url) =>
      url.includes('/api/auth/sign-in/email')
        ? { status: 200, body: { token: 't', user: { id: 'u1' } } }
        : newcomer(),
    );
    const { user, router } = await openAuth();
    await signInWithPassword(user);

    // The questionnaire's page module loads with the route: allow a loaded machine its time.
    await vi.waitFor(
      () => {
        expect(router.state.location.pathname).toBe('/questionnaire');
        expect(screen.getByRole('heading', { name: 'Composition du foyer' })).toBeTruthy();
      },
      { timeout: 5_000 },
    );
    const signInCall = fetchMock.mock.calls.find(([input]) =>
      String(input instanceof Request ? input.url : input).includes('/sign-in/email'),
    );
    expect(signInCall).toBeDefined();
  });

  it('asks for the second factor when the account has one, then goes on (decision 035)', async () => {
    let codes = 0;
    const fetchMock = mockFetch((url) => {
      if (url.includes('/api/auth/sign-in/email'))
        return { status: 200, body: { twoFactorRedirect: true } };
      if (url.includes('/api/auth/two-factor/verify-totp')) {
        codes += 1;
        return codes === 1
          ? { status: 401, body: { code: 'TWO_FACTOR_CODE_WRONG' } }
          : { status: 200, body: { token: 't', user: { id: 'u1' } } };
      }
      return newcomer();
    });
    const { user, router } = await openAuth();
    await signInWithPassword(user);

    expect(await screen.findByRole('heading', { name: 'Code de vérification' })).toBeTruthy();
    expect(router.state.location.pathname).toBe('/auth');
    const code = screen.getByLabelText('Code') as HTMLInputElement;
    expect(code.autocomplete).toBe('one-time-code');
    await user.type(code, '000 000{Enter}');
    expect((await screen.findByRole('alert')).textContent).toBe(
      'Ce code n’est pas le bon. Vérifiez-le dans votre application.',
    );
    await user.clear(code);
    await user.type(code, '123456{Enter}');
    await vi.waitFor(() => expect(router.state.location.pathname).toBe('/questionnaire'), {
      timeout: 5_000,
    });
    const bodies = fetchMock.mock.calls
      .filter(([input]) =>
        String(input instanceof Request ? input.url : input).includes('verify-totp'),
      )
      .map(([input, init]) => (input instanceof Request ? undefined : init?.body));
    expect(bodies).toEqual([
      JSON.stringify({ code: '000000' }),
      JSON.stringify({ code: '123456' }),
    ]);
  });
});
