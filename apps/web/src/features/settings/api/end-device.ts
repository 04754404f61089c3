import { accountApi } from '@mijote/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api';
import { devicesQueryKey } from './list-devices';

/** DELETE /api/account/sessions/:sessionId: that device's next request finds it signed out. */
export async function endDevice(sessionId: string): Promise<void> {
  await api(accountApi.endSession, { params: { sessionId } });
}

export function useEndDevice() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: endDevice,
    onSettled: () => queryClient.invalidateQueries({ queryKey: devicesQueryKey }),
  });
}
