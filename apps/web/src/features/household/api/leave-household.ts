import { useMutation, useQueryClient } from '@tanstack/react-query';
import { http } from '@/lib/http';

/** POST /api/household/leave: the caller starts a household of their own, empty. */
export function leaveHousehold(): Promise<void> {
  return http<void>('/api/household/leave', { method: 'POST' });
}

export function useLeaveHousehold() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: leaveHousehold,
    // Every screen showed the old household's rows, and access may have come from it.
    onSuccess: () => queryClient.invalidateQueries(),
  });
}
