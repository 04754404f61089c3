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
    try {
      if (options.everywhere) await http('/api/auth/revoke-sessions', { method: 'POST', body: {} });
      await http('/api/auth/sign-out', { method: 'POST', body: {} });
    } finally {
      replacePage('/');
    }
  }, []);
}
