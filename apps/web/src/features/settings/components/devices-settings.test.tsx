import '@/test/cleanup';
import type { DeviceSession } from '@mijote/contracts';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mockFetch } from '@/test/mock-fetch';
import { renderWithProviders } from '@/test/render-app';
import { DevicesSettings } from './devices-settings';

// « Appareils connectés » (decision 035), against a stand-in for our session routes.

const now = new Date();
const daysAgo = (days: number) => new Date(now.getTime() - days * 24 * 3600_000).toISOString();

const aDevice = (overrides: Partial<DeviceSession>): DeviceSession => ({
  id: 'this-one',
  browser: 'chrome',
  system: 'android',
  signedInAt: daysAgo(10),
  lastUsedAt: now.toISOString(),
  isCurrent: true,
  ...overrides,
});

function openSection({ failEnd = false } = {}) {
  let sessions: DeviceSession[] = [
    aDevice({}),
    aDevice({
      id: 'laptop',
      browser: 'firefox',
      system: 'macos',
      isCurrent: false,
      lastUsedAt: daysAgo(1),
    }),
    aDevice({
      id: 'old',
      browser: null,
      system: null,
      isCurrent: false,
      lastUsedAt: '2026-03-14T09:00:00.000Z',
    }),
  ];
  const calls: string[] = [];
  mockFetch((url, init) => {
    const path = new URL(url, 'http://localhost').pathname;
    const method = init?.method ?? 'GET';
    calls.push(`${method} ${path}`);
    if (method === 'GET' && path === '/api/account/sessions')
      return { status: 200, body: { sessions } };
    if (method === 'DELETE' && path.startsWith('/api/account/sessions/')) {
      if (failEnd) return { status: 500, body: { code: 'INTERNAL' } };
      sessions = sessions.filter((session) => `/api/account/sessions/${session.id}` !== path);
      return { status: 204 };
    }
    if (method === 'POST' && path === '/api/account/sessions/end-others') {
      sessions = sessions.filter((session) => session.isCurrent);
      return { status: 204 };
    }
    return { status: 404 };
  });
  renderWithProviders(<DevicesSettings />);
  return { calls, user: userEvent.setup() };
}

const rows = async () =>
  within(await screen.findByRole('list', { name: 'Appareils connectés' }))
    .getAllByRole('listitem')
    .map((item) => item.textContent);

afterEach(() => vi.restoreAllMocks());

describe('Appareils connectés', () => {
  it('names each device in French, marks this one, and says when it was last used', async () => {
    openSection();
    expect(await rows()).toEqual([
      'Chrome sur AndroidCet appareilDernière utilisation\u202f: aujourd’hui',
      'Firefox sur macOSDernière utilisation\u202f: hierDéconnecter',
      'Appareil inconnuDernière utilisation\u202f: le 14 marsDéconnecter',
    ]);
    // This device signs out from the user menu, not here.
    expect(screen.queryByRole('button', { name: 'Déconnecter Chrome sur Android' })).toBeNull();
  });

  it('ends one other device', async () => {
    const { user, calls } = openSection();
    await user.click(await screen.findByRole('button', { name: 'Déconnecter Firefox sur macOS' }));
    expect((await screen.findByRole('status')).textContent).toBe('L’appareil est déconnecté');
    expect(calls).toContain('DELETE /api/account/sessions/laptop');
    expect(await rows()).toHaveLength(2);
  });

  it('ends every other device, then offers it no more', async () => {
    const { user } = openSection();
    await user.click(
      await screen.findByRole('button', { name: 'Déconnecter tous les autres appareils' }),
    );
    expect((await screen.findByRole('status')).textContent).toBe(
      'Tous les autres appareils sont déconnectés',
    );
    expect(await rows()).toHaveLength(1);
    expect(
      screen.queryByRole('button', { name: 'Déconnecter tous les autres appareils' }),
    ).toBeNull();
  });

  it('says so when a device could not be signed out', async () => {
    const { user } = openSection({ failEnd: true });
    await user.click(await screen.findByRole('button', { name: 'Déconnecter Firefox sur macOS' }));
    expect((await screen.findByRole('alert')).textContent).toContain(
      'Impossible de déconnecter cet appareil',
    );
    expect(await rows()).toHaveLength(3);
  });
});
