import { RefreshCw } from 'lucide-react';
import { SimpleHeader } from '@/components/simple-header';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { useTranslation } from '@/lib/translation';

/** Shown instead of react-router's developer screen when a page crashes. */
export function RouteErrorPage() {
  const { t } = useTranslation();
  return (
    <div className="min-h-dvh bg-bg">
      <SimpleHeader />
      <main id="main" className="mx-auto flex max-w-md flex-col gap-4 px-6 py-16">
        <Alert>{t('errors.INTERNAL')}</Alert>
        <Button variant="secondary" onClick={() => window.location.reload()}>
          <RefreshCw className="size-4" aria-hidden="true" />
          {t('common.reload')}
        </Button>
      </main>
    </div>
  );
}
