import '@/test/cleanup';
import type { CalendarFeedStatus } from '@mijote/contracts';
import { configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mockFetch } from '@/test/mock-fetch';
import { renderWithProviders } from '@/test/render-app';
import { CalendarFeed } from './calendar-feed';

configure({ asyncUtilTimeout: 5_000 });

// The calendar feed's card, against a stand-in for the API that keeps the household's state:
// activate and copy, the how-to, « Changer l’adresse » after a confirmation, « Désactiver ».

const FIRST = 'http://localhost/api/calendar/AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA.ics';
const SECOND = 'http://localhost/api/calendar/BBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBB.ics';

function openCard(initial: CalendarFeedStatus = { isActive: false, issuedAt: null }) {
  let state = initial;
  const calls: string[] = [];
  mockFetch((url, init) => {
    const key = `${init?.method ?? 'GET'} ${new URL(url, 'http://localhost').pathname}`;
    calls.push(key);
    if (key === 'GET /api/calendar/feed') return { status: 200, body: state };
    if (key === 'POST /api/calendar/feed') {
      state = { isActive: true, issuedAt: '2026-11-29T09:00:00.000Z' };
      return { status: 201, body: { url: FIRST, issuedAt: state.issuedAt } };
    }
    if (key === 'POST /api/calendar/feed/rotate') {
      state = { isActive: true, issuedAt: '2026-11-29T10:00:00.000Z' };
      return { status: 200, body: { url: SECOND, issuedAt: state.issuedAt } };
    }
    if (key === 'DELETE /api/calendar/feed') {
      state = { isActive: false, issuedAt: null };
      return { status: 204 };
    }
    return { status: 404, body: { code: 'NOT_FOUND', message: 'Ressource introuvable' } };
  });
  renderWithProviders(<CalendarFeed />);
  return { calls, user: userEvent.setup() };
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('the calendar feed card', () => {
  it('activates the feed, shows the address read-only and copies it', async () => {
    const { calls, user } = openCard();
    const writeText = vi.fn(async () => {});
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    await user.click(await screen.findByRole('button', { name: 'Activer le calendrier' }));
    const field = await screen.findByLabelText('Adresse du calendrier');
    expect(field).toHaveProperty('value', FIRST);
    expect(field).toHaveProperty('readOnly', true);
    await user.click(screen.getByRole('button', { name: 'Copier l’adresse' }));
    expect(writeText).toHaveBeenCalledWith(FIRST);
    expect(await screen.findByRole('button', { name: 'Adresse copiée' })).toBeTruthy();
    expect(calls).toContain('POST /api/calendar/feed');
  });

  it('explains how to add it to Google, Apple and Outlook calendars in a disclosure', async () => {
    const { user } = openCard({ isActive: true, issuedAt: '2026-11-20T09:00:00.000Z' });
    const summary = await screen.findByText(/Comment l’ajouter à mon agenda/);
    const details = summary.closest('details')!;
    expect(details.open).toBe(false);
    await user.click(summary);
    expect(details.open).toBe(true);
    for (const name of ['Google Agenda', 'Apple Calendrier', 'Outlook']) {
      expect(within(details).getByRole('heading', { name })).toBeTruthy();
    }
  });

  it('says the address was shown once when the household already has one', async () => {
    openCard({ isActive: true, issuedAt: '2026-11-20T09:00:00.000Z' });
    expect(await screen.findByText(/activé depuis le vendredi 20 novembre 2026/)).toBeTruthy();
    expect(screen.queryByLabelText('Adresse du calendrier')).toBeNull();
  });

  it('changes the address only after a confirmation, and shows the new one', async () => {
    const { calls, user } = openCard();
    await user.click(await screen.findByRole('button', { name: 'Activer le calendrier' }));
    await screen.findByLabelText('Adresse du calendrier');
    await user.click(screen.getByRole('button', { name: 'Changer l’adresse' }));
    const dialog = await screen.findByRole('dialog', {
      name: 'Changer l’adresse du calendrier\u00a0?',
    });
    await user.click(within(dialog).getByRole('button', { name: 'Annuler' }));
    expect(calls).not.toContain('POST /api/calendar/feed/rotate');

    await user.click(screen.getByRole('button', { name: 'Changer l’adresse' }));
    const again = await screen.findByRole('dialog', {
      name: 'Changer l’adresse du calendrier\u00a0?',
    });
    await user.click(within(again).getByRole('button', { name: 'Changer l’adresse' }));
    await waitFor(() =>
      expect(screen.getByLabelText('Adresse du calendrier')).toHaveProperty('value', SECOND),
    );
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('turns the feed off after a confirmation', async () => {
    const { calls, user } = openCard({ isActive: true, issuedAt: '2026-11-20T09:00:00.000Z' });
    await user.click(await screen.findByRole('button', { name: 'Désactiver' }));
    const dialog = await screen.findByRole('dialog', { name: 'Désactiver le calendrier\u00a0?' });
    await user.click(within(dialog).getByRole('button', { name: 'Désactiver' }));
    expect(await screen.findByRole('button', { name: 'Activer le calendrier' })).toBeTruthy();
    expect(calls).toContain('DELETE /api/calendar/feed');
  });

  it('says in French why activating failed, and changes nothing on screen', async () => {
    mockFetch((_url, init) => {
      if ((init?.method ?? 'GET') === 'GET')
        return { status: 200, body: { isActive: false, issuedAt: null } };
      return {
        status: 409,
        body: { code: 'CALENDAR_FEED_EXISTS', message: 'Le calendrier est déjà activé' },
      };
    });
    renderWithProviders(<CalendarFeed />);
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Activer le calendrier' }));
    expect(await screen.findByText(/déjà activé par un membre du foyer/)).toBeTruthy();
    expect(screen.queryByLabelText('Adresse du calendrier')).toBeNull();
  });
});
