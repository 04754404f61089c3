import { useMutation, useQueryClient } from '@tanstack/react-query';
import { chatQueryKey } from '@/lib/chat-history';
import { http } from '@/lib/http';

/** DELETE /api/chat/messages: the reset button (spec: every message of the user). */
export function resetChat(): Promise<void> {
  return http<void>('/api/chat/messages', { method: 'DELETE' });
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
