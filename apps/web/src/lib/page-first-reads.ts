import { type FetchQueryOptions, onlineManager, type QueryClient } from '@tanstack/react-query';
import { meQuery } from '@/lib/session';

// The page the app opens on draws once, with its data (decision 039): its route's loader waits
// for the page's first reads — which its HTML already asked for (build-plugins/first-reads.ts),
// so their answers are usually there — before the router draws it. Without it the page was drawn
// empty, painted, then drawn again as each answer came: on a phone, 100–300 ms of work per answer
// after the first paint. Only the first page waits, and never long: a page reached from the
// menu shows at once with its loading state, as does a page opened offline or on a network that
// does not answer within WAIT_MS.

/**
 * A query a page reads first: the same options its hook uses, so that it finds the answer; a
 * function when they depend on the moment the page opens (the planning's « from today »).
 */
// biome-ignore lint/suspicious/noExplicitAny: each read has its own data type; only its key and function matter here.
type Read = FetchQueryOptions<any, any, any, any>;
export type FirstRead = Read | (() => Read);

export const FIRST_READS_WAIT_MS = 2_000;

let client: QueryClient | undefined;
/** The dashboard pages drawn since the app opened (each runs its loader once). */
let pagesDrawn = 0;

/** The app's query client, where the first page's reads go (main.tsx). */
export function readFirstInto(queryClient: QueryClient): void {
  client = queryClient;
  pagesDrawn = 0;
}

/**
 * Whether the page being drawn is the one the app opened on (main.tsx having called
 * readFirstInto): it draws its first screen at once and the rest in turns (components/in-turn.tsx).
 */
export function isOpeningPage(): boolean {
  return client !== undefined && pagesDrawn <= 1;
}

/** The loader of a dashboard page whose first reads are `reads` (the session's besides). */
export function firstReadsLoader(reads: readonly FirstRead[], waitMs = FIRST_READS_WAIT_MS) {
  return async (): Promise<null> => {
    const isFirst = pagesDrawn === 0;
    pagesDrawn += 1;
    if (!client || !isFirst || !onlineManager.isOnline()) return null;
    const queryClient = client;
    const missing = [
      meQuery,
      ...reads.map((read) => (typeof read === 'function' ? read() : read)),
    ].filter((read) => queryClient.getQueryData(read.queryKey) === undefined);
    if (missing.length === 0) return null;
    let timer: ReturnType<typeof setTimeout> | undefined;
    await Promise.race([
      // A failure is the page's to show, through its own query: never the loader's.
      Promise.all(missing.map((read) => queryClient.prefetchQuery({ ...read, retry: false }))),
      new Promise((resolve) => {
        timer = setTimeout(resolve, waitMs);
      }),
    ]);
    clearTimeout(timer);
    return null;
  };
}
