import '@/test/cleanup';
import { QueryClient } from '@tanstack/react-query';
import { act, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { firstReadsLoader, readFirstInto } from '@/lib/page-first-reads';
import { meQueryKey } from '@/lib/session';
import { InTurn } from './in-turn';

afterEach(() => {
  vi.useRealTimers();
});

function Page() {
  return (
    <main>
      <h1>Paramètres</h1>
      <InTurn>
        <p>Foyer</p>
      </InTurn>
      <InTurn>
        <p>Garde-manger</p>
      </InTurn>
      <InTurn>
        <p>Abonnement</p>
      </InTurn>
    </main>
  );
}

const shown = () => screen.queryAllByRole('paragraph').map((each) => each.textContent);

/** The app as main.tsx opens it: `pages` dashboard pages drawn so far, the last one current. */
async function openApp(pages: number) {
  const queryClient = new QueryClient();
  queryClient.setQueryData(meQueryKey, null);
  readFirstInto(queryClient);
  for (let page = 0; page < pages; page++) await firstReadsLoader([])();
}

describe('InTurn', () => {
  it('draws the parts of the page the app opens on one task after another, in order', async () => {
    await openApp(1);
    vi.useFakeTimers();
    render(<Page />);
    expect(screen.getByRole('heading', { name: 'Paramètres' }).textContent).toBe('Paramètres');
    expect(shown()).toEqual([]);
    await act(async () => {
      await vi.advanceTimersToNextTimerAsync();
    });
    expect(shown()).toEqual(['Foyer']);
    await act(async () => {
      await vi.advanceTimersToNextTimerAsync();
    });
    expect(shown()).toEqual(['Foyer', 'Garde-manger']);
    await act(async () => {
      await vi.advanceTimersToNextTimerAsync();
    });
    expect(shown()).toEqual(['Foyer', 'Garde-manger', 'Abonnement']);
  });

  it('draws every later page at once, and a page drawn outside the app (a test) too', async () => {
    await openApp(2);
    const { unmount } = render(<Page />);
    expect(shown()).toEqual(['Foyer', 'Garde-manger', 'Abonnement']);
    unmount();
  });
});
