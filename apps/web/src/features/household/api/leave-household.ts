import { householdApi } from '@mijote/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api';

/** POST /api/household/leave: the caller starts a household of their own, empty. */
export async function leaveHousehold(): Promise<void> {
  await api(householdApi.leave);
}

export function useLeaveHousehold() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: leaveHousehold,
    // Every screen showed the old household's rows, and access may have come from it.
    onSuccess: () => queryClient.invalidateQueries(),
  });
}
