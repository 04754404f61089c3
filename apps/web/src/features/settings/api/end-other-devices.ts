import { accountApi } from '@mijote/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api';
import { devicesQueryKey } from './list-devices';

/** POST /api/account/sessions/end-others: only this device stays signed in. */
export async function endOtherDevices(): Promise<void> {
  await api(accountApi.endOtherSessions);
}

export function useEndOtherDevices() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: endOtherDevices,
    onSettled: () => queryClient.invalidateQueries({ queryKey: devicesQueryKey }),
  });
}
