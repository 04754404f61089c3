import '@/test/cleanup';
import { act, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { aMe } from '@/test/me-fixture';
import { mockFetch } from '@/test/mock-fetch';
import { renderRoutes } from '@/test/render-app';
import { DashboardLayout } from './dashboard-layout';

// The dashboard's frame at a phone's width and a laptop's: a phone gets the menu button and no
// sidebar at all, so neither its render nor the chat's history it reads for « IA » costs the
// phone's first load (docs/performance.md, 29 Nov evening).

type HappyWindow = Window & { happyDOM: { setViewport(size: { width: number }): void } };
const setWidth = (width: number) =>
  act(() => (window as unknown as HappyWindow).happyDOM.setViewport({ width }));

function openDashboard() {
  const paths: string[] = [];
  mockFetch((url) => {
    const path = new URL(url, 'http://localhost').pathname;
    paths.push(path);
    if (path === '/api/me') return { status: 200, body: aMe() };
    if (path === '/api/chat/messages')
      return { status: 200, body: { mode: 'model', messages: [] } };
    return { status: 404, body: { code: 'NOT_FOUND' } };
  });
  renderRoutes(
    [
      {
        path: '/dashboard',
        element: <DashboardLayout />,
        children: [{ index: true, element: <h1>Accueil</h1> }],
      },
    ],
    '/dashboard',
  );
  return paths;
}

const navigation = () =>
  screen.queryByRole('navigation', { name: 'Navigation du tableau de bord' });

afterEach(() => setWidth(1024));

describe('the dashboard layout', () => {
  it('on a phone, renders no sidebar and reads no chat history', async () => {
    await setWidth(390);
    const paths = openDashboard();
    expect(await screen.findByRole('heading', { name: 'Accueil' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Ouvrir le menu' })).toBeTruthy();
    await waitFor(() => expect(paths).toContain('/api/me'));
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(navigation()).toBeNull();
    expect(paths).not.toContain('/api/chat/messages');
  });

  it('on a wide screen, or once the phone is turned wide, shows the sidebar and its « IA »', async () => {
    await setWidth(390);
    const paths = openDashboard();
    expect(await screen.findByRole('heading', { name: 'Accueil' })).toBeTruthy();
    expect(navigation()).toBeNull();
    await setWidth(1280);
    expect(navigation()).not.toBeNull();
    expect(await screen.findByText('IA')).toBeTruthy();
    expect(paths).toContain('/api/chat/messages');
  });
});
