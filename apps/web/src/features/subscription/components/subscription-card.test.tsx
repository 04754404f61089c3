import '@/test/cleanup';
import type { SubscriptionSummary } from '@mijote/contracts';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mockFetch } from '@/test/mock-fetch';
import { renderRoutes } from '@/test/render-app';
import { SubscriptionCard } from './subscription-card';

type Reply = { status: number; body?: unknown };

const summary = (
  overrides: Partial<NonNullable<SubscriptionSummary>> = {},
): SubscriptionSummary => ({
  status: 'active',
  provider: 'demo',
  plan: 'premium',
  startDate: '2026-11-21T10:00:00.000Z',
  currentPeriodEnd: '2026-12-21T10:00:00.000Z',
  trialEnd: null,
  cancelAtPeriodEnd: false,
  hasCustomer: true,
  ...overrides,
});

function openCard(summaryReply: Reply, portalReply: Reply, isComplimentary = false) {
  mockFetch((url) => (url === '/api/subscription/portal' ? portalReply : summaryReply));
  renderRoutes(
    [
      {
        path: '/dashboard/settings',
        element: <SubscriptionCard isComplimentary={isComplimentary} />,
      },
    ],
    '/dashboard/settings',
  );
  return userEvent.setup();
}

const manage = () => screen.getByRole('button', { name: 'Gérer l’abonnement' });

afterEach(() => vi.restoreAllMocks());

describe('settings: subscription', () => {
  it.each([
    [summary(), 'Actif', 'Prochain renouvellement le 21 décembre 2026'],
    [
      summary({ status: 'trialing', trialEnd: '2026-12-21T10:00:00.000Z' }),
      'Période d’essai',
      'Essai gratuit jusqu’au 21 décembre 2026',
    ],
    [summary({ cancelAtPeriodEnd: true }), 'Résiliation prévue le 21 décembre 2026', null],
    [summary({ status: 'canceled' }), 'Annulé', null],
  ])('shows the status of %#', async (body, status, detail) => {
    openCard({ status: 200, body }, { status: 500 });
    expect(await screen.findByText(status)).toBeTruthy();
    if (detail) expect(screen.getByText(detail)).toBeTruthy();
  });

  it('opens the portal', async () => {
    const assign = vi.spyOn(window.location, 'assign').mockImplementation(() => {});
    const user = openCard(
      { status: 200, body: summary() },
      { status: 200, body: { url: 'http://localhost/demo/portal' } },
    );
    await screen.findByText('Actif');
    await user.click(manage());
    await vi.waitFor(() => expect(assign).toHaveBeenCalledWith('http://localhost/demo/portal'));
  });

  it.each([
    [{ status: 404, body: { code: 'NO_SUBSCRIPTION' } }, 'Aucun abonnement trouvé'],
    [
      { status: 502, body: { code: 'PORTAL_FAILED' } },
      'Impossible d’accéder au portail de gestion',
    ],
    [{ status: 500, body: { code: 'INTERNAL' } }, 'Impossible d’accéder au portail de gestion'],
    [{ status: 200, body: { url: '' } }, 'Impossible d’accéder au portail de gestion'],
  ])('shows a failed portal (%j) in a red box', async (portalReply, text) => {
    const assign = vi.spyOn(window.location, 'assign').mockImplementation(() => {});
    const user = openCard({ status: 200, body: null }, portalReply, true);
    expect(
      await screen.findByText(
        'Votre compte bénéficie d’un accès offert à toutes les fonctionnalités.',
      ),
    ).toBeTruthy();
    await user.click(manage());
    expect((await screen.findByRole('alert')).textContent).toBe(text);
    expect(assign).not.toHaveBeenCalled();
  });
});
