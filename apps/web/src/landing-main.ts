import './index.css';
import { refreshCopyrightYear } from './features/landing/copyright-year';
import { runEarlyAction, syncThemeLabels } from './features/landing/early-actions';

// Entry of landing.html, served at `/`. The page arrives prerendered and complete: its links
// are plain links, its text is there, it paints before any script. React and the landing's
// components (≈ 100 kB of gzipped script) load when the visitor shows intent — a touch, a key,
// a focus, a scroll — not on arrival, so a phone on a slow network pays nothing for a page it
// only reads. A button with an early action (the theme, the banner's close, the download link)
// answers at once without React (features/landing/early-actions.ts); a click on another button
// before React is ready is held, then replayed on the hydrated button (hydration keeps the same
// DOM nodes).

// Before anything can hydrate: the prerendered footer says the year of the build, and the theme
// button the label of the theme public/theme-init.js applied.
refreshCopyrightYear(document);
syncThemeLabels(document);

const INTENT_EVENTS = ['pointerdown', 'touchstart', 'keydown', 'focusin', 'scroll'] as const;

const container = document.getElementById('root');
if (!container) throw new Error('#root is missing from landing.html');

let started: Promise<void> | undefined;
let isReady = false;

function start(): Promise<void> {
  started ??= import('./landing-hydrate').then(({ startLanding }) => {
    startLanding(container as HTMLElement);
    for (const type of INTENT_EVENTS) window.removeEventListener(type, onIntent, true);
    // Hydration commits in a task of its own: let it settle before replaying a click.
    return new Promise<void>((resolve) => setTimeout(resolve, 0));
  });
  return started.then(() => {
    isReady = true;
  });
}

function onIntent(event: Event): void {
  // A button that answers without React starts it after its answer has painted (below): loading
  // and running React between the pointer going down and the click would hold the answer back.
  if (event.target instanceof Element && event.target.closest('[data-early-action]')) return;
  void start();
}

/** Starts React once the frame showing an early action's answer is on screen. */
function startAfterNextPaint(): void {
  requestAnimationFrame(() => setTimeout(() => void start(), 0));
}

for (const type of INTENT_EVENTS) {
  window.addEventListener(type, onIntent, { capture: true, passive: true });
}

document.addEventListener(
  'click',
  (event) => {
    if (isReady || !(event.target instanceof Element)) return;
    const button = event.target.closest('button');
    if (!button || !container.contains(button)) return;
    event.preventDefault();
    event.stopPropagation();
    if (runEarlyAction(button)) startAfterNextPaint();
    else void start().then(() => button.click());
  },
  true,
);

// Nothing prerendered (the Vite dev server): render now.
if (!container.firstElementChild) void start();
