import type { MeResponse } from '@mijote/contracts';
import { ExternalLink, Gift, Users } from 'lucide-react';
import { useState } from 'react';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { errorCodeOf } from '@/lib/errors';
import { redirectTo } from '@/lib/redirect';
import { useTranslation } from '@/lib/translation';
import { useSubscription } from '../api/get-subscription';
import { useOpenPortal } from '../api/open-portal';
import { formatLongDate, PRICE_TEXT } from '../format';
import { SubscriptionStatusBadge } from './subscription-status-badge';

/**
 * Settings' subscription block: the current status and 'Gérer l'abonnement' (spec 2 and 8). A
 * member covered by another's subscription is told who pays, not asked to pay.
 */
export function SubscriptionCard({
  isComplimentary,
  coveredBy = null,
}: {
  isComplimentary: boolean;
  coveredBy?: MeResponse['coveredBy'];
}) {
  const { t } = useTranslation();
  const subscription = useSubscription();
  const portal = useOpenPortal();
  const [isLeaving, setIsLeaving] = useState(false);
  const summary = subscription.data;

  const [portalError, setPortalError] = useState<string | null>(null);

  const manage = async () => {
    setPortalError(null);
    try {
      const { url } = await portal.mutateAsync();
      // Spec 8: an answer without a url is a portal failure too.
      if (!url) {
        setPortalError(t('errors.PORTAL_FAILED'));
        return;
      }
      setIsLeaving(true);
      redirectTo(url);
    } catch (error) {
      // Spec 8: no customer id → 'Aucun abonnement trouvé'; any other failure → the portal text.
      const isMissing = errorCodeOf(error) === 'NO_SUBSCRIPTION';
      setPortalError(t(isMissing ? 'errors.NO_SUBSCRIPTION' : 'errors.PORTAL_FAILED'));
    }
  };

  return (
    <div className="space-y-4">
      {subscription.isPending ? (
        <div role="status" aria-label={t('common.loading')}>
          <Spinner className="size-5 text-primary" />
        </div>
      ) : isComplimentary ? (
        <p className="flex items-start gap-2.5 text-sm text-fg">
          <Gift className="mt-0.5 size-4 shrink-0 text-primary" aria-hidden="true" />
          {t('settings.subscription.complimentaryText')}
        </p>
      ) : coveredBy ? (
        <p className="flex items-start gap-2.5 text-sm text-fg">
          <Users className="mt-0.5 size-4 shrink-0 text-primary" aria-hidden="true" />
          {t('settings.subscription.paidBy', { name: coveredBy.firstName })}
        </p>
      ) : subscription.isError ? (
        <Alert>{t('settings.subscription.loadFailed')}</Alert>
      ) : summary ? (
        <div className="space-y-2">
          <SubscriptionStatusBadge summary={summary} />
          <p className="text-sm text-muted-fg">
            {t('settings.subscription.plan', { price: PRICE_TEXT })}
          </p>
          {summary.status === 'trialing' && summary.trialEnd ? (
            <p className="text-sm text-fg">
              {t('settings.subscription.trialUntil', { date: formatLongDate(summary.trialEnd) })}
            </p>
          ) : summary.status === 'active' &&
            summary.currentPeriodEnd &&
            !summary.cancelAtPeriodEnd ? (
            <p className="text-sm text-fg">
              {t('settings.subscription.renewsOn', {
                date: formatLongDate(summary.currentPeriodEnd),
              })}
            </p>
          ) : null}
        </div>
      ) : (
        <p className="text-sm text-muted-fg">{t('subscriptionStatus.none')}</p>
      )}

      {portalError ? <Alert>{portalError}</Alert> : null}

      {/* The payer manages it; a covered member has nothing of their own to manage. */}
      {coveredBy ? null : (
        <Button
          variant="secondary"
          isLoading={portal.isPending || isLeaving}
          onClick={() => void manage()}
        >
          {portal.isPending || isLeaving ? null : (
            <ExternalLink className="size-4" aria-hidden="true" />
          )}
          {portal.isPending || isLeaving
            ? t('settings.subscription.opening')
            : t('settings.subscription.manage')}
        </Button>
      )}
    </div>
  );
}
