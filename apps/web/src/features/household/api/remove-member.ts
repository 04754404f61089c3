import { householdApi } from '@mijote/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api';
import { householdQueryKey } from './get-household';

/** DELETE /api/household/members/:userId (owner only): the member gets a household of their own. */
export async function removeMember(userId: string): Promise<void> {
  await api(householdApi.removeMember, { params: { userId } });
}

export function useRemoveMember() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: removeMember,
    onSettled: () => queryClient.invalidateQueries({ queryKey: householdQueryKey }),
  });
}
