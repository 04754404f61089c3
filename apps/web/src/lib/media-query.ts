import { useCallback, useSyncExternalStore } from 'react';

/** Tailwind's `lg:` (64rem): the width from which the dashboard shows its sidebar. */
export const WIDE_SCREEN = '(min-width: 64rem)';

/**
 * Whether the screen matches `query` now, following its changes (a phone turned, a window
 * resized). For what a width hides altogether: CSS hides an element, it does not spare the phone
 * its render nor the requests its components make.
 */
export function useMediaQuery(query: string): boolean {
  const subscribe = useCallback(
    (onChange: () => void) => {
      const list = window.matchMedia(query);
      list.addEventListener('change', onChange);
      return () => list.removeEventListener('change', onChange);
    },
    [query],
  );
  return useSyncExternalStore(
    subscribe,
    () => window.matchMedia(query).matches,
    () => false,
  );
}
