import { CHAT_MESSAGE_MAX_LENGTH } from '@mijote/contracts';
import { SendHorizontal } from 'lucide-react';
import { type FormEvent, type KeyboardEvent, type RefObject, useId } from 'react';
import { useTranslation } from '@/lib/translation';

type ChatComposerProps = {
  value: string;
  onChange: (value: string) => void;
  onSend: (text: string) => void;
  /** A reply is being written: typing is allowed, sending is not (spec section 5). */
  isPending: boolean;
  inputRef?: RefObject<HTMLTextAreaElement | null>;
};

/** The message input: Enter sends, Shift+Enter goes to the line; blank text is never sent. */
export function ChatComposer({ value, onChange, onSend, isPending, inputRef }: ChatComposerProps) {
  const { t } = useTranslation();
  const id = useId();
  const canSend = value.trim() !== '' && !isPending;

  const submit = (event?: FormEvent) => {
    event?.preventDefault();
    if (canSend) onSend(value);
  };
  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (event.key === 'Enter' && !event.shiftKey && !event.nativeEvent.isComposing) {
      event.preventDefault();
      submit();
    }
  };

  return (
    <form onSubmit={submit} className="border-t border-line bg-bg pt-3">
      <label htmlFor={id} className="sr-only">
        {t('chat.input.label')}
      </label>
      <div className="flex items-end gap-2 rounded-3xl border border-line bg-surface p-1.5 pl-4 focus-within:border-ring focus-within:ring-3 focus-within:ring-ring/40">
        <textarea
          ref={inputRef}
          id={id}
          rows={1}
          value={value}
          maxLength={CHAT_MESSAGE_MAX_LENGTH}
          onChange={(event) => onChange(event.target.value)}
          onKeyDown={onKeyDown}
          placeholder={t('chat.input.placeholder')}
          aria-describedby={`${id}-hint`}
          className="max-h-40 min-h-11 flex-1 resize-none bg-transparent py-2.5 text-base text-fg placeholder:text-muted-fg/80 focus-visible:outline-none [field-sizing:content]"
        />
        <button
          type="submit"
          disabled={!canSend}
          aria-label={t('chat.input.send')}
          title={t('chat.input.send')}
          className="inline-flex size-11 shrink-0 items-center justify-center rounded-full bg-primary text-primary-fg shadow-sm transition-colors hover:bg-primary-hover disabled:cursor-not-allowed disabled:opacity-50"
        >
          <SendHorizontal className="size-5" aria-hidden="true" />
        </button>
      </div>
      <p id={`${id}-hint`} className="mt-1.5 hidden px-4 text-xs text-muted-fg sm:block">
        {t('chat.input.hint')}
      </p>
    </form>
  );
}
