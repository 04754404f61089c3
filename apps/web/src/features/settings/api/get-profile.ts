import { type Profile, profileApi } from '@mijote/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api';

export const profileQueryKey = ['profile'] as const;

/** GET /api/profile: the names and the e-mail of the settings' profile form. */
export function getProfile(): Promise<Profile> {
  return api(profileApi.get);
}

export const profileQuery = queryOptions({ queryKey: profileQueryKey, queryFn: getProfile });

export function useProfile() {
  return useQuery(profileQuery);
}
