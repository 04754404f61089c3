import { ChefHat } from 'lucide-react';
import { useTranslation } from '@/lib/translation';

/** Three dots while the reply's first words are awaited (spec section 2). */
export function TypingIndicator() {
  const { t } = useTranslation();
  return (
    <li className="flex items-center gap-2.5">
      <span
        aria-hidden="true"
        className="flex size-8 shrink-0 items-center justify-center rounded-full bg-primary-soft text-primary-soft-fg"
      >
        <ChefHat className="size-4" />
      </span>
      <div
        role="status"
        className="flex items-center gap-1 rounded-3xl rounded-tl-md border border-line bg-surface px-4 py-3"
      >
        <span className="sr-only">{t('chat.typing')}</span>
        {[0, 150, 300].map((delay) => (
          <span
            key={delay}
            aria-hidden="true"
            className="size-2 animate-bounce rounded-full bg-muted-fg/70 motion-reduce:animate-none"
            style={{ animationDelay: `${delay}ms` }}
          />
        ))}
      </div>
    </li>
  );
}
