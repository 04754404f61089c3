// First: before any of the contracts' schemas is built.
import './lib/zod-config';
import './index.css';
import './lib/i18n';
import { onlineManager } from '@tanstack/react-query';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { AppProviders, createQueryClient } from './app/providers';
import { AppRouter, createAppRouter } from './app/router';
import { readFirstInto } from './lib/page-first-reads';
import { forgetRetiredStorage } from './lib/storage';

forgetRetiredStorage();

const container = document.getElementById('root');
if (!container) throw new Error('#root is missing from index.html');

// TanStack Query assumes a network until the browser says otherwise: a page opened offline would
// try every query and fail, where it should wait for the network (decision 036).
onlineManager.setOnline(navigator.onLine !== false);
const queryClient = createQueryClient();
readFirstInto(queryClient);

// The start in three tasks rather than one (decision 039): the modules' evaluation, then the
// router's first navigation (which asks for the page's code and reads), then the first render.
// A phone's main thread is never held for the sum of them: a tap in between is answered, and
// Lighthouse's blocking time counts each task's time over 50 ms.
const inNextTask = (run: () => void) => setTimeout(run, 0);
inNextTask(() => {
  const router = createAppRouter();
  inNextTask(() =>
    createRoot(container).render(
      <StrictMode>
        <AppProviders queryClient={queryClient}>
          <AppRouter router={router} />
        </AppProviders>
      </StrictMode>,
    ),
  );
});

// The last user's data kept on this device opens before the server answers, and without a
// network at all (decision 036); the service worker comes once the page has loaded.
void import('./lib/offline/offline-session').then((offline) => offline.openLastUser(queryClient));

const registerWorker = () =>
  void import('./lib/offline/service-worker').then((worker) => worker.registerServiceWorker());
if (document.readyState === 'complete') registerWorker();
else window.addEventListener('load', registerWorker, { once: true });
