import 'fake-indexeddb/auto';
import { QueryClient } from '@tanstack/react-query';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  boundedSnapshot,
  keepOffline,
  OFFLINE_CACHE_MAX_AGE_MS,
  type PersistedClient,
} from './offline-cache';
import { cacheKey, forgetUser, outboxStorage, readOffline } from './offline-storage';

// IndexedDB as the standard defines it (fake-indexeddb in memory): the browser's own is used by
// the end-to-end journeys (e2e/offline.spec.ts).

afterEach(() => {
  vi.useRealTimers();
});

const list = { items: [{ id: '1', name: 'Lait' }], aisles: [], pantry: [] };

async function written(userId: string): Promise<PersistedClient | undefined> {
  const text = await readOffline<string>(cacheKey(userId));
  return text ? (JSON.parse(text) as PersistedClient) : undefined;
}

describe('the data kept offline', () => {
  it('writes the household’s lists per user, and reads them back into a new page', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    const page = new QueryClient();
    const stop = await keepOffline(page, 'lea', 'build-1');
    page.setQueryData(['shopping'], list);
    page.setQueryData(['chat', 'history'], { messages: ['privé'] });
    // A state of the visit, not the household's data.
    page
      .getQueryCache()
      .build(page, { queryKey: ['suggestions', 'shown'], meta: { keptOffline: false } })
      .setData({ title: 'Omelette' });
    await vi.advanceTimersByTimeAsync(500);
    stop();
    const kept = await written('lea');
    expect(kept?.clientState.queries.map((query) => query.queryKey)).toEqual([['shopping']]);

    const next = new QueryClient();
    await keepOffline(next, 'lea', 'build-1');
    expect(next.getQueryData(['shopping'])).toEqual(list);
    // Shown until the server answers, never taken for a fresh answer.
    expect(next.getQueryState(['shopping'])?.isInvalidated).toBe(true);
    const other = new QueryClient();
    await keepOffline(other, 'marc', 'build-1');
    expect(other.getQueryData(['shopping'])).toBeUndefined();
  });

  it('keeps the answers that came before it started: the first page’s reads', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    const page = new QueryClient();
    // The page's loader had the list before the kept data was read.
    page.setQueryData(['shopping'], list);
    const stop = await keepOffline(page, 'ines', 'build-1');
    await vi.advanceTimersByTimeAsync(500);
    expect((await written('ines'))?.clientState.queries.map((query) => query.queryKey)).toEqual([
      ['shopping'],
    ]);
    stop();
  });

  it('does not read back what another build or a week ago wrote', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    const page = new QueryClient();
    let now = Date.UTC(2026, 10, 29, 9);
    const stop = await keepOffline(page, 'zoe', 'build-1', () => now);
    page.setQueryData(['fridge', 'items'], [{ id: 'a' }]);
    await vi.advanceTimersByTimeAsync(500);
    stop();

    const newBuild = new QueryClient();
    await keepOffline(newBuild, 'zoe', 'build-2', () => now);
    expect(newBuild.getQueryData(['fridge', 'items'])).toBeUndefined();
    expect(await written('zoe')).toBeUndefined();

    const again = new QueryClient();
    const stop2 = await keepOffline(again, 'zoe', 'build-2', () => now);
    again.setQueryData(['fridge', 'items'], [{ id: 'a' }]);
    await vi.advanceTimersByTimeAsync(500);
    stop2();
    now += OFFLINE_CACHE_MAX_AGE_MS + 1;
    const late = new QueryClient();
    await keepOffline(late, 'zoe', 'build-2', () => now);
    expect(late.getQueryData(['fridge', 'items'])).toBeUndefined();
  });

  it('stays within its bound by leaving out the least needed lists first', () => {
    const big = 'x'.repeat(3_000);
    const query = (root: string) => ({
      queryKey: [root],
      queryHash: `["${root}"]`,
      state: { data: big, dataUpdatedAt: 1, status: 'success' },
    });
    const client = {
      timestamp: 1,
      buster: 'b',
      clientState: {
        mutations: [],
        queries: ['me', 'shopping', 'fridge', 'favorites', 'suggestions'].map(query),
      },
    } as unknown as PersistedClient;
    const { text, bytes, leftOut } = boundedSnapshot(client, 10_000);
    expect(leftOut).toEqual(['suggestions', 'favorites']);
    expect(bytes).toBeLessThanOrEqual(10_000);
    const kept = (JSON.parse(text) as PersistedClient).clientState.queries;
    expect(kept.map((q) => q.queryKey[0])).toEqual(['me', 'shopping', 'fridge']);
  });

  it('sign-out erases the user’s data and unsent changes, and no one else’s', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    for (const user of ['ana', 'ben']) {
      const page = new QueryClient();
      const stop = await keepOffline(page, user, 'build-1');
      page.setQueryData(['shopping'], list);
      await vi.advanceTimersByTimeAsync(500);
      stop();
      await outboxStorage(user).update(() => [
        { kind: 'shopping.remove', input: { itemId: '1' }, key: 'k', label: 'Lait', queuedAt: '' },
      ]);
    }
    await forgetUser('ana');
    expect(await written('ana')).toBeUndefined();
    expect(await outboxStorage('ana').read()).toEqual([]);
    expect(await written('ben')).toBeDefined();
    expect(await outboxStorage('ben').read()).toHaveLength(1);
  });
});

describe('the kept data over a long visit', () => {
  it('keeps a list no screen has shown for a while, online then offline', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'Date'] });
    // Online: the favourites are read, then the family stays on the list for ten minutes.
    const online = new QueryClient();
    const stopOnline = await keepOffline(online, 'ines', 'build-1');
    online.setQueryData(['favorites', 'list'], [{ title: 'Soupe de potiron' }]);
    online.setQueryData(['planning', 'meals', { from: '2026-11-29' }], { meals: [] });
    await vi.advanceTimersByTimeAsync(10 * 60 * 1000);
    online.setQueryData(['shopping'], list);
    await vi.advanceTimersByTimeAsync(500);
    stopOnline();
    expect((await written('ines'))?.clientState.queries.map((query) => query.queryHash)).toEqual(
      expect.arrayContaining([
        '["favorites","list"]',
        '["planning","meals",{"from":"2026-11-29"}]',
      ]),
    );

    // Offline, the list open for ten minutes more: what no screen uses stays kept.
    const offline = new QueryClient();
    const stopOffline = await keepOffline(offline, 'ines', 'build-1');
    offline.setQueryData(['shopping'], { ...list, items: [] });
    await vi.advanceTimersByTimeAsync(10 * 60 * 1000);
    stopOffline();
    const next = new QueryClient();
    await keepOffline(next, 'ines', 'build-1');
    expect(next.getQueryData(['favorites', 'list'])).toEqual([{ title: 'Soupe de potiron' }]);
  });
});

/**
 * The page is left: `pagehide` runs with its microtasks, then the page is gone, and Chromium
 * aborts the transactions it had not yet been told to commit (a put's answer never comes back).
 * A phone may instead end a page it put in the background: it was hidden, and that was all.
 */
async function leavePage(how: 'pagehide' | 'hidden' = 'pagehide'): Promise<void> {
  const opened = vi.spyOn(IDBDatabase.prototype, 'transaction');
  if (how === 'pagehide') {
    window.dispatchEvent(new Event('pagehide'));
  } else {
    const visibility = vi.spyOn(document, 'visibilityState', 'get').mockReturnValue('hidden');
    document.dispatchEvent(new Event('visibilitychange'));
    visibility.mockRestore();
  }
  // The microtasks that follow the event, where the write opens its transaction; no task more.
  for (let tick = 0; tick < 10; tick++) await Promise.resolve();
  for (const { value: transaction } of opened.mock.results) {
    try {
      (transaction as IDBTransaction).abort();
    } catch {
      // Committing already: it outlives the page.
    }
  }
  opened.mockRestore();
  // What was committed is on disk before the next page reads it.
  await new Promise((resolve) => setImmediate(resolve));
}

describe('the kept data when the page is left', () => {
  it.each([
    ['left', 'pagehide', 'lou'],
    ['put in the background and ended there', 'hidden', 'noa'],
  ] as const)('keeps the favourites read just before the page is %s', async (_, how, user) => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    const online = new QueryClient();
    const stopOnline = await keepOffline(online, user, 'build-1');
    online.setQueryData(['shopping'], list);
    await vi.advanceTimersByTimeAsync(500);
    // The favourites arrive, and the family reloads, offline, before the next write is due.
    online.setQueryData(['favorites', 'list'], [{ title: 'Soupe de potiron' }]);
    await leavePage(how);

    // The next page reads what the last one left (that one is gone: nothing of it runs more).
    const offline = new QueryClient();
    await keepOffline(offline, user, 'build-1');
    expect(offline.getQueryData(['shopping'])).toEqual(list);
    expect(offline.getQueryData(['favorites', 'list'])).toEqual([{ title: 'Soupe de potiron' }]);
    stopOnline();
  });
});
