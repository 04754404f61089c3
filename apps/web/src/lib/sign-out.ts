import { useCallback } from 'react';
import { authClient } from './auth-client';
import { replacePage } from './redirect';

/**
 * Sign out of this device, or of every device (revokes all sessions first), and land on / (spec
 * section 2). A full page load rather than a route change: it drops every bit of private data
 * held in memory at once, and no route guard can race it. (A route change ran inside a React
 * transition while clearing the session was urgent, so a guard sometimes won and sent the user
 * to /auth instead of /.)
 */
export function useSignOut() {
  return useCallback(async (options: { everywhere?: boolean } = {}) => {
    try {
      if (options.everywhere) await authClient.revokeSessions();
      await authClient.signOut();
    } finally {
      replacePage('/');
    }
  }, []);
}
