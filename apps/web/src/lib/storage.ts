// localStorage can throw (private mode, disabled storage, quota): the app must keep working
// without it, so every access goes through these helpers.

export function readStorage(key: string): string | null {
  try {
    return window.localStorage.getItem(key);
  } catch {
    return null;
  }
}

export function writeStorage(key: string, value: string): void {
  try {
    window.localStorage.setItem(key, value);
  } catch {
    // Not persisted; the in-memory state still applies for this visit.
  }
}

/**
 * Keys earlier versions wrote and this one no longer keeps. `subscription-store` mapped e-mail
 * addresses to a subscription flag: personal data the browser has no need of (the server's
 * /api/me is the truth, decisions 016 and 020), so it is erased from every browser at start
 *. Only the theme, the promo banner and the language stay in localStorage.
 */
export const RETIRED_STORAGE_KEYS = ['subscription-store'] as const;

export function forgetRetiredStorage(): void {
  for (const key of RETIRED_STORAGE_KEYS) {
    try {
      window.localStorage.removeItem(key);
    } catch {
      // Storage unavailable: there is nothing in it to forget either.
    }
  }
}
