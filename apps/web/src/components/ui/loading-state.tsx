import { useTranslation } from '@/lib/translation';
import { Spinner } from './spinner';

/** What a screen shows while its list loads: a spinner, announced as « Chargement… ». */
export function LoadingState() {
  const { t } = useTranslation();
  return (
    <div role="status" className="flex justify-center py-16 text-primary">
      <Spinner className="size-8" />
      <span className="sr-only">{t('common.loading')}</span>
    </div>
  );
}
