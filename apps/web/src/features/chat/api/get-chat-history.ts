import type { ChatHistory } from '@mijote/contracts';
import { useQuery } from '@tanstack/react-query';
import { http } from '../../../lib/http';

export const chatQueryKey = ['chat'] as const;

/** GET /api/chat/messages: the conversation, oldest first, and who answers (model or offline). */
export function getChatHistory(): Promise<ChatHistory> {
  return http<ChatHistory>('/api/chat/messages');
}

/** While a reply of an earlier visit is still being written, the history is read again. */
const STREAMING_POLL_MS = 1500;

export function useChatHistory() {
  return useQuery({
    queryKey: chatQueryKey,
    queryFn: getChatHistory,
    refetchInterval: (query) =>
      query.state.data?.messages.some((m) => m.status === 'streaming') ? STREAMING_POLL_MS : false,
  });
}
