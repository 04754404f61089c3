import type { ChatMessage, ChatMode } from '@mijote/contracts';
import { clsx } from 'clsx';
import { ChefHat, TriangleAlert } from 'lucide-react';
import { useTranslation } from '@/lib/translation';
import { ChatActionButton } from './chat-action-button';
import { ChatMarkdown } from './chat-markdown';

type ChatMessageItemProps = {
  message: ChatMessage;
  /** Who answers the screen now: a reply written otherwise (a fallback) says by whom. */
  screenMode: ChatMode | undefined;
};

/** One message: the user's text as typed, or a reply rendered as safe Markdown with its extras. */
export function ChatMessageItem({ message, screenMode }: ChatMessageItemProps) {
  const { t } = useTranslation();
  if (message.role === 'user') {
    return (
      <li className="flex justify-end">
        <div className="max-w-[85%] rounded-3xl rounded-br-md bg-primary px-4 py-2.5 text-primary-fg shadow-sm">
          <p className="sr-only">{t('chat.you')}</p>
          <p className="whitespace-pre-wrap break-words">{message.content}</p>
        </div>
      </li>
    );
  }
  const isStreaming = message.status === 'streaming';
  return (
    <li className="flex gap-2.5">
      <span
        aria-hidden="true"
        className="mt-1 flex size-8 shrink-0 items-center justify-center rounded-full bg-primary-soft text-primary-soft-fg"
      >
        <ChefHat className="size-4" />
      </span>
      <div
        className="min-w-0 max-w-[92%] flex-1 space-y-3 rounded-3xl rounded-tl-md border border-line bg-surface px-4 py-3 shadow-sm sm:flex-none"
        aria-busy={isStreaming || undefined}
      >
        <p className="sr-only">{t('chat.assistant')}</p>
        {/* Above the recipe, read before it: for a family with an allergy, it comes first. */}
        {message.warnings.map((warning) => (
          <div
            key={warning.recipeTitle}
            role="note"
            className="flex gap-2 rounded-2xl border border-danger-line bg-danger-soft px-3 py-2 text-sm text-danger"
          >
            <TriangleAlert className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
            <div>
              <p className="font-semibold">
                {t('chat.warning.title', { title: warning.recipeTitle })}
              </p>
              <ul className="mt-1 list-disc pl-4">
                {warning.reasons.map((reason) => (
                  <li key={reason}>{reason}</li>
                ))}
              </ul>
              {warning.unverified.length > 0 ? (
                <p className="mt-1">
                  {t('chat.warning.unverified', { items: warning.unverified.join(', ') })}
                </p>
              ) : null}
            </div>
          </div>
        ))}
        {message.content ? <ChatMarkdown text={message.content} /> : null}
        {message.actions.length > 0 ? (
          <div className="space-y-2 border-t border-line pt-3">
            {message.actions.map((action) => (
              <ChatActionButton key={action.id} action={action} />
            ))}
          </div>
        ) : null}
        {message.status === 'incomplete' || (message.mode && message.mode !== screenMode) ? (
          <p className={clsx('flex flex-wrap gap-x-3 text-xs text-muted-fg')}>
            {message.status === 'incomplete' ? (
              <span className="font-semibold text-danger">{t('chat.incomplete')}</span>
            ) : null}
            {message.mode && message.mode !== screenMode ? (
              <span>{t('chat.answeredBy', { mode: t(`chat.mode.${message.mode}`) })}</span>
            ) : null}
          </p>
        ) : null}
      </div>
    </li>
  );
}
