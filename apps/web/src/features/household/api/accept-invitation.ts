import { type AcceptInvitationInput, householdApi } from '@mijote/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api';

/** POST /api/invitations/:token/accept: joins, the own household merged or dropped. */
export async function acceptInvitation(token: string, input: AcceptInvitationInput): Promise<void> {
  await api(householdApi.acceptInvitation, { params: { token }, body: input });
}

export function useAcceptInvitation(token: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: AcceptInvitationInput) => acceptInvitation(token, input),
    // A new household: every cached list, and /api/me (access, who pays), is another now.
    onSuccess: () => queryClient.invalidateQueries(),
  });
}
