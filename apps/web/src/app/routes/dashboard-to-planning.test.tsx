import '@/test/cleanup';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { DashboardHome } from '@/features/dashboard/components/dashboard-home';
import { PlanningPage } from '@/features/planning/components/planning-page';
import { anUpcoming, someStats } from '@/test/household-fixtures';
import { aMe } from '@/test/me-fixture';
import { mockFetch } from '@/test/mock-fetch';
import { renderRoutes } from '@/test/render-app';

// Two features the app puts side by side: the dashboard home hands a meal to plan to the planning
// through navigation state. Features do not import each other, so the test of the hand-over
// lives with the routes that compose them.

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date('2026-11-21T10:00:00Z'));
});

function openHome() {
  mockFetch((url) => {
    if (url === '/api/me') return { status: 200, body: aMe() };
    if (url === '/api/dashboard/stats') return { status: 200, body: someStats };
    if (url === '/api/dashboard/upcoming') return { status: 200, body: anUpcoming() };
    if (url.startsWith('/api/planning/meals')) return { status: 200, body: { meals: [] } };
    return { status: 404, body: { code: 'NOT_FOUND' } };
  });
  return renderRoutes(
    [
      { path: '/dashboard', element: <DashboardHome /> },
      { path: '/dashboard/planning', element: <PlanningPage /> },
    ],
    '/dashboard',
  );
}

describe('/dashboard home to the planning', () => {
  it('« Planifier un repas » opens the planning with its add-meal form ready', async () => {
    const user = userEvent.setup();
    const { router } = openHome();
    await user.click(screen.getByRole('link', { name: /Planifier un repas/ }));
    expect(await screen.findByRole('dialog', { name: 'Ajouter un repas' })).toBeTruthy();
    expect(router.state.location.pathname).toBe('/dashboard/planning');
    expect((screen.getByLabelText('Date') as HTMLInputElement).value).toBe('2026-11-21');
  });
});
