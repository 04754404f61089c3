import { useSearchParams } from 'react-router';
import { PaymentSuccess } from '@/features/subscription/components/payment-success';
import { usePageTitle } from '@/lib/page-title';
import { useTranslation } from '@/lib/translation';
import { StepLayout } from './step-layout';

export function PaymentSuccessPage() {
  const { t } = useTranslation();
  usePageTitle(t('payment.pageTitle'));
  const [searchParams] = useSearchParams();
  return (
    <StepLayout>
      <div className="py-4 sm:py-10">
        <PaymentSuccess sessionId={searchParams.get('session_id')} />
      </div>
    </StepLayout>
  );
}
