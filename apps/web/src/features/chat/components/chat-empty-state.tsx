import { ChefHat } from 'lucide-react';
import { useTranslation } from '@/lib/translation';

type ChatEmptyStateProps = {
  onAsk: (question: string) => void;
  isDisabled: boolean;
};

/** The spec's empty state, with example questions that are sent when tapped. */
export function ChatEmptyState({ onAsk, isDisabled }: ChatEmptyStateProps) {
  const { t } = useTranslation();
  const examples = t('chat.empty.examples', { returnObjects: true }) as string[];
  return (
    <div className="flex flex-1 flex-col items-center justify-center px-2 py-8 text-center">
      <span className="flex size-16 items-center justify-center rounded-full bg-primary-soft text-primary-soft-fg">
        <ChefHat className="size-8" aria-hidden="true" />
      </span>
      <h2 className="mt-4 font-serif text-2xl font-bold text-fg">{t('chat.empty.title')}</h2>
      <p className="mt-2 max-w-md text-sm text-muted-fg">{t('chat.empty.text')}</p>
      <ul className="mt-5 flex max-w-xl flex-wrap justify-center gap-2">
        {examples.map((example) => (
          <li key={example}>
            <button
              type="button"
              disabled={isDisabled}
              onClick={() => onAsk(example)}
              className="min-h-11 rounded-full border border-line bg-surface px-4 text-sm font-medium text-fg transition-colors hover:border-primary hover:bg-primary-soft hover:text-primary-soft-fg disabled:opacity-60"
            >
              {example}
            </button>
          </li>
        ))}
      </ul>
    </div>
  );
}
