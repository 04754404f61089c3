// After a deploy, a tab opened before it still asks for the old build's chunks when the user
// opens another page; their hashed names are gone from the server (a 404). Rather than the error
// page, the tab loads the page it was opening once more, from the server, on the new build. A
// second failure within a minute is a real outage: the error page then shows as it would.

const RELOADED_AT = 'mijote:reloaded-for-new-build';
const RETRY_AFTER_MS = 60_000;

function lastReload(): number {
  try {
    return Number(window.sessionStorage.getItem(RELOADED_AT) ?? 0);
  } catch {
    return 0;
  }
}

function remember(now: number): boolean {
  try {
    window.sessionStorage.setItem(RELOADED_AT, String(now));
    return true;
  } catch {
    // Nowhere to remember it: reloading could loop, so the error page shows instead.
    return false;
  }
}

/**
 * Vite's `vite:preloadError`: a chunk or its stylesheet could not be loaded. `target` is where the
 * app was going (the router's pending navigation: a page's chunk loads before its URL shows), or
 * undefined for the page on screen.
 */
export function reloadOnStaleBuild(
  target: () => string | undefined,
  now: () => number = Date.now,
  load: (url: string) => void = (url) => window.location.assign(url),
): () => void {
  const onPreloadError = (event: Event) => {
    const time = now();
    if (time - lastReload() < RETRY_AFTER_MS || !remember(time)) return;
    event.preventDefault();
    load(target() ?? window.location.href);
  };
  window.addEventListener('vite:preloadError', onPreloadError);
  return () => window.removeEventListener('vite:preloadError', onPreloadError);
}
