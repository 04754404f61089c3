import { type MeResponse, meApi } from '@mijote/contracts';
import { type QueryClient, useQuery } from '@tanstack/react-query';
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

export function useMe({ enabled = true }: { enabled?: boolean } = {}) {
  return useQuery({
    queryKey: meQueryKey,
    queryFn: fetchMe,
    staleTime: 30_000,
    retry: false,
    enabled,
  });
}

/** Fresh session after sign-in or sign-up; throws like fetchMe. */
export function refetchMe(queryClient: QueryClient): Promise<MeResponse | null> {
  return queryClient.fetchQuery({ queryKey: meQueryKey, queryFn: fetchMe, staleTime: 0 });
}
