import type { MeResponse } from '@mijote/contracts';
import { type QueryClient, useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { http } from './http';
import { replacePage } from './redirect';
import { meQueryKey } from './session';

/**
 * The signed-in user's data kept for offline use and changes not sent leave this browser
 * (decision 036); what waits is given a moment to reach the server first. Sign-out and account
 * deletion call it before leaving.
 */
export async function forgetKeptData(queryClient: QueryClient): Promise<void> {
  const userId = queryClient.getQueryData<MeResponse | null>(meQueryKey)?.user.id;
  if (!userId) return;
  await import('./offline/offline-session')
    .then((offline) => offline.forgetSignedInUser(userId))
    .catch(() => undefined);
}

/**
 * Sign out of this device, or of every device (revokes all sessions first), and land on / (spec
 * section 2). A full page load rather than a route change: it drops every bit of private data
 * held in memory at once, and no route guard can race it. (A route change ran inside a React
 * transition while clearing the session was urgent, so a guard sometimes won and sent the user
 * to /auth instead of /.) Two plain calls to the auth endpoints: better-auth's client (11 kB
 * gzipped) would be in every dashboard page's first load for the menu's sake alone.
 */
export function useSignOut() {
  const queryClient = useQueryClient();
  return useCallback(
    async (options: { everywhere?: boolean } = {}) => {
      // The data kept for offline use and the changes not sent leave this browser (decision 036);
      // what waits is given a moment to reach the server first.
      const userId = queryClient.getQueryData<MeResponse | null>(meQueryKey)?.user.id;
      if (userId) {
        await import('./offline/offline-session')
          .then((offline) => offline.forgetSignedInUser(userId))
          .catch(() => undefined);
      }
      // A refusal (a session already ended elsewhere, the network) does not stop the way home, nor
      // the sign-out after a failed revocation: the page load then shows what the server holds.
      const post = (path: string) => http(path, { method: 'POST', body: {} }).catch(() => {});
      if (options.everywhere) await post('/api/auth/revoke-sessions');
      await post('/api/auth/sign-out');
      replacePage('/');
    },
    [queryClient],
  );
}
