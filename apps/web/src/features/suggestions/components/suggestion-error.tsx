import { RefreshCw, Shapes } from 'lucide-react';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { errorText } from '@/lib/errors';
import type { AppErrorCode } from '@/lib/http';
import { useTranslation } from '@/lib/translation';

/** The error view (spec section 2): the message, « Changer de type » and « Réessayer ». */
export function SuggestionError({
  code,
  onChangeType,
  onRetry,
}: {
  code: AppErrorCode;
  onChangeType: () => void;
  onRetry: () => void;
}) {
  const { t } = useTranslation();
  return (
    <section
      aria-labelledby="suggestion-error-title"
      className="space-y-4 rounded-3xl border border-line bg-surface p-5 sm:p-6"
    >
      <h2 id="suggestion-error-title" className="font-serif text-xl font-bold text-fg">
        {t('suggestions.error.title')}
      </h2>
      <Alert>{errorText(t, code)}</Alert>
      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        <Button variant="secondary" onClick={onChangeType}>
          <Shapes className="size-4" aria-hidden="true" />
          {t('suggestions.error.changeType')}
        </Button>
        <Button onClick={onRetry}>
          <RefreshCw className="size-4" aria-hidden="true" />
          {t('suggestions.error.retry')}
        </Button>
      </div>
    </section>
  );
}
