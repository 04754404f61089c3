import '@/test/cleanup';
import type { MeResponse } from '@mijote/contracts';
import { screen } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import { advance, eventually, installFakeClock } from '@/test/fake-time';
import { dashboardReply } from '@/test/household-fixtures';
import { aMe } from '@/test/me-fixture';
import { mockFetch } from '@/test/mock-fetch';
import { preloadLazyRoutes } from '@/test/preload-routes';
import { renderApp } from '@/test/render-app';
import { routes } from '../routes';

const meBody = (nextRoute: MeResponse['nextRoute']) => aMe({ nextRoute });

/** Lets the lazy route modules settle (real I/O only, the clock stays put). */
const splashAppears = () =>
  eventually(() => expect(screen.getByTestId('splash-screen')).toBeTruthy(), { stepMs: 0 });

/** Renders `path` with GET /api/me answering `reply`, then lets the 2000 ms splash run out. */
async function visitAfterSplash(path: string, reply: { status: number; body?: unknown }) {
  installFakeClock();
  mockFetch((url) => dashboardReply(url) ?? reply);
  const app = renderApp(path);
  await splashAppears();
  await advance(2000);
  return app;
}

// Every lazy page of the app, loaded once: a redirect (to /questionnaire, say) commits only
// once its page module is there, which the fake clock does not wait for.
beforeAll(() => preloadLazyRoutes(routes));

describe('protected routes', () => {
  it('shows the splash for at least 2000 ms even when the session answers at once', async () => {
    installFakeClock();
    const fetchMock = mockFetch(
      (url) => dashboardReply(url) ?? { status: 200, body: meBody('/dashboard') },
    );
    renderApp('/dashboard');
    await splashAppears();

    await advance(1999);
    expect(fetchMock).toHaveBeenCalled();
    expect(screen.getByTestId('splash-screen')).toBeTruthy();

    await advance(1);
    await eventually(() =>
      expect(screen.getByRole('heading', { level: 1, name: 'Tableau de bord' })).toBeTruthy(),
    );
    expect(screen.queryByTestId('splash-screen')).toBeNull();
  });

  it('sends a signed-out visitor to /auth', async () => {
    const { router } = await visitAfterSplash('/dashboard/planning', {
      status: 401,
      body: { code: 'UNAUTHENTICATED', message: 'Utilisateur non connecté' },
    });
    await eventually(() => expect(router.state.location.pathname).toBe('/auth'));
  });

  it('follows me.nextRoute when the dashboard is not open yet', async () => {
    const { router } = await visitAfterSplash('/dashboard', {
      status: 200,
      body: meBody('/subscription'),
    });
    await eventually(() => expect(router.state.location.pathname).toBe('/subscription'));
    await eventually(() =>
      expect(screen.getByRole('heading', { level: 1, name: 'Abonnement mensuel' })).toBeTruthy(),
    );
  });

  it('sends the user to /questionnaire when the check fails', async () => {
    const { router } = await visitAfterSplash('/dashboard/chat', {
      status: 500,
      body: { code: 'INTERNAL', message: 'Une erreur est survenue.' },
    });
    await eventually(() => expect(router.state.location.pathname).toBe('/questionnaire'));
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
