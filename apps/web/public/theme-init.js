// Applies the saved theme before the first paint (no flash of the wrong theme). Kept outside
// index.html because the Content-Security-Policy allows scripts from 'self' only.
// Must stay in sync with src/lib/theme.ts (same key, same values).
(() => {
  let theme = null;
  try {
    const raw = window.localStorage.getItem('theme-storage');
    if (raw === 'dark' || raw === 'light') theme = raw;
  } catch {
    theme = null;
  }
  if (!theme) {
    theme = window.matchMedia?.('(prefers-color-scheme: dark)').matches ? 'dark' : 'light';
  }
  const root = document.documentElement;
  root.classList.toggle('dark', theme === 'dark');
  root.style.colorScheme = theme;
})();
