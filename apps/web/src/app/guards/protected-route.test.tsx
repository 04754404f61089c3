import '@/test/cleanup';
import type { MeResponse } from '@mijote/contracts';
import { screen } from '@testing-library/react';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { dashboardReply } from '@/test/household-fixtures';
import { aMe } from '@/test/me-fixture';
import { jsonResponse, mockFetch } from '@/test/mock-fetch';
import { preloadLazyRoutes } from '@/test/preload-routes';
import { renderApp } from '@/test/render-app';
import { routes } from '../routes';

const meBody = (nextRoute: MeResponse['nextRoute']) => aMe({ nextRoute });

/** Renders `path` with GET /api/me answering `reply`. */
async function visit(path: string, reply: { status: number; body?: unknown }) {
  mockFetch((url) => dashboardReply(url) ?? reply);
  return renderApp(path);
}

// Every lazy page of the app, loaded once: a redirect (to /questionnaire, say) commits only
// once its page module is there, which the fake clock does not wait for.
beforeAll(() => preloadLazyRoutes(routes));

describe('protected routes', () => {
  it('shows the splash while the session is checked, and not a moment longer', async () => {
    // The dashboard once, so that what is timed below is the guard, not the first load of the
    // page's modules on a busy test machine.
    const warmUp = await visit('/dashboard', { status: 200, body: meBody('/dashboard') });
    await vi.waitFor(() =>
      expect(screen.getByRole('heading', { level: 1, name: 'Tableau de bord' })).toBeTruthy(),
    );
    warmUp.unmount();

    let answerMe: (response: Response) => void = () => {};
    mockFetch((url) =>
      url.endsWith('/api/me')
        ? new Promise<Response>((resolve) => {
            answerMe = resolve;
          })
        : (dashboardReply(url) ?? { status: 404 }),
    );
    renderApp('/dashboard');
    await vi.waitFor(() => expect(screen.getByTestId('splash-screen')).toBeTruthy());
    // However long the check takes, the splash stays until it answers…
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.getByTestId('splash-screen')).toBeTruthy();

    // …and goes as soon as it has: no minimum time (decision 023).
    const answeredAt = performance.now();
    answerMe(jsonResponse(200, meBody('/dashboard')));
    await vi.waitFor(() =>
      expect(screen.getByRole('heading', { level: 1, name: 'Tableau de bord' })).toBeTruthy(),
    );
    expect(screen.queryByTestId('splash-screen')).toBeNull();
    expect(performance.now() - answeredAt).toBeLessThan(1000);
  });

  it('sends a signed-out visitor to /auth', async () => {
    const { router } = await visit('/dashboard/planning', {
      status: 401,
      body: { code: 'UNAUTHENTICATED', message: 'Utilisateur non connecté' },
    });
    await vi.waitFor(() => expect(router.state.location.pathname).toBe('/auth'));
  });

  it('follows me.nextRoute when the dashboard is not open yet', async () => {
    const { router } = await visit('/dashboard', {
      status: 200,
      body: meBody('/subscription'),
    });
    await vi.waitFor(() => expect(router.state.location.pathname).toBe('/subscription'));
    await vi.waitFor(() =>
      expect(screen.getByRole('heading', { level: 1, name: 'Abonnement mensuel' })).toBeTruthy(),
    );
  });

  it('sends the user to /questionnaire when the check fails', async () => {
    const { router } = await visit('/dashboard/chat', {
      status: 500,
      body: { code: 'INTERNAL', message: 'Une erreur est survenue.' },
    });
    await vi.waitFor(() => expect(router.state.location.pathname).toBe('/questionnaire'));
  });

  it('never shows the splash on public pages', async () => {
    mockFetch(() => ({ status: 401 }));
    renderApp('/');
    expect(screen.queryByTestId('splash-screen')).toBeNull();
    // The landing loads with its route (a visit that starts at `/` gets it prerendered).
    expect(await screen.findByRole('heading', { level: 1 })).toBeTruthy();
    expect(screen.queryByTestId('splash-screen')).toBeNull();
  });
});
