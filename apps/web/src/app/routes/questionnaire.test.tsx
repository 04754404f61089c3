import '@/test/cleanup';
import type { MeResponse } from '@mijote/contracts';
import { screen } from '@testing-library/react';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { dashboardReply } from '@/test/household-fixtures';
import { aMe } from '@/test/me-fixture';
import { mockFetch } from '@/test/mock-fetch';
import { renderApp } from '@/test/render-app';

const me = (overrides: Partial<MeResponse>) =>
  aMe({ hasPreferences: false, hasAccess: false, nextRoute: '/questionnaire', ...overrides });

/** Opens /questionnaire with GET /api/me answering `reply`. */
async function openQuestionnaire(reply: { status: number; body?: unknown }) {
  // Reaching /dashboard loads the home, which asks for its stats and upcoming meals.
  mockFetch((url) => dashboardReply(url) ?? reply);
  return renderApp('/questionnaire');
}

beforeAll(async () => {
  await Promise.all([
    import('./questionnaire'),
    import('./subscription'),
    import('./auth'),
    import('@/features/dashboard/components/dashboard-layout'),
    import('@/features/dashboard/components/coming-soon-page'),
    import('@/features/dashboard/components/dashboard-home'),
  ]);
});

describe('/questionnaire entry rules (spec 4)', () => {
  it('shows step 1 to a user with a profile and no preferences', async () => {
    const { router } = await openQuestionnaire({ status: 200, body: me({}) });
    await vi.waitFor(() =>
      expect(screen.getByRole('heading', { name: 'Composition du foyer' })).toBeTruthy(),
    );
    expect(router.state.location.pathname).toBe('/questionnaire');
  });

  it('sends a user whose preferences are saved to /dashboard', async () => {
    const { router } = await openQuestionnaire({
      status: 200,
      body: me({ hasPreferences: true, hasAccess: true, nextRoute: '/dashboard' }),
    });
    await vi.waitFor(() => expect(router.state.location.pathname).toBe('/dashboard'));
    await vi.waitFor(() =>
      expect(screen.getByRole('heading', { level: 1, name: 'Tableau de bord' })).toBeTruthy(),
    );
  });

  it('sends a user without a profile to /auth', async () => {
    const { router } = await openQuestionnaire({ status: 200, body: me({ hasProfile: false }) });
    await vi.waitFor(() => expect(router.state.location.pathname).toBe('/auth'));
  });

  it('sends a signed-out visitor to /auth', async () => {
    const { router } = await openQuestionnaire({ status: 401, body: { code: 'UNAUTHENTICATED' } });
    await vi.waitFor(() => expect(router.state.location.pathname).toBe('/auth'));
  });

  it('shows the onboarding text when the check fails', async () => {
    const { router } = await openQuestionnaire({ status: 500, body: { code: 'INTERNAL' } });
    await vi.waitFor(() =>
      expect(screen.getByRole('alert').textContent).toBe(
        'Une erreur est survenue lors de la vérification de vos préférences.',
      ),
    );
    expect(router.state.location.pathname).toBe('/questionnaire');
    expect(screen.getByRole('button', { name: 'Réessayer' })).toBeTruthy();
  });
});
