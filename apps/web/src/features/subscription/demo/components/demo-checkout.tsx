import { ArrowLeft, ArrowRight, SearchX } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { buttonClasses } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { errorCodeOf, errorText } from '@/lib/errors';
import { useTranslation } from '@/lib/translation';
import { useDemoCheckout } from '../api/get-demo-checkout';
import { DemoCardForm, EMPTY_CARD_FORM, isTrialCode } from './demo-card-form';
import { OrderSummary } from './order-summary';

/** /demo/checkout/:sessionId, the built-in stand-in for Stripe Checkout. */
export function DemoCheckout({ sessionId }: { sessionId: string }) {
  const { t } = useTranslation();
  const session = useDemoCheckout(sessionId);
  const [values, setValues] = useState(EMPTY_CARD_FORM);

  if (session.isPending) {
    return (
      <div className="flex justify-center py-20" role="status" aria-label={t('common.loading')}>
        <Spinner className="size-8 text-primary" />
      </div>
    );
  }

  if (session.isError || session.data.status !== 'open') {
    const message = session.isError
      ? errorCodeOf(session.error) === 'NOT_FOUND'
        ? t('demo.checkout.notFound')
        : errorText(t, errorCodeOf(session.error))
      : session.data.status === 'complete'
        ? t('demo.checkout.alreadyPaid')
        : t('errors.PAYMENT_SESSION_EXPIRED');
    const isPaid = session.data?.status === 'complete';
    return (
      <div className="mx-auto max-w-md rounded-[2rem] border border-line bg-surface p-8 text-center shadow-lg">
        <SearchX className="mx-auto size-10 text-muted-fg" aria-hidden="true" />
        <h1 className="mt-4 font-serif text-2xl font-bold text-fg">{message}</h1>
        {isPaid ? (
          <Link
            to={`/payment/success?session_id=${encodeURIComponent(sessionId)}`}
            className={buttonClasses('primary', 'lg', 'mt-6 w-full')}
          >
            {t('demo.checkout.continue')}
            <ArrowRight className="size-4" aria-hidden="true" />
          </Link>
        ) : (
          <Link to="/subscription" className={buttonClasses('primary', 'lg', 'mt-6 w-full')}>
            <ArrowLeft className="size-4" aria-hidden="true" />
            {t('demo.checkout.backToSubscription')}
          </Link>
        )}
      </div>
    );
  }

  return (
    <div className="mx-auto w-full max-w-4xl">
      <h1 className="sr-only">{t('demo.checkout.pageTitle')}</h1>
      <div className="overflow-hidden rounded-[2rem] border border-line bg-surface shadow-xl md:grid md:grid-cols-[1fr_1.15fr]">
        <div className="border-b border-line bg-bg p-6 sm:p-8 md:border-r md:border-b-0">
          <Link
            to="/subscription"
            className={buttonClasses('ghost', 'sm', '-ml-3 mb-6 text-muted-fg')}
          >
            <ArrowLeft className="size-4" aria-hidden="true" />
            {t('demo.checkout.cancel')}
          </Link>
          <OrderSummary email={session.data.email} isTrial={isTrialCode(values.promoCode)} />
        </div>
        <div className="p-6 sm:p-8">
          <DemoCardForm sessionId={sessionId} values={values} onChange={setValues} />
        </div>
      </div>
    </div>
  );
}
