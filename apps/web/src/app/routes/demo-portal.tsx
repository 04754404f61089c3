import { DemoLayout } from '@/features/subscription/demo/components/demo-layout';
import { DemoPortal } from '@/features/subscription/demo/components/demo-portal';
import { usePageTitle } from '@/lib/page-title';
import { useTranslation } from '@/lib/translation';

export function DemoPortalPage() {
  const { t } = useTranslation();
  usePageTitle(t('demo.portal.pageTitle'));
  return (
    <DemoLayout>
      <DemoPortal />
    </DemoLayout>
  );
}
