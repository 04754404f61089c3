import { useTranslation } from 'react-i18next';
import { DemoLayout } from '@/features/subscription/demo/components/demo-layout';
import { DemoPortal } from '@/features/subscription/demo/components/demo-portal';
import { usePageTitle } from '@/lib/page-title';

export function DemoPortalPage() {
  const { t } = useTranslation();
  usePageTitle(t('demo.portal.pageTitle'));
  return (
    <DemoLayout>
      <DemoPortal />
    </DemoLayout>
  );
}
