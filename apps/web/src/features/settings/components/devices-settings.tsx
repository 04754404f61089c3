import { clsx } from 'clsx';
import { MonitorSmartphone } from 'lucide-react';
import { useState } from 'react';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { LoadError } from '@/components/ui/load-error';
import { Spinner } from '@/components/ui/spinner';
import { actionErrorText } from '@/lib/errors';
import { useTranslation } from '@/lib/translation';
import { useTimedMessage } from '@/lib/use-timed-message';
import { useEndDevice } from '../api/end-device';
import { useEndOtherDevices } from '../api/end-other-devices';
import { useDevices } from '../api/list-devices';
import { DeviceRow } from './device-row';
import { SettingsSection } from './settings-section';

/**
 * « Appareils connectés » (decision 035): where the account is signed in, each other device
 * can be signed out, or all of them at once. This device signs out from the user menu.
 */
export function DevicesSettings() {
  const { t } = useTranslation();
  const devices = useDevices();
  const endDevice = useEndDevice();
  const endOthers = useEndOtherDevices();
  const [error, setError] = useState<string | null>(null);
  const [notice, showNotice, clearNotice] = useTimedMessage();
  const sessions = devices.data?.sessions ?? [];
  const hasOthers = sessions.some((session) => !session.isCurrent);

  const run = async (action: () => Promise<void>, done: string) => {
    setError(null);
    clearNotice();
    try {
      await action();
      showNotice(done);
    } catch (failure) {
      setError(actionErrorText(t, failure, 'DEVICE_END_FAILED'));
    }
  };

  return (
    <SettingsSection
      title={t('settings.devices.title')}
      description={t('settings.devices.text')}
      icon={MonitorSmartphone}
    >
      {devices.isPending ? <Spinner /> : null}
      {devices.isError ? (
        <LoadError error={devices.error} onRetry={() => devices.refetch()} />
      ) : null}
      {sessions.length > 0 ? (
        <ul aria-label={t('settings.devices.title')} className="divide-y divide-line">
          {sessions.map((device) => (
            <DeviceRow
              key={device.id}
              device={device}
              isEnding={endDevice.isPending && endDevice.variables === device.id}
              onEnd={() =>
                void run(() => endDevice.mutateAsync(device.id), t('settings.devices.ended'))
              }
            />
          ))}
        </ul>
      ) : null}
      {hasOthers ? (
        <Button
          variant="secondary"
          className="mt-3 w-full"
          isLoading={endOthers.isPending}
          onClick={() => void run(() => endOthers.mutateAsync(), t('settings.devices.endedOthers'))}
        >
          {t('settings.devices.endOthers')}
        </Button>
      ) : null}
      {error ? <Alert className="mt-3">{error}</Alert> : null}
      <p role="status" className={clsx('text-sm font-medium text-basil', notice && 'mt-3')}>
        {notice}
      </p>
    </SettingsSection>
  );
}
