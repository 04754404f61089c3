// Applies the saved theme before the first paint (no flash of the wrong theme), and hides the
// dismissed FREE30 banner of the prerendered landing. Kept outside
// index.html because the Content-Security-Policy allows scripts from 'self' only.
// Must stay in sync with src/lib/theme-store.ts (same key, same values).
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
  // The landing is prerendered with the FREE30 banner: hide it before the first paint for those
  // who dismissed it (src/features/landing/components/promo-banner.tsx, same key and value).
  try {
    if (window.localStorage.getItem('promo-banner-dismissed') === 'true') {
      root.dataset.promoDismissed = 'true';
    }
  } catch {
    // Storage unavailable: the banner shows, as it would anyway.
  }
})();
