import { STORAGE_KEYS } from '@mijote/contracts/constants';
import { writeStorage } from './storage';

// The theme without React: a class on <html> (spec section 4), saved under one storage key.
// public/theme-init.js sets it before the first paint from the same key; the landing's early
// actions (features/landing/early-actions.ts) change it before React is there; `useTheme`
// (lib/theme.ts) follows it afterwards.

export type Theme = 'light' | 'dark';

export function currentTheme(): Theme {
  return document.documentElement.classList.contains('dark') ? 'dark' : 'light';
}

export function applyTheme(theme: Theme): void {
  const root = document.documentElement;
  root.classList.toggle('dark', theme === 'dark');
  root.style.colorScheme = theme;
}

const listeners = new Set<() => void>();

export function setTheme(theme: Theme): void {
  applyTheme(theme);
  writeStorage(STORAGE_KEYS.theme, theme);
  for (const listener of listeners) listener();
}

export function toggleTheme(): Theme {
  const next = currentTheme() === 'dark' ? 'light' : 'dark';
  setTheme(next);
  return next;
}

export function subscribeToTheme(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}
