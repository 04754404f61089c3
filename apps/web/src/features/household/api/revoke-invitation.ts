import { useMutation, useQueryClient } from '@tanstack/react-query';
import { http } from '@/lib/http';
import { householdQueryKey } from './get-household';

/** DELETE /api/household/invitations/:id: the link stops working at once. */
export function revokeInvitation(invitationId: string): Promise<void> {
  return http<void>(`/api/household/invitations/${encodeURIComponent(invitationId)}`, {
    method: 'DELETE',
  });
}

export function useRevokeInvitation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: revokeInvitation,
    onSettled: () => queryClient.invalidateQueries({ queryKey: householdQueryKey }),
  });
}
