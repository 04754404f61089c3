import { useSyncExternalStore } from 'react';
import { currentTheme, subscribeToTheme, type Theme, toggleTheme } from './theme-store';

/** The theme as React sees it (lib/theme-store.ts), following every change. */
export function useTheme(): { theme: Theme; toggleTheme: () => void } {
  const theme = useSyncExternalStore(subscribeToTheme, currentTheme, () => 'light' as const);
  return { theme, toggleTheme };
}
