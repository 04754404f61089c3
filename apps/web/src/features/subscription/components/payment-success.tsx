import { POST_PAYMENT_REDIRECT_MS } from '@mijote/contracts';
import { ArrowRight, CircleCheck, RefreshCw, TriangleAlert } from 'lucide-react';
import { useEffect } from 'react';
import { Link, useNavigate } from 'react-router';
import { Alert } from '@/components/ui/alert';
import { buttonClasses } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { errorText } from '@/lib/errors';
import { useTranslation } from '@/lib/translation';
import { formatLongDate } from '../format';
import { usePaymentConfirmation } from '../hooks/use-payment-confirmation';

const card =
  'mx-auto w-full max-w-md rounded-[2rem] border border-line bg-surface p-6 text-center shadow-xl sm:p-8';

/** /payment/success: loading, then the server's verdict (spec 2 and 4). */
export function PaymentSuccess({ sessionId }: { sessionId: string | null }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const confirmation = usePaymentConfirmation(sessionId);

  useEffect(() => {
    if (confirmation.kind !== 'success') return;
    const timer = window.setTimeout(
      () => void navigate('/dashboard', { replace: true }),
      POST_PAYMENT_REDIRECT_MS,
    );
    return () => window.clearTimeout(timer);
  }, [confirmation.kind, navigate]);

  if (confirmation.kind === 'loading') {
    return (
      <div className={card} role="status" aria-live="polite">
        <Spinner className="mx-auto size-10 text-primary" />
        <h1 className="mt-6 font-serif text-2xl font-bold text-fg">{t('payment.loadingTitle')}</h1>
        <p className="mt-2 text-muted-fg">{t('payment.loadingText')}</p>
      </div>
    );
  }

  if (confirmation.kind === 'error') {
    const message =
      confirmation.code === 'NOT_CONFIRMED'
        ? t('payment.notConfirmed')
        : errorText(t, confirmation.code);
    return (
      <div className={card}>
        <span className="mx-auto flex size-16 items-center justify-center rounded-full bg-danger-soft text-danger">
          <TriangleAlert className="size-8" aria-hidden="true" />
        </span>
        <h1 className="mt-6 font-serif text-2xl font-bold text-fg">{t('payment.errorTitle')}</h1>
        <Alert className="mt-4 text-left">{message}</Alert>
        <Link to="/subscription" replace className={buttonClasses('primary', 'md', 'mt-6 w-full')}>
          <RefreshCw className="size-4" aria-hidden="true" />
          {t('common.retry')}
        </Link>
      </div>
    );
  }

  return (
    <div className={card} role="status" aria-live="polite">
      <span className="mx-auto flex size-16 items-center justify-center rounded-full bg-basil-soft text-basil">
        <CircleCheck className="size-9" aria-hidden="true" />
      </span>
      <h1 className="mt-6 font-serif text-3xl font-bold text-fg">{t('payment.successTitle')}</h1>
      <p className="mt-2 text-muted-fg">{t('payment.successText')}</p>
      {confirmation.trialEnd ? (
        <p className="mt-3 rounded-2xl bg-primary-soft px-4 py-3 text-sm font-medium text-primary-soft-fg">
          {t('payment.trialText', { date: formatLongDate(confirmation.trialEnd) })}
        </p>
      ) : null}
      <p className="mt-4 text-sm text-muted-fg">{t('payment.redirecting')}</p>
      <Link to="/dashboard" replace className={buttonClasses('primary', 'md', 'mt-6 w-full')}>
        {t('payment.toDashboard')}
        <ArrowRight className="size-4" aria-hidden="true" />
      </Link>
    </div>
  );
}
