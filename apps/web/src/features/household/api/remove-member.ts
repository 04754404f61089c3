import { useMutation, useQueryClient } from '@tanstack/react-query';
import { http } from '@/lib/http';
import { householdQueryKey } from './get-household';

/** DELETE /api/household/members/:userId (owner only): the member gets a household of their own. */
export function removeMember(userId: string): Promise<void> {
  return http<void>(`/api/household/members/${encodeURIComponent(userId)}`, {
    method: 'DELETE',
  });
}

export function useRemoveMember() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: removeMember,
    onSettled: () => queryClient.invalidateQueries({ queryKey: householdQueryKey }),
  });
}
