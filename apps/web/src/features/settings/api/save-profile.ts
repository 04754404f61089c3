import { type Profile, type ProfileInput, profileApi } from '@mijote/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api';
import { meQueryKey } from '@/lib/session';
import { profileQueryKey } from './get-profile';

/** PUT /api/profile: the names (the account's, which the profile mirrors). */
export function saveProfile(input: ProfileInput): Promise<Profile> {
  return api(profileApi.save, { body: input });
}

export function useSaveProfile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveProfile,
    onSuccess: async (profile) => {
      queryClient.setQueryData(profileQueryKey, profile);
      // The header's user menu and the welcome banner greet the user by these names.
      await queryClient.invalidateQueries({ queryKey: meQueryKey });
    },
  });
}
