/**
 * Where to go back after signing in or up: only an invitation link of ours, never an
 * arbitrary address a crafted link would send the user to.
 */
export function returnPathOf(next: string | null): string | null {
  return next && /^\/invitation\/[A-Za-z0-9_-]{20,100}$/.test(next) ? next : null;
}
