import '@/test/cleanup';
import { QueryClient } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { AppProviders } from '@/app/providers';
import { queueChange } from '@/lib/offline/offline-session';
import { shoppingQueryKey } from '@/lib/query-keys';
import { OfflineStatus } from './offline-status';

afterEach(() => {
  vi.restoreAllMocks();
});

function renderStatus() {
  const queryClient = new QueryClient();
  queryClient.setQueryData(
    shoppingQueryKey,
    { items: [], aisles: [], pantry: [] },
    {
      updatedAt: Date.now(),
    },
  );
  return render(
    <AppProviders queryClient={queryClient}>
      <OfflineStatus />
    </AppProviders>,
  );
}

describe('the dashboard’s word on the network', () => {
  it('says nothing online with nothing waiting', () => {
    renderStatus();
    expect(screen.queryByRole('status')).toBeNull();
  });

  it('offline, says since when the data dates and how many changes wait', async () => {
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    renderStatus();
    expect((await screen.findByRole('status')).textContent).toMatch(
      /^Hors connexionDonnées d’aujourd’hui à \d\d:\d\d$/,
    );
    const waiting = [
      queueChange({ kind: 'shopping.check', input: { itemIds: ['a'], checked: true } }, 'Lait'),
      queueChange({ kind: 'shopping.remove', input: { itemId: 'b' } }, 'Pain'),
    ];
    expect(await Promise.all(waiting)).toEqual([{ status: 'waiting' }, { status: 'waiting' }]);
    expect((await screen.findByTestId('pending-changes')).textContent).toMatch(
      /^2\smodifications en attente$/,
    );
  });
});

describe('a new version', () => {
  it('is offered, and reloads only when the user taps « Recharger »', async () => {
    const { offerUpdate } = await import('@/lib/offline/update-store');
    const { fireEvent } = await import('@testing-library/react');
    const reload = vi.fn();
    renderStatus();
    expect(screen.queryByText('Nouvelle version disponible')).toBeNull();
    offerUpdate(reload);
    expect(await screen.findByText('Nouvelle version disponible')).toBeTruthy();
    expect(reload).not.toHaveBeenCalled();
    fireEvent.click(screen.getByRole('button', { name: 'Recharger' }));
    expect(reload).toHaveBeenCalledOnce();
    offerUpdate(undefined);
  });
});
