import { type CreatedInvitation, householdApi, type InvitationInput } from '@mijote/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api';
import { householdQueryKey } from './get-household';

/** POST /api/household/invitations: the link (shown once) and whether the mail went out. */
export function createInvitation(input: InvitationInput): Promise<CreatedInvitation> {
  return api(householdApi.invite, { body: input });
}

export function useCreateInvitation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createInvitation,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: householdQueryKey }),
  });
}
