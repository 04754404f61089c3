import { useCallback } from 'react';
import { http } from './http';
import { replacePage } from './redirect';

/**
 * Sign out of this device, or of every device (revokes all sessions first), and land on / (spec
 * section 2). A full page load rather than a route change: it drops every bit of private data
 * held in memory at once, and no route guard can race it. (A route change ran inside a React
 * transition while clearing the session was urgent, so a guard sometimes won and sent the user
 * to /auth instead of /.) Two plain calls to the auth endpoints: better-auth's client (11 kB
 * gzipped) would be in every dashboard page's first load for the menu's sake alone.
 */
export function useSignOut() {
  return useCallback(async (options: { everywhere?: boolean } = {}) => {
    // A refusal (a session already ended elsewhere, the network) does not stop the way home, nor
    // the sign-out after a failed revocation: the page load then shows what the server holds.
    const post = (path: string) => http(path, { method: 'POST', body: {} }).catch(() => {});
    if (options.everywhere) await post('/api/auth/revoke-sessions');
    await post('/api/auth/sign-out');
    replacePage('/');
  }, []);
}
