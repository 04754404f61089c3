import type { AcceptInvitationInput } from '@mijote/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { http } from '@/lib/http';

/** POST /api/invitations/:token/accept: joins, the own household merged or dropped. */
export function acceptInvitation(token: string, input: AcceptInvitationInput): Promise<void> {
  return http<void>(`/api/invitations/${encodeURIComponent(token)}/accept`, {
    method: 'POST',
    body: input,
  });
}

export function useAcceptInvitation(token: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: AcceptInvitationInput) => acceptInvitation(token, input),
    // A new household: every cached list, and /api/me (access, who pays), is another now.
    onSuccess: () => queryClient.invalidateQueries(),
  });
}
