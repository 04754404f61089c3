import { Workbox } from 'workbox-window';
import { offerUpdate } from './update-store';

// The app's service worker (dist/sw.js, made by scripts/build.mjs with Workbox): registered once
// the page has loaded, on the app's pages only — the landing stays as light as it is. A tab left
// open looks for a new build every hour and when it is shown again.

const LOOK_FOR_UPDATES_MS = 60 * 60 * 1000;

export function registerServiceWorker(): void {
  if (!('serviceWorker' in navigator) || import.meta.env.DEV) return;
  const workbox = new Workbox('/sw.js', { scope: '/' });
  workbox.addEventListener('waiting', () => {
    offerUpdate(() => {
      workbox.addEventListener('controlling', () => window.location.reload());
      workbox.messageSkipWaiting();
    });
  });
  void workbox.register().catch(() => undefined);
  const lookForUpdate = () => void workbox.update().catch(() => undefined);
  setInterval(lookForUpdate, LOOK_FOR_UPDATES_MS);
  document.addEventListener('visibilitychange', () => {
    if (document.visibilityState === 'visible') lookForUpdate();
  });
}
