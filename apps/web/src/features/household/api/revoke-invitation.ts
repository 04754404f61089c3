import { householdApi } from '@mijote/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api';
import { householdQueryKey } from './get-household';

/** DELETE /api/household/invitations/:id: the link stops working at once. */
export async function revokeInvitation(invitationId: string): Promise<void> {
  await api(householdApi.revokeInvitation, { params: { invitationId } });
}

export function useRevokeInvitation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: revokeInvitation,
    onSettled: () => queryClient.invalidateQueries({ queryKey: householdQueryKey }),
  });
}
