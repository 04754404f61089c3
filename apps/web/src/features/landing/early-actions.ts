import { scrollToSection } from '@/lib/scroll';
import { currentTheme, toggleTheme } from '@/lib/theme-store';
import { dismissPromo } from './promo-store';
import { SECTION_IDS } from './section-ids';

// What the prerendered landing's buttons do before React is loaded (src/landing-main.ts). A
// button marked `data-early-action` answers at the tap — on a phone-speed CPU React takes about
// a second to arrive — and hydration then starts from the state the action left (each action
// writes the same store its component reads). Other buttons wait for React, which replays them.

const EARLY_ACTIONS: Record<string, () => void> = {
  'toggle-theme': () => {
    toggleTheme();
    syncThemeLabels();
  },
  'dismiss-promo': dismissPromo,
  'scroll-to-download': () => scrollToSection(SECTION_IDS.download),
};

/** Runs the early action of `button`, if it has one; says whether it did. */
export function runEarlyAction(button: Element): boolean {
  const action = EARLY_ACTIONS[button.getAttribute('data-early-action') ?? ''];
  if (!action) return false;
  action();
  return true;
}

/**
 * Gives each theme button the label of the current theme (the prerender says the light one's),
 * from the two labels it carries (components/ui/theme-toggle.tsx).
 */
export function syncThemeLabels(root: ParentNode = document): void {
  const theme = currentTheme();
  for (const button of Array.from(
    root.querySelectorAll<HTMLElement>('[data-early-action="toggle-theme"]'),
  )) {
    const label = button.getAttribute(`data-label-${theme}`);
    if (!label) continue;
    button.setAttribute('aria-label', label);
    button.setAttribute('title', label);
  }
}
