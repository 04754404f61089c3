import { useParams } from 'react-router';
import { DemoCheckout } from '@/features/subscription/demo/components/demo-checkout';
import { DemoLayout } from '@/features/subscription/demo/components/demo-layout';
import { usePageTitle } from '@/lib/page-title';
import { useTranslation } from '@/lib/translation';

export function DemoCheckoutPage() {
  const { t } = useTranslation();
  usePageTitle(t('demo.checkout.pageTitle'));
  const { sessionId = '' } = useParams();
  return (
    <DemoLayout>
      <DemoCheckout key={sessionId} sessionId={sessionId} />
    </DemoLayout>
  );
}
