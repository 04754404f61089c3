import { type ChatActionResult, type ChatHistory, chatApi } from '@mijote/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api';
import { chatQueryKey } from '@/lib/chat-history';
import { dashboardQueryKey, planningQueryKey, shoppingQueryKey } from '@/lib/query-keys';

// Screens whose data a confirmed action changes: they reload when next shown.
const CHANGED_BY_ACTIONS = [shoppingQueryKey, planningQueryKey, dashboardQueryKey] as const;

/** POST /api/chat/actions/:id/confirm: the one tap that writes what a reply proposed. */
export function confirmChatAction(actionId: string): Promise<ChatActionResult> {
  return api(chatApi.confirmAction, { params: { actionId } });
}

export function useConfirmChatAction() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: confirmChatAction,
    onSuccess: async (result) => {
      queryClient.setQueryData<ChatHistory>(chatQueryKey, (history) =>
        history
          ? {
              ...history,
              messages: history.messages.map((message) => ({
                ...message,
                actions: message.actions.map((action) =>
                  action.id === result.action.id ? result.action : action,
                ),
              })),
            }
          : history,
      );
      await Promise.all(
        CHANGED_BY_ACTIONS.map((queryKey) => queryClient.invalidateQueries({ queryKey })),
      );
    },
  });
}
