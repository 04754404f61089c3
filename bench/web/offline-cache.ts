import {
  boundedSnapshot,
  OFFLINE_CACHE_MAX_BYTES,
  type PersistedClient,
} from '../../apps/web/src/lib/offline/offline-cache';
import { atMost, recordFigure } from '../lib/summary';
import { seedHousehold, signedInCookie, startProductionServer } from './_server-process';

// How much a busy household's data weighs in the browser's offline cache (decision 036): the
// production server, a family's week (seedHousehold) plus a long list and a full fridge, then
// every answer the dashboard's pages keep offline, put together as the app stores them (the JSON
// of TanStack Query's dehydrated cache) and measured with the app's own bound.
// Budget: OFFLINE_CACHE_MAX_BYTES (2 MB) for the whole, nothing left out.

const EXTRA_LIST_ITEMS = 80;
const EXTRA_FRIDGE_ITEMS = 50;

/** The answers the pages keep, under the query key they are kept under. */
const KEPT: readonly { key: unknown[]; path: (day: (n: number) => string) => string }[] = [
  { key: ['me'], path: () => '/api/me' },
  { key: ['shopping'], path: () => '/api/shopping/items' },
  { key: ['fridge', 'items'], path: () => '/api/fridge/items' },
  { key: ['planning', 'week'], path: (day) => `/api/planning/meals?from=${day(-1)}&to=${day(13)}` },
  { key: ['dashboard', 'stats'], path: () => '/api/dashboard/stats' },
  { key: ['dashboard', 'upcoming'], path: () => '/api/dashboard/upcoming' },
  { key: ['favorites'], path: () => '/api/favorites' },
  { key: ['suggestions', 'recent'], path: () => '/api/suggestions/recent' },
  { key: ['household'], path: () => '/api/household' },
];

export default async function offlineCache() {
  const server = await startProductionServer();
  try {
    const { baseUrl } = server;
    const cookie = await signedInCookie(baseUrl);
    await seedHousehold(baseUrl, cookie);
    const post = async (path: string, body: unknown) => {
      const response = await fetch(`${baseUrl}${path}`, {
        method: 'POST',
        headers: { origin: baseUrl, cookie, 'content-type': 'application/json' },
        body: JSON.stringify(body),
      });
      if (!response.ok) throw new Error(`${path}: ${response.status}`);
    };
    for (let i = 0; i < EXTRA_LIST_ITEMS; i++) {
      await post('/api/shopping/items', { name: `Article de la semaine numéro ${i + 1}` });
    }
    for (let i = 0; i < EXTRA_FRIDGE_ITEMS; i++) {
      await post('/api/fridge/items', { name: `Reste du frigo numéro ${i + 1}`, quantity: 2 });
    }
    const day = (offset: number) =>
      new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);
    const queries = [];
    for (const { key, path } of KEPT) {
      const response = await fetch(`${baseUrl}${path(day)}`, { headers: { cookie } });
      if (!response.ok) throw new Error(`${path(day)}: ${response.status}`);
      queries.push({
        queryKey: key,
        queryHash: JSON.stringify(key),
        state: {
          data: await response.json(),
          dataUpdateCount: 1,
          dataUpdatedAt: Date.now(),
          error: null,
          errorUpdateCount: 0,
          errorUpdatedAt: 0,
          fetchFailureCount: 0,
          fetchFailureReason: null,
          fetchMeta: null,
          isInvalidated: false,
          status: 'success',
          fetchStatus: 'idle',
        },
      });
    }
    const client = {
      timestamp: Date.now(),
      buster: 'bench',
      clientState: { mutations: [], queries },
    } as unknown as PersistedClient;
    const { bytes, leftOut } = boundedSnapshot(client);
    console.log(
      `A household with ${EXTRA_LIST_ITEMS + 6}+ list items, ${EXTRA_FRIDGE_ITEMS + 6} fridge items, 3 meals, 2 favourites:`,
    );
    for (const query of queries) {
      const size = new TextEncoder().encode(JSON.stringify(query)).length;
      console.log(`  ${JSON.stringify(query.queryKey).padEnd(28)} ${(size / 1024).toFixed(1)} kB`);
    }
    console.log(
      `  kept offline: ${(bytes / 1024).toFixed(1)} kB of ${OFFLINE_CACHE_MAX_BYTES / 1024} kB allowed` +
        (leftOut.length > 0 ? ` (left out: ${leftOut.join(', ')})` : ', nothing left out'),
    );
    recordFigure({
      name: 'offline cache of a busy household',
      value: Math.round(bytes / 1024),
      unit: 'kB',
      budget: atMost(OFFLINE_CACHE_MAX_BYTES / 1024),
    });
  } finally {
    await server.stop();
  }
}
