import { useQuery } from '@tanstack/react-query';
import { chatHistoryQuery } from '@/lib/chat-history';

/** While a reply of an earlier visit is still being written, the history is read again. */
const STREAMING_POLL_MS = 1500;

export function useChatHistory() {
  return useQuery({
    ...chatHistoryQuery,
    refetchInterval: (query) =>
      query.state.data?.messages.some((m) => m.status === 'streaming') ? STREAMING_POLL_MS : false,
  });
}
