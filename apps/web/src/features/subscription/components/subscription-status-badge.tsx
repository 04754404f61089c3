import type { SubscriptionSummary } from '@mijote/contracts';
import { clsx } from 'clsx';
import type { TFunction } from 'i18next';
import { useTranslation } from '@/lib/translation';
import { formatLongDate } from '../format';

type Summary = NonNullable<SubscriptionSummary>;

/** 'Actif', 'Période d'essai', 'Résiliation prévue le …', 'Annulé'… */
export function statusLabel(t: TFunction, summary: Summary): string {
  const isLive = summary.status === 'active' || summary.status === 'trialing';
  if (isLive && summary.cancelAtPeriodEnd && summary.currentPeriodEnd) {
    return t('subscriptionStatus.cancelScheduled', {
      date: formatLongDate(summary.currentPeriodEnd),
    });
  }
  return t(`subscriptionStatus.${summary.status}`);
}

function toneOf(summary: Summary): string {
  if (summary.cancelAtPeriodEnd) return 'bg-saffron/15 text-fg';
  if (summary.status === 'active') return 'bg-basil-soft text-basil';
  if (summary.status === 'trialing') return 'bg-primary-soft text-primary-soft-fg';
  return 'bg-danger-soft text-danger';
}

export function SubscriptionStatusBadge({ summary }: { summary: Summary }) {
  const { t } = useTranslation();
  return (
    <span
      className={clsx(
        'inline-flex items-center gap-1.5 rounded-full px-3 py-1 text-sm font-semibold',
        toneOf(summary),
      )}
    >
      <span aria-hidden="true" className="size-2 rounded-full bg-current" />
      {statusLabel(t, summary)}
    </span>
  );
}
