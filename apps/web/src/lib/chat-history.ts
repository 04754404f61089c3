import { type ChatHistory, type ChatMode, chatApi } from '@mijote/contracts';
import { useQuery } from '@tanstack/react-query';
import { api } from './api';

// GET /api/chat/messages says who answers the chat: a model (LLM_* configured) or the offline
// assistant. The chat screen reads the conversation from it; the navigation reads only the mode,
// from the same cached query, to say « IA » only when a model answers (decision 028).

export const chatQueryKey = ['chat'] as const;

/** GET /api/chat/messages: the conversation, oldest first, and who answers (model or offline). */
export function getChatHistory(): Promise<ChatHistory> {
  return api(chatApi.history);
}

/** The server's configuration does not change while the app is open: read once, then cached. */
const MODE_STALE_MS = 10 * 60 * 1000;

/** Who answers the chat; undefined until the server has said (nothing is claimed meanwhile). */
export function useAssistantMode(): ChatMode | undefined {
  return useQuery({
    queryKey: chatQueryKey,
    queryFn: getChatHistory,
    select: (history) => history.mode,
    staleTime: MODE_STALE_MS,
  }).data;
}
