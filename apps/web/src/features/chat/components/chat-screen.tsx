import { RotateCcw, X } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { Link } from 'react-router';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { Spinner } from '@/components/ui/spinner';
import { chatHistoryQuery } from '@/lib/chat-history';
import { errorCodeOf, errorText } from '@/lib/errors';
import type { FirstRead } from '@/lib/page-first-reads';
import { usePageTitle } from '@/lib/page-title';
import { useTranslation } from '@/lib/translation';
import { useChatConversation } from '../hooks/use-chat-conversation';
import { ChatComposer } from './chat-composer';
import { ChatEmptyState } from './chat-empty-state';
import { ChatMessageItem } from './chat-message-item';
import { TypingIndicator } from './typing-indicator';

/** How close to the bottom (px) counts as « reading the latest »: new words then scroll along. */
const FOLLOW_THRESHOLD_PX = 120;

/** What the page reads first (lib/page-first-reads.ts; its HTML fetches the same). */
export const FIRST_READS: readonly FirstRead[] = [chatHistoryQuery];

/** /dashboard/chat: « Assistant Chef » (spec section 2). */
export function ChatScreen() {
  const { t } = useTranslation();
  const title = t('dashboard.pages.chat');
  usePageTitle(title);
  const chat = useChatConversation();
  const [isResetOpen, setIsResetOpen] = useState(false);
  const scrollRef = useRef<HTMLDivElement>(null);
  const inputRef = useRef<HTMLTextAreaElement>(null);
  const isFollowingRef = useRef(true);

  const last = chat.messages.at(-1);
  // What grows at the bottom: the words, then the warnings and buttons when the reply is saved.
  const lastSize = `${last?.content.length}:${last?.status}:${last?.warnings.length}:${last?.actions.length}`;
  // biome-ignore lint/correctness/useExhaustiveDependencies: scroll on every new word or message
  useEffect(() => {
    const element = scrollRef.current;
    if (element && isFollowingRef.current) element.scrollTop = element.scrollHeight;
  }, [chat.messages.length, lastSize, chat.isWaitingForReply]);

  const onScroll = () => {
    const element = scrollRef.current;
    if (!element) return;
    const distance = element.scrollHeight - element.scrollTop - element.clientHeight;
    isFollowingRef.current = distance < FOLLOW_THRESHOLD_PX;
  };
  const send = (text: string) => {
    isFollowingRef.current = true;
    chat.send(text);
  };

  const modeText = chat.mode ? t(`chat.mode.${chat.mode}`) : null;
  const isEmpty = chat.history.isSuccess && chat.messages.length === 0;

  return (
    <section
      aria-labelledby="page-title"
      className="flex h-[calc(100dvh-4rem-3rem)] flex-col sm:h-[calc(100dvh-4rem-4rem)]"
    >
      <header className="flex items-start gap-3 pb-3">
        <div className="min-w-0 flex-1">
          <h1 id="page-title" className="font-serif text-2xl font-bold text-fg sm:text-3xl">
            {title}
          </h1>
          {modeText ? (
            <p className="mt-1 flex flex-wrap items-center gap-2 text-sm text-muted-fg">
              <span className="inline-flex items-center gap-1.5 rounded-full bg-surface-muted px-2.5 py-0.5 text-xs font-semibold whitespace-nowrap text-fg">
                <span
                  aria-hidden="true"
                  className={
                    chat.mode === 'model'
                      ? 'size-2 rounded-full bg-basil'
                      : 'size-2 rounded-full bg-saffron'
                  }
                />
                {modeText}
              </span>
              <span className="hidden sm:inline">{t(`chat.mode.${chat.mode}Hint`)}</span>
            </p>
          ) : null}
        </div>
        <Button
          variant="secondary"
          size="sm"
          onClick={() => setIsResetOpen(true)}
          title={t('chat.reset.button')}
          disabled={chat.messages.length === 0 && !chat.isPending}
        >
          <RotateCcw className="size-4" aria-hidden="true" />
          {/* On phones the title needs the room: the icon alone, its name for screen readers. */}
          <span className="sr-only sm:not-sr-only">{t('chat.reset.button')}</span>
        </Button>
        <Link
          to="/dashboard"
          aria-label={t('chat.close')}
          title={t('chat.close')}
          className="inline-flex size-11 shrink-0 items-center justify-center rounded-full text-fg transition-colors hover:bg-surface-muted lg:hidden"
        >
          <X className="size-5" aria-hidden="true" />
        </Link>
      </header>

      <div
        ref={scrollRef}
        onScroll={onScroll}
        className="-mx-2 flex min-h-0 flex-1 flex-col overflow-y-auto px-2 pb-3"
      >
        {chat.history.isPending ? (
          <div className="flex flex-1 items-center justify-center" role="status">
            <Spinner className="size-6 text-primary" />
            <span className="sr-only">{t('common.loading')}</span>
          </div>
        ) : chat.history.isError ? (
          <Alert className="mt-2">
            <p>{errorText(t, errorCodeOf(chat.history.error))}</p>
            <button
              type="button"
              className="mt-1 font-semibold underline"
              onClick={() => void chat.history.refetch()}
            >
              {t('common.retry')}
            </button>
          </Alert>
        ) : isEmpty ? (
          <ChatEmptyState
            onAsk={(question) => {
              send(question);
              // The tapped example disappears with the empty state: the focus goes to the input.
              inputRef.current?.focus();
            }}
            isDisabled={chat.isPending}
          />
        ) : (
          <ol
            role="log"
            aria-label={t('chat.conversationLabel')}
            className="flex flex-col gap-4 pt-1"
          >
            {chat.messages.map((message) => (
              <ChatMessageItem key={message.id} message={message} screenMode={chat.mode} />
            ))}
            {chat.isWaitingForReply ? <TypingIndicator /> : null}
          </ol>
        )}
      </div>

      {chat.error ? (
        <Alert className="mb-3">
          <div className="flex items-start justify-between gap-3">
            <p>{errorText(t, chat.error)}</p>
            <button
              type="button"
              onClick={chat.clearError}
              aria-label={t('common.close')}
              className="-m-1 rounded-full p-1 hover:bg-danger/10"
            >
              <X className="size-4" aria-hidden="true" />
            </button>
          </div>
        </Alert>
      ) : null}

      <ChatComposer
        value={chat.draft}
        onChange={chat.setDraft}
        onSend={send}
        isPending={chat.isPending}
        inputRef={inputRef}
      />

      <ConfirmDialog
        open={isResetOpen}
        onOpenChange={setIsResetOpen}
        title={t('chat.reset.title')}
        description={t('chat.reset.description')}
        confirmLabel={t('chat.reset.confirm')}
        isLoading={chat.isResetting}
        error={chat.resetError ? errorText(t, errorCodeOf(chat.resetError)) : null}
        onConfirm={() => {
          void chat.resetConversation().then(
            () => setIsResetOpen(false),
            () => {},
          );
        }}
      />
    </section>
  );
}
