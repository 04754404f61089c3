import type { QueryClient } from '@tanstack/react-query';
import { useSyncExternalStore } from 'react';
import { ApiError } from '../http';
import { keepOffline, OFFLINE_QUERY_ROOTS } from './offline-cache';
import {
  forgetUser,
  hasOfflineStorage,
  outboxStorage,
  readLastUser,
  writeLastUser,
} from './offline-storage';
import { memoryStorage, Outbox, type OutboxSnapshot, type QueueOutcome } from './outbox';
import { type QueuedChange, type QueuedEntry, sendQueuedChange } from './queued-changes';

// Whose offline data and queue are open (decision 036). At start, the last user of this device
// (their data shows before the server answers, and offline it never does); then whoever GET
// /api/me names. Until a user is known, and in tests, changes go through a queue in memory.

/** What the screens do when a change made before a reload is applied or refused. */
export type OutboxHandlers = {
  onApplied?: (entry: QueuedEntry, result: unknown) => void;
  onRefused?: (entry: QueuedEntry, error: unknown) => void;
};

const handlers: OutboxHandlers = {};
const isOnline = () => typeof navigator === 'undefined' || navigator.onLine !== false;

function memoryOutbox(): Outbox {
  return new Outbox({
    storage: memoryStorage(),
    send: sendQueuedChange,
    isOnline,
    onApplied: (entry, result) => handlers.onApplied?.(entry, result),
    onRefused: (entry, error) => handlers.onRefused?.(entry, error),
  });
}

let outbox = memoryOutbox();
let openUserId: string | undefined;
let closeUser: (() => void) | undefined;
const outboxListeners = new Set<() => void>();

function setOutbox(next: Outbox): void {
  outbox = next;
  for (const listener of outboxListeners) listener();
}

/** An empty queue in memory, the last one stopped: each component test starts from it. */
export function resetOutbox(): void {
  closeUser?.();
  outbox.stop();
  setOutbox(memoryOutbox());
}

export function setOutboxHandlers(next: OutboxHandlers): () => void {
  Object.assign(handlers, next);
  return () => {
    if (handlers.onApplied === next.onApplied) delete handlers.onApplied;
    if (handlers.onRefused === next.onRefused) delete handlers.onRefused;
  };
}

/** Queues a change of the list or the fridge; see Outbox.queue. `label` names it in messages. */
export function queueChange<C extends QueuedChange>(
  change: C,
  label: string,
): Promise<QueueOutcome<C['kind']>> {
  return outbox.queue(change, label);
}

/**
 * Waits for the changes queued so far to reach the server; throws OUTBOX_PENDING when they wait
 * for the network. What acts on the whole list (« Supprimer cochés », « Ranger au frigo »)
 * calls it first, so that it acts on the list as the user last left it.
 */
export async function afterQueuedChanges(): Promise<void> {
  if (!(await outbox.settled())) throw new ApiError(0, 'OUTBOX_PENDING');
}

function subscribe(listener: () => void): () => void {
  outboxListeners.add(listener);
  let unsubscribe = outbox.subscribe(listener);
  const follow = () => {
    unsubscribe();
    unsubscribe = outbox.subscribe(listener);
  };
  outboxListeners.add(follow);
  return () => {
    outboxListeners.delete(listener);
    outboxListeners.delete(follow);
    unsubscribe();
  };
}

/** The changes waiting, and whether they are being sent or wait for the network. */
export function useOutbox(): OutboxSnapshot {
  return useSyncExternalStore(subscribe, () => outbox.getSnapshot());
}

/** The build's id: data kept by another build is not read back (its shape may differ). */
const BUILD = __BUILD_ID__;

/** Only one tab sends a user's queue at a time (Web Locks), the others wait their turn. */
function exclusiveFor(userId: string): ((run: () => Promise<void>) => Promise<void>) | undefined {
  const locks = typeof navigator === 'undefined' ? undefined : navigator.locks;
  if (!locks) return undefined;
  return async (run) => {
    await locks.request(`mijote-outbox:${userId}`, run);
  };
}

async function openUser(queryClient: QueryClient, userId: string): Promise<void> {
  closeUser?.();
  openUserId = userId;
  const channel =
    typeof BroadcastChannel === 'undefined'
      ? undefined
      : new BroadcastChannel(`mijote-outbox:${userId}`);
  const exclusive = exclusiveFor(userId);
  const next = new Outbox({
    storage: outboxStorage(userId),
    send: sendQueuedChange,
    isOnline,
    ...(exclusive ? { exclusive } : {}),
    announce: () => channel?.postMessage('changed'),
    onApplied: (entry, result) => handlers.onApplied?.(entry, result),
    onRefused: (entry, error) => handlers.onRefused?.(entry, error),
  });
  // Another tab queued or sent a change: read the queue again (and send, if it waits).
  const onMessage = () => void next.load().then(() => next.drain());
  channel?.addEventListener('message', onMessage);
  const onOnline = () => void next.drain();
  window.addEventListener('online', onOnline);
  setOutbox(next);
  let stopCache: (() => void) | undefined;
  let isClosed = false;
  closeUser = () => {
    isClosed = true;
    next.stop();
    stopCache?.();
    channel?.close();
    window.removeEventListener('online', onOnline);
    closeUser = undefined;
    openUserId = undefined;
  };
  const stop = await keepOffline(queryClient, userId, BUILD).catch(() => undefined);
  if (isClosed) stop?.();
  else stopCache = stop;
  await next.load();
  void next.drain();
}

/** At start: the last user's data, before GET /api/me answers (offline, it will not). */
export async function openLastUser(queryClient: QueryClient): Promise<void> {
  if (!hasOfflineStorage()) return;
  try {
    const userId = await readLastUser();
    if (userId && openUserId === undefined) await openUser(queryClient, userId);
  } catch {
    // No IndexedDB after all (a private mode): the app works online as before.
  }
}

/**
 * GET /api/me named `userId` (null: nobody is signed in). Another user's data leaves memory, and
 * the user's own is opened; nobody signed in keeps the stored data for when they come back.
 */
export async function followSignedInUser(
  queryClient: QueryClient,
  userId: string | null,
): Promise<void> {
  if (userId === openUserId || !hasOfflineStorage()) return;
  if (openUserId !== undefined) {
    closeUser?.();
    for (const root of OFFLINE_QUERY_ROOTS) {
      if (root !== 'me') queryClient.removeQueries({ queryKey: [root] });
    }
    setOutbox(memoryOutbox());
  }
  if (userId === null) return;
  try {
    await writeLastUser(userId);
    await openUser(queryClient, userId);
    // The browser may then keep the data under storage pressure; a refusal changes nothing.
    void navigator.storage?.persist?.().catch(() => false);
  } catch {
    // No IndexedDB: the memory queue goes on serving this visit.
  }
}

/** Sign-out: the user's kept data and unsent changes leave this browser. */
export async function forgetSignedInUser(userId: string): Promise<void> {
  if (openUserId === userId) {
    await Promise.race([outbox.drain(), new Promise((resolve) => setTimeout(resolve, 3_000))]);
    closeUser?.();
  }
  setOutbox(memoryOutbox());
  if (hasOfflineStorage()) await forgetUser(userId).catch(() => undefined);
}
