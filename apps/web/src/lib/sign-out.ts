import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { authClient } from './auth-client';
import { meQueryKey } from './session';

/** Sign out of this device, or of every device (revokes all sessions first). */
export function useSignOut() {
  const queryClient = useQueryClient();
  return useCallback(
    async (options: { everywhere?: boolean } = {}) => {
      try {
        if (options.everywhere) await authClient.revokeSessions();
        await authClient.signOut();
      } finally {
        // Whatever the server said, this browser must no longer show private data.
        queryClient.setQueryData(meQueryKey, null);
        queryClient.removeQueries({ predicate: (query) => query.queryKey[0] !== meQueryKey[0] });
      }
    },
    [queryClient],
  );
}
