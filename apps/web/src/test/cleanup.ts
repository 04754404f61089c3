import { cleanup } from '@testing-library/react';
import { afterEach, beforeAll, vi } from 'vitest';
import { resetOutbox } from '@/lib/offline/offline-session';

// Vitest runs without globals here, so Testing Library cannot register its own cleanup:
// every component test imports this module to unmount between tests and restore globals.
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.useRealTimers();
  localStorage.clear();
  // The offline queue is the app's one queue: a change a test left unanswered must not hold the
  // next test's « Supprimer cochés » (it waits for the queue).
  resetOutbox();
});

// The toast region (Radix) loads with the first toast of the app: imported here once, so a test
// that waits for a toast measures the screen, not the first import of Radix on a busy machine.
beforeAll(async () => {
  await import('@/components/ui/toast-region');
});
