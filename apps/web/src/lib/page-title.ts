import { useEffect } from 'react';
import { useTranslation } from '@/lib/translation';

/** Sets the tab title ('Page · Mijote'), so each screen is identifiable in history and by AT. */
export function usePageTitle(title?: string): void {
  const { t } = useTranslation();
  const full = title ? t('app.pageTitle', { title }) : t('app.documentTitle');
  useEffect(() => {
    document.title = full;
  }, [full]);
}
