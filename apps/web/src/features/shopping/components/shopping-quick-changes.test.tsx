import '@/test/cleanup';
import type { ShoppingItem, ShoppingList } from '@mijote/contracts';
import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { jsonResponse, mockFetch } from '@/test/mock-fetch';
import { renderWithProviders } from '@/test/render-app';
import { aLine, anItem } from '../test/shopping-fixtures';
import { ShoppingPage } from './shopping-page';

// Two changes in quick succession, with the list's reads and the changes' answers arriving in the
// order a busy phone can get them: what the screen ends on must be the server's last state.

function aList(items: ShoppingItem[]): ShoppingList {
  return {
    items,
    aisles: items.length ? [{ aisle: null, lines: items.map((item) => aLine([item])) }] : [],
    pantry: [],
  };
}

function deferred() {
  let resolve: (response: Response) => void = () => {};
  const promise = new Promise<Response>((r) => {
    resolve = r;
  });
  return { promise, resolve };
}

describe('Liste de courses, changes in quick succession', () => {
  it('a list read before a deletion and answered after it does not bring the line back', async () => {
    const milk = anItem({ name: 'Lait' });
    const batteries = anItem({ name: 'Piles AA' });
    let server = [milk, batteries];
    // The read that follows the first deletion is held until the test answers it.
    const heldRead = deferred();
    const secondDelete = deferred();
    let reads = 0;
    let heldAt = 0;
    mockFetch((url, init) => {
      const method = init?.method ?? 'GET';
      if (method === 'GET' && url === '/api/shopping/items') {
        reads += 1;
        if (heldAt === 0 && !server.includes(milk)) {
          heldAt = reads;
          const before = aList(server);
          return heldRead.promise.then(() => jsonResponse(200, before)) as Promise<never>;
        }
        return { status: 200, body: aList(server) };
      }
      if (method === 'DELETE' && url.endsWith(milk.id)) {
        server = server.filter((item) => item !== milk);
        return { status: 204 };
      }
      if (method === 'DELETE' && url.endsWith(batteries.id)) {
        return secondDelete.promise.then(() => {
          server = server.filter((item) => item !== batteries);
          return new Response(null, { status: 204 });
        }) as Promise<never>;
      }
      return { status: 500, body: { code: 'INTERNAL' } };
    });
    renderWithProviders(<ShoppingPage />);
    const user = userEvent.setup();
    await screen.findByRole('checkbox', { name: /Lait/ });

    await user.click(screen.getByRole('button', { name: 'Supprimer « Lait »' }));
    await waitFor(() => expect(heldAt).toBeGreaterThan(0));
    await user.click(screen.getByRole('button', { name: 'Supprimer « Piles AA »' }));
    // The deletion is answered first, then the read that was started before it.
    secondDelete.resolve(new Response(null, { status: 204 }));
    await waitFor(() => expect(screen.queryByRole('checkbox', { name: /Piles AA/ })).toBeNull());
    heldRead.resolve(new Response());
    // Long enough for that read's answer to reach the screen, had it been kept.
    await act(() => new Promise((resolve) => setTimeout(resolve, 100)));

    expect(await screen.findByText('Votre liste est vide')).toBeTruthy();
    expect(screen.queryByRole('checkbox', { name: /Piles AA/ })).toBeNull();
  });
});
