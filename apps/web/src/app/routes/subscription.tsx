import { Navigate } from 'react-router';
import { SubscriptionPlan } from '@/features/subscription/components/subscription-plan';
import { usePageTitle } from '@/lib/page-title';
import { useMe } from '@/lib/session';
import { useTranslation } from '@/lib/translation';
import { StepLayout } from './step-layout';

export function SubscriptionPage() {
  const { t } = useTranslation();
  usePageTitle(t('subscription.pageTitle'));
  const { data: me } = useMe();
  // Already subscribed, trialing or complimentary: nothing to buy (and no loop: the dashboard
  // only sends here users without access).
  if (me?.hasAccess) return <Navigate to="/dashboard" replace />;
  return (
    <StepLayout>
      <SubscriptionPlan />
    </StepLayout>
  );
}
