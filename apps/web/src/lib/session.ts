import { type MeResponse, meApi } from '@mijote/contracts';
import { type QueryClient, queryOptions, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { api } from './api';
import { ApiError } from './http';

// Who is signed in, and where they belong next, comes from GET /api/me: the server computes
// the spec's access check (section 4) so the router only follows `nextRoute`.

export const meQueryKey = ['me'] as const;

/** null when nobody is signed in (401); any other failure is thrown. */
export async function fetchMe(): Promise<MeResponse | null> {
  try {
    return await api(meApi.get);
  } catch (error) {
    if (error instanceof ApiError && error.status === 401) return null;
    throw error;
  }
}

export const meQuery = queryOptions({
  queryKey: meQueryKey,
  queryFn: fetchMe,
  staleTime: 30_000,
  retry: false,
});

export function useMe({ enabled = true }: { enabled?: boolean } = {}) {
  return useQuery({ ...meQuery, enabled });
}

/** Fresh session after sign-in or sign-up; throws like fetchMe. */
export function refetchMe(queryClient: QueryClient): Promise<MeResponse | null> {
  return queryClient.fetchQuery({ ...meQuery, staleTime: 0 });
}

/**
 * Opens the signed-in user's offline data and queue (decision 036) once the server has said who
 * it is; another user's leave memory, and nobody signed in closes them. Loaded apart: the
 * offline machinery is not in the first load of a page.
 */
export function useFollowSignedInUser(me: MeResponse | null | undefined, isKnown: boolean): void {
  const queryClient = useQueryClient();
  const userId = me === undefined ? undefined : (me?.user.id ?? null);
  useEffect(() => {
    if (!isKnown || userId === undefined) return;
    void import('./offline/offline-session').then((offline) =>
      offline.followSignedInUser(queryClient, userId),
    );
  }, [isKnown, userId, queryClient]);
}
