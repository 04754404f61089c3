/**
 * better-auth's client (lib/auth-client.ts, about 30 kB gzipped), loaded when a screen that
 * shows more than a form first calls it: Paramètres' email and two-factor changes, not its
 * first paint.
 */
export async function loadAuthClient() {
  return (await import('./auth-client')).authClient;
}
