import { errorCodeOf, errorText } from '@/lib/errors';
import { useTranslation } from '@/lib/translation';
import { Alert } from './alert';
import { Button } from './button';

/**
 * A list that could not load: the French text of the error's code in the red box (spec 8),
 * with « Réessayer ».
 *
 *   if (query.isError) return <LoadError error={query.error} onRetry={() => void query.refetch()} />;
 */
export function LoadError({ error, onRetry }: { error: unknown; onRetry: () => void }) {
  const { t } = useTranslation();
  return (
    <Alert>
      <p>{errorText(t, errorCodeOf(error))}</p>
      <Button variant="secondary" size="sm" className="mt-3" onClick={onRetry}>
        {t('common.retry')}
      </Button>
    </Alert>
  );
}
