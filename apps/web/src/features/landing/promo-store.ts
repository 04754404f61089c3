import { STORAGE_KEYS } from '@mijote/contracts/constants';
import { readStorage, writeStorage } from '@/lib/storage';

// Whether the FREE30 banner was dismissed, without React: the prerendered landing can dismiss it
// before React is there (early-actions.ts), and PromoBanner follows it afterwards.

const listeners = new Set<() => void>();

export const isPromoDismissed = () => readStorage(STORAGE_KEYS.promoBannerDismissed) === 'true';

export function subscribeToPromo(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Hides the banner now (CSS, public/theme-init.js's mark) and on later visits. */
export function dismissPromo(): void {
  writeStorage(STORAGE_KEYS.promoBannerDismissed, 'true');
  document.documentElement.dataset.promoDismissed = 'true';
  for (const listener of listeners) listener();
}
