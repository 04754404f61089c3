import { STORAGE_KEYS } from '@mijote/contracts/constants';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { LandingApp } from './app/landing-app';
import { LANGUAGE } from './lib/i18n-options';
import { forgetRetiredStorage, writeStorage } from './lib/storage';

/**
 * Makes the landing interactive: hydrates the prerendered page (landing.html), or renders it from
 * scratch where there is none (the Vite dev server). Loaded by src/landing-main.ts.
 */
export function startLanding(container: HTMLElement): void {
  forgetRetiredStorage();
  writeStorage(STORAGE_KEYS.language, LANGUAGE);
  if (container.firstElementChild) hydrateRoot(container, <LandingApp />);
  else createRoot(container).render(<LandingApp />);
}
