import '@/test/cleanup';
import { type ConfirmCheckoutResponse, STORAGE_KEYS } from '@mijote/contracts';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import {
  CONFIRM_ATTEMPTS,
  CONFIRM_RETRY_MS,
} from '@/features/subscription/hooks/use-payment-confirmation';
import { forgetRetiredStorage } from '@/lib/storage';
import { advance, eventually, installFakeClock } from '@/test/fake-time';
import { mockFetch } from '@/test/mock-fetch';
import { renderRoutes } from '@/test/render-app';
import { PaymentSuccessPage } from './payment-success';

const confirmed = (overrides: Partial<ConfirmCheckoutResponse> = {}): ConfirmCheckoutResponse => ({
  status: 'active',
  hasAccess: true,
  trialEnd: null,
  email: 'Anne.Rey@Example.ch',
  ...overrides,
});

type Reply = { status: number; body?: unknown };

/** Only the theme, the promo banner and the language may be in localStorage, no address. */
function expectNothingPersonalStored() {
  const allowed: string[] = Object.values(STORAGE_KEYS);
  const keys = Object.keys(localStorage);
  expect(keys.filter((key) => !allowed.includes(key))).toEqual([]);
  for (const key of keys) expect(localStorage.getItem(key)).not.toContain('@');
}

function openPaymentSuccess(path: string, confirmReply: () => Reply) {
  const fetchMock = mockFetch((url) =>
    url === '/api/subscription/confirm' ? confirmReply() : { status: 401 },
  );
  const app = renderRoutes(
    [
      { path: '/payment/success', Component: PaymentSuccessPage },
      { path: '/dashboard', element: <p>tableau de bord</p> },
      { path: '/subscription', element: <p>page abonnement</p> },
    ],
    path,
  );
  const confirmCalls = () =>
    fetchMock.mock.calls.filter(([url]) => url === '/api/subscription/confirm').length;
  return { ...app, fetchMock, confirmCalls };
}

describe('/payment/success', () => {
  it('confirms, keeps nothing about the user in the browser, then goes to /dashboard after 2 s', async () => {
    installFakeClock();
    const { router, fetchMock } = openPaymentSuccess('/payment/success?session_id=cs_1', () => ({
      status: 200,
      body: confirmed({ status: 'trialing', trialEnd: '2026-12-21T10:00:00.000Z' }),
    }));
    expect(screen.getByRole('heading', { name: 'Confirmation de votre paiement…' })).toBeTruthy();

    await eventually(() =>
      expect(screen.getByRole('heading', { name: 'Paiement confirmé !' })).toBeTruthy(),
    );
    expect(screen.getByText('Votre essai gratuit se termine le 21 décembre 2026.')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Accéder au tableau de bord' })).toBeTruthy();
    expectNothingPersonalStored();
    const confirm = fetchMock.mock.calls.find(([url]) => url === '/api/subscription/confirm');
    expect(JSON.parse(String(confirm?.[1]?.body))).toEqual({ sessionId: 'cs_1' });
    // The session is refreshed so the dashboard guard knows about the access.
    expect(fetchMock.mock.calls.some(([url]) => url === '/api/me')).toBe(true);

    await advance(1900);
    expect(router.state.location.pathname).toBe('/payment/success');
    await advance(150);
    await eventually(() => expect(router.state.location.pathname).toBe('/dashboard'));
  });

  it('erases the subscription map older versions kept, e-mails and all', async () => {
    localStorage.setItem('subscription-store', JSON.stringify({ 'paul@example.ch': true }));
    localStorage.setItem('theme-storage', 'dark');
    forgetRetiredStorage();
    openPaymentSuccess('/payment/success?session_id=cs_1', () => ({
      status: 200,
      body: confirmed(),
    }));
    await screen.findByRole('heading', { name: 'Paiement confirmé !' });
    expectNothingPersonalStored();
    expect(localStorage.getItem('theme-storage')).toBe('dark');
  });

  it('asks again while the payment is not active yet (webhooks can lag)', async () => {
    installFakeClock();
    let calls = 0;
    const { confirmCalls } = openPaymentSuccess('/payment/success?session_id=cs_1', () => {
      calls += 1;
      return {
        status: 200,
        body: calls < 3 ? confirmed({ status: 'incomplete', hasAccess: false }) : confirmed(),
      };
    });
    await advance(CONFIRM_RETRY_MS * 2 + 100);
    await eventually(() =>
      expect(screen.getByRole('heading', { name: 'Paiement confirmé !' })).toBeTruthy(),
    );
    expect(confirmCalls()).toBe(3);
  });

  it('gives up after a few attempts and offers Réessayer', async () => {
    installFakeClock();
    const { confirmCalls } = openPaymentSuccess('/payment/success?session_id=cs_1', () => ({
      status: 200,
      body: confirmed({ status: 'incomplete', hasAccess: false }),
    }));
    await advance(CONFIRM_RETRY_MS * CONFIRM_ATTEMPTS);
    await eventually(() =>
      expect(screen.getByRole('alert').textContent).toBe(
        'Votre paiement n’est pas encore confirmé. Réessayez dans quelques instants.',
      ),
    );
    expect(confirmCalls()).toBe(CONFIRM_ATTEMPTS);
    expectNothingPersonalStored();
  });

  it.each([
    ['without session_id', '/payment/success', { status: 200 }, 'Session expirée'],
    [
      'for an unknown session',
      '/payment/success?session_id=x',
      { status: 404, body: { code: 'NOT_FOUND' } },
      'Session expirée',
    ],
    [
      'for an unknown user',
      '/payment/success?session_id=x',
      { status: 404, body: { code: 'USER_NOT_FOUND' } },
      'Utilisateur non trouvé',
    ],
    [
      'when the provider fails',
      '/payment/success?session_id=x',
      { status: 502, body: { code: 'CHECKOUT_FAILED' } },
      'Une erreur est survenue',
    ],
  ])('shows the error %s, with Réessayer to /subscription', async (_case, path, reply, text) => {
    const { router, confirmCalls } = openPaymentSuccess(path, () => reply);
    expect((await screen.findByRole('alert')).textContent).toBe(text);
    if (!path.includes('session_id')) expect(confirmCalls()).toBe(0);
    await userEvent.setup().click(screen.getByRole('link', { name: 'Réessayer' }));
    expect(await screen.findByText('page abonnement')).toBeTruthy();
    expect(router.state.location.pathname).toBe('/subscription');
  });
});
