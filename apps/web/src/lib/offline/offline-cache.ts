import {
  type DehydratedState,
  dehydrate,
  hydrate,
  type Query,
  type QueryClient,
} from '@tanstack/react-query';
import { cacheKey, deleteOffline, readOffline, writeOffline } from './offline-storage';

// The data a household needs in the shop, kept from the last sync (decision 036): TanStack
// Query's cache, dehydrated to IndexedDB per user, hydrated back at start so that the list, the
// fridge, the planning, the favourites and the last suggestions open without a network.

/** What is stored: the queries, when they were written, and by which build. */
export type PersistedClient = { timestamp: number; buster: string; clientState: DehydratedState };

/**
 * The queries kept, by their first key, most needed first: when the household's data outgrows
 * the bound, the last ones are left out first.
 */
export const OFFLINE_QUERY_ROOTS = [
  'me',
  'shopping',
  'fridge',
  'planning',
  'dashboard',
  'favorites',
  // « Mes recettes », read in the kitchen as much as at the shop.
  'own-recipes',
  'suggestions',
  'household',
] as const;

/** At most this much is kept per user (measured as JSON text, what IndexedDB stores). */
export const OFFLINE_CACHE_MAX_BYTES = 2 * 1024 * 1024;
/** Data older than this is not shown offline: a week-old list misleads more than it helps. */
export const OFFLINE_CACHE_MAX_AGE_MS = 7 * 24 * 60 * 60 * 1000;
/** Writes are gathered: a burst of ticks is one write. */
const WRITE_EVERY_MS = 400;

const rootOf = (query: Pick<Query, 'queryKey'>) => String(query.queryKey[0]);

/** Whether a query belongs to one of the kept groups (OFFLINE_QUERY_ROOTS). */
export function isOfflineGroup(query: Pick<Query, 'queryKey'>): boolean {
  return (OFFLINE_QUERY_ROOTS as readonly string[]).includes(rootOf(query));
}

/**
 * A query of the kept groups that has data (its last refresh may have failed, offline), unless it
 * says `meta: { keptOffline: false }`: a state of one visit, not data of the household.
 */
export function isKeptOffline(query: Pick<Query, 'queryKey' | 'state' | 'meta'>): boolean {
  return (
    isOfflineGroup(query) && query.state.data !== undefined && query.meta?.keptOffline !== false
  );
}

/**
 * The persisted client as JSON, within `maxBytes`: whole groups of queries are left out, the
 * least needed first, until it fits. Returns the text and what it measures.
 */
export function boundedSnapshot(
  client: PersistedClient,
  maxBytes = OFFLINE_CACHE_MAX_BYTES,
): { text: string; bytes: number; leftOut: string[] } {
  const leftOut: string[] = [];
  let kept = client;
  for (;;) {
    const text = JSON.stringify(kept);
    const bytes = new TextEncoder().encode(text).length;
    const dropped = [...OFFLINE_QUERY_ROOTS]
      .reverse()
      .find(
        (root) =>
          !leftOut.includes(root) &&
          kept.clientState.queries.some((query) => rootOf(query) === root),
      );
    if (bytes <= maxBytes || dropped === undefined || dropped === 'me') {
      return { text, bytes, leftOut };
    }
    leftOut.push(dropped);
    kept = {
      ...kept,
      clientState: {
        ...kept.clientState,
        queries: kept.clientState.queries.filter((query) => rootOf(query) !== dropped),
      },
    };
  }
}

/**
 * Restores `userId`'s kept data into `queryClient` (hydrate never writes over fresher data), then
 * keeps it written as the cache changes, at most every WRITE_EVERY_MS and when the page is hidden.
 * `buster` is the build: another build's data is not read back (its shape may differ).
 */
export async function keepOffline(
  queryClient: QueryClient,
  userId: string,
  buster: string,
  now: () => number = Date.now,
): Promise<() => void> {
  // Kept as long as they are kept on disk: TanStack Query drops a query no screen has used for
  // gcTime (5 minutes by default), and the next write would then erase it from the kept data —
  // the favourites read before leaving, gone by the time the family is in the shop.
  for (const root of OFFLINE_QUERY_ROOTS) {
    queryClient.setQueryDefaults([root], { gcTime: OFFLINE_CACHE_MAX_AGE_MS });
  }
  const key = cacheKey(userId);
  const text = await readOffline<string>(key);
  const kept = text ? (JSON.parse(text) as PersistedClient) : undefined;
  if (kept && kept.buster === buster && now() - kept.timestamp <= OFFLINE_CACHE_MAX_AGE_MS) {
    // Shown until the server answers, never taken for an answer: each is fetched again when a
    // page uses it (the session above all — it may have ended on another device).
    hydrate(queryClient, {
      ...kept.clientState,
      queries: kept.clientState.queries.map((query) => ({
        ...query,
        state: { ...query.state, isInvalidated: true },
      })),
    });
  } else if (kept) {
    await deleteOffline(key);
  }

  let timer: ReturnType<typeof setTimeout> | undefined;
  const write = async () => {
    clearTimeout(timer);
    timer = undefined;
    const clientState = dehydrate(queryClient, { shouldDehydrateQuery: isKeptOffline });
    await writeOffline(key, boundedSnapshot({ timestamp: now(), buster, clientState }).text);
  };
  const writeSoon = () => {
    timer ??= setTimeout(() => void write().catch(() => undefined), WRITE_EVERY_MS);
  };
  const unsubscribe = queryClient.getQueryCache().subscribe((event) => {
    if (event.type === 'updated' || event.type === 'removed') writeSoon();
  });
  // Answers that came while the kept data was being read — the first page's reads, fetched by
  // its loader — are kept too: the page takes them as they are and may not ask again for a while.
  const keptSince = kept?.timestamp ?? 0;
  const isNewer = (query: Query) => isKeptOffline(query) && query.state.dataUpdatedAt > keptSince;
  if (queryClient.getQueryCache().getAll().some(isNewer)) writeSoon();
  const onHide = () => {
    if (timer !== undefined) void write().catch(() => undefined);
  };
  // A phone may end a page it put in the background without a pagehide: being hidden is the
  // last moment the page is sure to run.
  const onVisibility = () => {
    if (document.visibilityState === 'hidden') onHide();
  };
  window.addEventListener('pagehide', onHide);
  document.addEventListener('visibilitychange', onVisibility);
  return () => {
    unsubscribe();
    window.removeEventListener('pagehide', onHide);
    document.removeEventListener('visibilitychange', onVisibility);
    onHide();
  };
}
