import { localDateOf } from '@mijote/contracts';
import { CalendarPlus, RefreshCw, Trash2 } from 'lucide-react';
import { useState } from 'react';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { CopyField } from '@/components/ui/copy-field';
import { LoadError } from '@/components/ui/load-error';
import { Spinner } from '@/components/ui/spinner';
import { formatLongDate } from '@/lib/dates';
import { actionErrorText } from '@/lib/errors';
import { useTranslation } from '@/lib/translation';
import {
  activateCalendarFeed,
  deactivateCalendarFeed,
  rotateCalendarFeed,
  useChangeCalendarFeed,
  useIssuedCalendarFeed,
} from '../api/change-calendar-feed';
import { useCalendarFeed } from '../api/get-calendar-feed';
import { CalendarHowTo } from './calendar-how-to';

type Confirming = 'rotate' | 'deactivate' | null;

/**
 * The household's calendar feed (decision 037), in Planning and in Paramètres: activate it, copy
 * the address while it is shown (once: the server keeps only its hash), read how to add it to a
 * calendar app, change it or turn it off.
 */
export function CalendarFeed() {
  const { t } = useTranslation();
  const status = useCalendarFeed();
  const issued = useIssuedCalendarFeed();
  const activate = useChangeCalendarFeed(activateCalendarFeed);
  const rotate = useChangeCalendarFeed(rotateCalendarFeed);
  const deactivate = useChangeCalendarFeed(deactivateCalendarFeed);
  const [confirming, setConfirming] = useState<Confirming>(null);
  const [error, setError] = useState<string | null>(null);

  if (status.isPending) {
    return (
      <div role="status" className="py-2 text-primary">
        <Spinner className="size-5" />
        <span className="sr-only">{t('common.loading')}</span>
      </div>
    );
  }
  if (status.isError)
    return <LoadError error={status.error} onRetry={() => void status.refetch()} />;

  const run = (
    mutation: typeof activate,
    fallback: 'CALENDAR_FEED_CHANGE_FAILED',
    onDone?: () => void,
  ) => {
    setError(null);
    mutation.mutate(undefined, {
      onSuccess: onDone,
      onError: (cause) => setError(actionErrorText(t, cause, fallback)),
    });
  };

  const { isActive, issuedAt } = status.data;
  // The address issued in this tab, while it is still the household's (another member may
  // have changed it since).
  const address = isActive && issued?.issuedAt === issuedAt ? issued : null;
  const confirmed = confirming === 'rotate' ? rotate : deactivate;

  return (
    <div className="space-y-4">
      {error && !confirming ? <Alert>{error}</Alert> : null}
      {!isActive ? (
        <>
          <p className="text-sm text-muted-fg">{t('calendar.intro')}</p>
          <Button
            onClick={() => run(activate, 'CALENDAR_FEED_CHANGE_FAILED')}
            isLoading={activate.isPending}
          >
            <CalendarPlus className="size-4" aria-hidden="true" />
            {t('calendar.activate')}
          </Button>
        </>
      ) : (
        <>
          {address ? (
            <CopyField
              label={t('calendar.address')}
              hint={t('calendar.addressHint')}
              value={address.url}
              name="calendar-address"
              copyLabel={t('calendar.copy')}
              copiedLabel={t('calendar.copied')}
            />
          ) : (
            <p className="text-sm text-muted-fg">
              {t('calendar.activeSince', {
                date: formatLongDate(localDateOf(issuedAt ? new Date(issuedAt) : new Date())),
              })}{' '}
              {t('calendar.addressHidden')}
            </p>
          )}
          <CalendarHowTo />
          <div className="flex flex-wrap gap-2">
            <Button variant="secondary" size="sm" onClick={() => setConfirming('rotate')}>
              <RefreshCw className="size-4" aria-hidden="true" />
              {t('calendar.rotate')}
            </Button>
            <Button variant="ghost" size="sm" onClick={() => setConfirming('deactivate')}>
              <Trash2 className="size-4" aria-hidden="true" />
              {t('calendar.deactivate')}
            </Button>
          </div>
        </>
      )}
      <ConfirmDialog
        open={confirming !== null}
        onOpenChange={(open) => {
          if (open || confirmed.isPending) return;
          setConfirming(null);
          setError(null);
        }}
        title={t(`calendar.${confirming ?? 'rotate'}Confirm.title`)}
        description={t(`calendar.${confirming ?? 'rotate'}Confirm.text`)}
        confirmLabel={t(`calendar.${confirming ?? 'rotate'}Confirm.confirm`)}
        tone={confirming === 'rotate' ? 'primary' : 'danger'}
        isLoading={confirmed.isPending}
        error={confirming ? error : null}
        onConfirm={() =>
          run(confirmed, 'CALENDAR_FEED_CHANGE_FAILED', () => {
            setConfirming(null);
          })
        }
      />
    </div>
  );
}
