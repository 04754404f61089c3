import type { ChatHistory, ChatMessage, ChatStreamEvent } from '@mijote/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useRef, useState } from 'react';
import { chatQueryKey } from '@/lib/chat-history';
import { type AppErrorCode, isApiError } from '@/lib/http';
import { useChatHistory } from '../api/get-chat-history';
import { useResetChat } from '../api/reset-chat';
import { streamChatReply } from '../api/stream-chat-reply';

/** The exchange being written right now, shown after the saved history until it is saved too. */
type LiveExchange = { question: ChatMessage; reply: ChatMessage | null };

function pendingQuestion(content: string): ChatMessage {
  return {
    id: 'pending-question',
    role: 'user',
    content,
    status: 'complete',
    mode: null,
    actions: [],
    warnings: [],
    createdAt: new Date().toISOString(),
  };
}

function startedReply(event: Extract<ChatStreamEvent, { type: 'start' }>): ChatMessage {
  return {
    id: event.replyId,
    role: 'assistant',
    content: '',
    status: 'streaming',
    mode: event.mode,
    actions: [],
    warnings: [],
    createdAt: event.question.createdAt,
  };
}

/** Appends saved messages to the cached history, once each (a refetch may have brought them). */
function appendMessages(history: ChatHistory | undefined, added: ChatMessage[]) {
  if (!history) return history;
  const ids = new Set(added.map((message) => message.id));
  return { ...history, messages: [...history.messages.filter((m) => !ids.has(m.id)), ...added] };
}

/**
 * The chat screen's conversation: the saved history plus the exchange in flight, the draft,
 * sending (spec 5: a blank message is ignored, and so is any message while a reply is pending),
 * the reset, and the last error's code.
 */
export function useChatConversation() {
  const queryClient = useQueryClient();
  const history = useChatHistory();
  const reset = useResetChat();
  const [live, setLiveState] = useState<LiveExchange | null>(null);
  const liveRef = useRef<LiveExchange | null>(null);
  const [draft, setDraft] = useState('');
  const [error, setError] = useState<AppErrorCode | null>(null);
  const [isSending, setIsSending] = useState(false);
  // Set synchronously: a double Enter sends once, whatever React has rendered meanwhile.
  const isSendingRef = useRef(false);
  const streamRef = useRef<AbortController | null>(null);

  const setLive = useCallback((next: LiveExchange | null) => {
    liveRef.current = next;
    setLiveState(next);
  }, []);

  const liveIds = new Set(live ? [live.question.id, live.reply?.id] : []);
  const saved = (history.data?.messages ?? []).filter((m) => !liveIds.has(m.id));
  // A reply still being written for an earlier visit of the screen, or in another tab.
  const isSavedReplyStreaming = saved.some((m) => m.status === 'streaming');
  const isPending = isSending || isSavedReplyStreaming;

  const send = useCallback(
    (text: string) => {
      const content = text.trim();
      if (content === '' || isSendingRef.current || isSavedReplyStreaming) return;
      isSendingRef.current = true;
      setIsSending(true);
      setError(null);
      setDraft('');
      setLive({ question: pendingQuestion(content), reply: null });
      const controller = new AbortController();
      streamRef.current = controller;
      let hasStarted = false;

      const save = (reply: ChatMessage | null) => {
        const current = liveRef.current;
        if (current) {
          queryClient.setQueryData<ChatHistory>(chatQueryKey, (cached) =>
            appendMessages(cached, reply ? [current.question, reply] : [current.question]),
          );
        }
        setLive(null);
      };

      const onEvent = (event: ChatStreamEvent) => {
        const current = liveRef.current;
        if (event.type === 'start') {
          hasStarted = true;
          setLive({ question: event.question, reply: startedReply(event) });
        } else if (event.type === 'token') {
          if (current?.reply) {
            const content = current.reply.content + event.text;
            setLive({ ...current, reply: { ...current.reply, content } });
          }
        } else if (event.type === 'done') {
          save(event.reply);
        } else {
          setError(event.code);
          save(event.reply);
        }
      };

      void streamChatReply(content, onEvent, controller.signal)
        .catch((cause: unknown) => {
          if (controller.signal.aborted) return;
          setError(isApiError(cause) ? cause.code : 'CHAT_SEND_FAILED');
          setLive(null);
          if (hasStarted) {
            // The server kept what it wrote: the history shows it.
            void queryClient.invalidateQueries({ queryKey: chatQueryKey });
          } else {
            // Refused before anything was saved (409, 429…): the text goes back to the input.
            setDraft((typed) => (typed === '' ? content : typed));
          }
        })
        .finally(() => {
          if (streamRef.current === controller) streamRef.current = null;
          isSendingRef.current = false;
          setIsSending(false);
        });
    },
    [queryClient, isSavedReplyStreaming, setLive],
  );

  const resetConversation = useCallback(async () => {
    streamRef.current?.abort();
    setLive(null);
    setError(null);
    await reset.mutateAsync();
  }, [reset, setLive]);

  const messages = [
    ...saved,
    ...(live ? [live.question, ...(live.reply ? [live.reply] : [])] : []),
  ];
  const last = messages.at(-1);
  return {
    history,
    mode: history.data?.mode,
    messages,
    draft,
    setDraft,
    send,
    isPending,
    /** Waiting for the first words of the reply: the typing indicator shows. */
    isWaitingForReply:
      isPending && (last?.role === 'user' || (last?.status === 'streaming' && last.content === '')),
    error,
    clearError: () => setError(null),
    resetConversation,
    isResetting: reset.isPending,
    resetError: reset.error,
  };
}
