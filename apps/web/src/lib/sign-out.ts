import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { useNavigate } from 'react-router';
import { authClient } from './auth-client';
import { meQueryKey } from './session';

/**
 * Sign out of this device, or of every device (revokes all sessions first), and land on / (spec
 * section 2). The page leaves the protected area FIRST: once the cookie is gone any refetch of
 * the session would let the route guard send the user to /auth instead.
 */
export function useSignOut() {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  return useCallback(
    async (options: { everywhere?: boolean } = {}) => {
      // A data router navigates asynchronously (lazy route modules): wait until / is shown.
      await navigate('/', { replace: true });
      try {
        if (options.everywhere) await authClient.revokeSessions();
        await authClient.signOut();
      } finally {
        // Whatever the server said, this browser must no longer show private data.
        queryClient.setQueryData(meQueryKey, null);
        queryClient.removeQueries({ predicate: (query) => query.queryKey[0] !== meQueryKey[0] });
      }
    },
    [queryClient, navigate],
  );
}
