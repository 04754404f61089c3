import type { SubscriptionSummary } from '@mijote/contracts';
import { ArrowLeft, CalendarX, RotateCcw } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { Alert } from '@/components/ui/alert';
import { Button, buttonClasses } from '@/components/ui/button';
import { LogoMark } from '@/components/ui/logo';
import { Spinner } from '@/components/ui/spinner';
import { errorCodeOf, errorText } from '@/lib/errors';
import { useTranslation } from '@/lib/translation';
import { useSubscription } from '../../api/get-subscription';
import { SubscriptionStatusBadge } from '../../components/subscription-status-badge';
import { formatLongDate, PRICE_TEXT } from '../../format';
import { useUpdateDemoSubscription } from '../api/update-demo-subscription';

/** /demo/portal, the built-in stand-in for Stripe's customer portal. */
export function DemoPortal() {
  const { t } = useTranslation();
  const subscription = useSubscription();
  const update = useUpdateDemoSubscription();

  return (
    <div className="mx-auto w-full max-w-xl">
      <Link
        to="/dashboard/settings"
        className={buttonClasses('ghost', 'sm', '-ml-3 mb-4 text-muted-fg')}
      >
        <ArrowLeft className="size-4" aria-hidden="true" />
        {t('demo.portal.back')}
      </Link>
      <div className="rounded-[2rem] border border-line bg-surface p-6 shadow-xl sm:p-8">
        <div className="flex items-center gap-3">
          <LogoMark className="size-10" />
          <h1 className="font-serif text-2xl font-bold text-fg">{t('demo.portal.title')}</h1>
        </div>

        {subscription.isPending ? (
          <div className="flex justify-center py-12" role="status" aria-label={t('common.loading')}>
            <Spinner className="size-8 text-primary" />
          </div>
        ) : subscription.isError ? (
          <Alert className="mt-6">{errorText(t, errorCodeOf(subscription.error))}</Alert>
        ) : subscription.data === null ? (
          <Alert className="mt-6">{t('errors.NO_SUBSCRIPTION')}</Alert>
        ) : (
          <SummaryDetails summary={subscription.data}>
            {update.isError ? (
              <Alert className="mt-6">{errorText(t, errorCodeOf(update.error))}</Alert>
            ) : null}
            <PortalAction
              summary={subscription.data}
              isBusy={update.isPending}
              onAction={(action) => update.mutate(action)}
            />
          </SummaryDetails>
        )}
      </div>
    </div>
  );
}

type Summary = NonNullable<SubscriptionSummary>;

function SummaryDetails({ summary, children }: { summary: Summary; children: ReactNode }) {
  const { t } = useTranslation();
  const rows: Array<[string, string]> = [
    [t('demo.portal.plan'), t('demo.portal.planValue', { price: PRICE_TEXT })],
    [t('demo.portal.startDate'), formatLongDate(summary.startDate)],
  ];
  if (summary.trialEnd && summary.status === 'trialing') {
    rows.push([t('demo.portal.trialEnd'), formatLongDate(summary.trialEnd)]);
  }
  if (summary.currentPeriodEnd && summary.status !== 'canceled') {
    rows.push([
      summary.cancelAtPeriodEnd ? t('demo.portal.accessUntil') : t('demo.portal.nextRenewal'),
      formatLongDate(summary.currentPeriodEnd),
    ]);
  }
  return (
    <>
      <dl className="mt-6 divide-y divide-line rounded-2xl border border-line">
        <div className="flex flex-wrap items-center justify-between gap-2 px-4 py-3">
          <dt className="text-sm text-muted-fg">{t('demo.portal.status')}</dt>
          <dd>
            <SubscriptionStatusBadge summary={summary} />
          </dd>
        </div>
        {rows.map(([label, value]) => (
          <div key={label} className="flex flex-wrap items-center justify-between gap-2 px-4 py-3">
            <dt className="text-sm text-muted-fg">{label}</dt>
            <dd className="font-medium text-fg">{value}</dd>
          </div>
        ))}
      </dl>
      {children}
    </>
  );
}

function PortalAction({
  summary,
  isBusy,
  onAction,
}: {
  summary: Summary;
  isBusy: boolean;
  onAction: (action: 'cancel' | 'resume') => void;
}) {
  const { t } = useTranslation();
  if (summary.status !== 'active' && summary.status !== 'trialing') return null;
  if (summary.cancelAtPeriodEnd) {
    return (
      <div className="mt-6 space-y-4">
        {summary.currentPeriodEnd ? (
          <p className="text-sm text-muted-fg">
            {t('demo.portal.canceledNotice', { date: formatLongDate(summary.currentPeriodEnd) })}
          </p>
        ) : null}
        <Button size="md" className="w-full" isLoading={isBusy} onClick={() => onAction('resume')}>
          {isBusy ? null : <RotateCcw className="size-4" aria-hidden="true" />}
          {t('demo.portal.resume')}
        </Button>
      </div>
    );
  }
  return (
    <Button
      variant="secondary"
      size="md"
      className="mt-6 w-full text-danger"
      isLoading={isBusy}
      onClick={() => onAction('cancel')}
    >
      {isBusy ? null : <CalendarX className="size-4" aria-hidden="true" />}
      {t('demo.portal.cancel')}
    </Button>
  );
}
