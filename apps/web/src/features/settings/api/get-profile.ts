import type { Profile } from '@mijote/contracts';
import { useQuery } from '@tanstack/react-query';
import { http } from '@/lib/http';

export const profileQueryKey = ['profile'] as const;

/** GET /api/profile: the names and the e-mail of the settings' profile form. */
export function getProfile(): Promise<Profile> {
  return http<Profile>('/api/profile');
}

export function useProfile() {
  return useQuery({ queryKey: profileQueryKey, queryFn: getProfile });
}
