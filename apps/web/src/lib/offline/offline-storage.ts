import { createStore, del, get, promisifyRequest, type UseStore, update } from 'idb-keyval';
import type { OutboxStorage } from './outbox';
import type { QueuedEntry } from './queued-changes';

// What the app keeps in the browser for offline use, in IndexedDB and per user (decision 036):
// the last data read (`cache:<user>`) and the changes not yet sent (`outbox:<user>`), plus which
// user last used the app on this device (`last-user`), to open their data before the server
// answers. Never in localStorage (decision 015). Sign-out erases the user's data.

let store: UseStore | undefined;

function offlineStore(): UseStore {
  store ??= createStore('mijote-offline', 'keyval');
  return store;
}

export const cacheKey = (userId: string) => `cache:${userId}`;
const outboxKey = (userId: string) => `outbox:${userId}`;
const LAST_USER_KEY = 'last-user';

/** Whether this browser can keep anything offline (not in some private modes). */
export function hasOfflineStorage(): boolean {
  return typeof indexedDB !== 'undefined';
}

export function readOffline<T>(key: string): Promise<T | undefined> {
  return get<T>(key, offlineStore());
}

/**
 * Committed at once rather than when the put's answer comes back: the kept data is also written
 * as the page is hidden (offline-cache.ts), and a page left before that round trip takes its
 * uncommitted transactions with it — Chromium aborts them, and the favourites read just before
 * leaving were missing from the next load, offline.
 */
export function writeOffline(key: string, value: unknown): Promise<void> {
  return offlineStore()('readwrite', (store) => {
    store.put(value, key);
    store.transaction.commit();
    return promisifyRequest(store.transaction);
  });
}

export function deleteOffline(key: string): Promise<void> {
  return del(key, offlineStore());
}

export function outboxStorage(userId: string): OutboxStorage {
  const key = outboxKey(userId);
  return {
    read: async () => (await get<QueuedEntry[]>(key, offlineStore())) ?? [],
    update: (change) =>
      update<QueuedEntry[]>(key, (entries) => change(entries ?? []), offlineStore()),
  };
}

export function readLastUser(): Promise<string | undefined> {
  return readOffline<string>(LAST_USER_KEY);
}

export function writeLastUser(userId: string): Promise<void> {
  return writeOffline(LAST_USER_KEY, userId);
}

/** Sign-out: the user's cached data and unsent changes leave this browser. */
export async function forgetUser(userId: string): Promise<void> {
  const s = offlineStore();
  await Promise.all([del(cacheKey(userId), s), del(outboxKey(userId), s)]);
  if ((await get<string>(LAST_USER_KEY, s)) === userId) await del(LAST_USER_KEY, s);
}
