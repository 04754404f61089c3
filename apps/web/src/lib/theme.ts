import { STORAGE_KEYS } from '@mijote/contracts/constants';
import { useCallback, useSyncExternalStore } from 'react';
import { readStorage, writeStorage } from './storage';

// The theme is a class on <html> (spec section 4). public/theme-init.js sets it before the first
// paint from the same storage key; this module keeps it in sync afterwards.

export type Theme = 'light' | 'dark';

export function readStoredTheme(): Theme | null {
  const raw = readStorage(STORAGE_KEYS.theme);
  return raw === 'dark' || raw === 'light' ? raw : null;
}

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

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function useTheme(): { theme: Theme; toggleTheme: () => void } {
  const theme = useSyncExternalStore(subscribe, currentTheme, () => 'light' as const);
  const toggleTheme = useCallback(() => setTheme(currentTheme() === 'dark' ? 'light' : 'dark'), []);
  return { theme, toggleTheme };
}
