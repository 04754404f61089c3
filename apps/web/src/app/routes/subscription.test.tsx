import '@/test/cleanup';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { aMe } from '@/test/me-fixture';
import { mockFetch } from '@/test/mock-fetch';
import { renderRoutes } from '@/test/render-app';
import { SubscriptionPage } from './subscription';

const me = (hasAccess: boolean) => aMe({ nextRoute: hasAccess ? '/dashboard' : '/subscription' });

const openSubscription = () =>
  renderRoutes(
    [
      { path: '/subscription', Component: SubscriptionPage },
      { path: '/dashboard', element: <p>tableau de bord</p> },
    ],
    '/subscription',
  );

afterEach(() => vi.restoreAllMocks());

describe('/subscription', () => {
  it('shows the plan, its price, the four benefits and the FREE30 hint', async () => {
    mockFetch(() => ({ status: 200, body: me(false) }));
    openSubscription();
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Abonnement mensuel' }),
    ).toBeTruthy();
    expect(screen.getByText('CHF 9.99')).toBeTruthy();
    expect(screen.getByText('/ mois')).toBeTruthy();
    for (const benefit of [
      'Suggestions de repas illimitées',
      'Génération intelligente de listes de courses',
      'Partage en famille',
      'Sécurité et confidentialité',
    ]) {
      expect(screen.getByText(benefit)).toBeTruthy();
    }
    expect(screen.getByText(/30 jours offerts avec le code FREE30/)).toBeTruthy();
  });

  it("'Commencer maintenant' sends the whole page to the checkout url", async () => {
    const assign = vi.spyOn(window.location, 'assign').mockImplementation(() => {});
    const fetchMock = mockFetch((url) =>
      url === '/api/subscription/checkout'
        ? { status: 200, body: { url: 'http://localhost/demo/checkout/demo_cs_1' } }
        : { status: 200, body: me(false) },
    );
    openSubscription();
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Commencer maintenant' }));

    await vi.waitFor(() =>
      expect(assign).toHaveBeenCalledWith('http://localhost/demo/checkout/demo_cs_1'),
    );
    expect(fetchMock).toHaveBeenCalledWith(
      '/api/subscription/checkout',
      expect.objectContaining({ method: 'POST' }),
    );
    // Busy until the browser has left.
    const busy = screen.getByRole('button', { name: 'Redirection vers le paiement…' });
    expect((busy as HTMLButtonElement).disabled).toBe(true);
  });

  it('shows a failed checkout in a red box and lets the user try again', async () => {
    const assign = vi.spyOn(window.location, 'assign').mockImplementation(() => {});
    mockFetch((url) =>
      url === '/api/subscription/checkout'
        ? { status: 502, body: { code: 'CHECKOUT_FAILED', message: 'Une erreur est survenue' } }
        : { status: 200, body: me(false) },
    );
    openSubscription();
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Commencer maintenant' }));
    expect((await screen.findByRole('alert')).textContent).toBe('Une erreur est survenue');
    expect(assign).not.toHaveBeenCalled();
    expect(
      (screen.getByRole('button', { name: 'Commencer maintenant' }) as HTMLButtonElement).disabled,
    ).toBe(false);
  });

  it('sends a user who already has access to /dashboard', async () => {
    mockFetch(() => ({ status: 200, body: me(true) }));
    const { router } = openSubscription();
    expect(await screen.findByText('tableau de bord')).toBeTruthy();
    expect(router.state.location.pathname).toBe('/dashboard');
  });
});
