import { useSyncExternalStore } from 'react';

// A new build's service worker is installed and waits (decision 036): the app says so and
// reloads onto it only when the user taps « Recharger », never by itself in the middle of an edit.
// Kept apart from service-worker.ts so that the screens do not load Workbox to read it.

let applyUpdate: (() => void) | undefined;
const listeners = new Set<() => void>();

export function offerUpdate(apply: (() => void) | undefined): void {
  applyUpdate = apply;
  for (const listener of listeners) listener();
}

/** The reload onto the new version, when one waits. */
export function useWaitingUpdate(): (() => void) | undefined {
  return useSyncExternalStore(
    (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    () => applyUpdate,
  );
}
