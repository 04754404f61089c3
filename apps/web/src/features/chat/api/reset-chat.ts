import { chatApi } from '@mijote/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api';
import { chatQueryKey } from '@/lib/chat-history';

/** DELETE /api/chat/messages: the reset button (spec: every message of the user). */
export async function resetChat(): Promise<void> {
  await api(chatApi.clear);
}

export function useResetChat() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: resetChat,
    onSuccess: () => {
      queryClient.setQueryData(chatQueryKey, (history: { mode: string } | undefined) =>
        history ? { ...history, messages: [] } : history,
      );
    },
  });
}
