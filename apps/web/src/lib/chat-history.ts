import type { ChatHistory, ChatMode } from '@mijote/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from './api';

// GET /api/chat/messages says who answers the chat: a model (LLM_* configured) or the offline
// assistant. The chat screen reads the conversation from it; the navigation reads only the mode,
// from the same cached query, to say « IA » only when a model answers (decision 028). The
// endpoint loads with the first reading: a phone's dashboard, whose navigation waits in the
// drawer, does not build the chat's schemas at start.

export const chatQueryKey = ['chat'] as const;

/** GET /api/chat/messages: the conversation, oldest first, and who answers (model or offline). */
export async function getChatHistory(): Promise<ChatHistory> {
  const { chatApi } = await import('@mijote/contracts/api/chat');
  return api(chatApi.history);
}

/** The conversation's query, read by the chat screen and, for its mode, by the navigation. */
export const chatHistoryQuery = queryOptions({ queryKey: chatQueryKey, queryFn: getChatHistory });

/** The server's configuration does not change while the app is open: read once, then cached. */
const MODE_STALE_MS = 10 * 60 * 1000;

/** Who answers the chat; undefined until the server has said (nothing is claimed meanwhile). */
export function useAssistantMode(): ChatMode | undefined {
  return useQuery({
    ...chatHistoryQuery,
    select: (history) => history.mode,
    staleTime: MODE_STALE_MS,
  }).data;
}
