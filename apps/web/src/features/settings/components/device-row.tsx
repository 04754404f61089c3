import { addDays, type DeviceSession, localDateOf } from '@mijote/contracts';
import { Monitor, Smartphone } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { formatDayMonth } from '@/lib/dates';
import { useTranslation } from '@/lib/translation';

const PHONES = new Set(['android', 'ios', 'ipados']);

/** One signed-in device: « Chrome sur Android », its last use, and « Déconnecter ». */
export function DeviceRow({
  device,
  onEnd,
  isEnding,
}: {
  device: DeviceSession;
  onEnd: () => void;
  isEnding: boolean;
}) {
  const { t } = useTranslation();
  const name = deviceName(t, device);
  const Icon = device.system && PHONES.has(device.system) ? Smartphone : Monitor;
  return (
    <li className="flex items-center gap-3 py-3">
      <Icon className="size-5 shrink-0 text-muted-fg" aria-hidden="true" />
      <div className="min-w-0 flex-1">
        <p className="font-medium text-fg">
          {name}
          {device.isCurrent ? (
            <span className="ml-2 rounded-full bg-basil-soft px-2 py-0.5 text-xs font-semibold text-fg">
              {t('settings.devices.current')}
            </span>
          ) : null}
        </p>
        <p className="text-sm text-muted-fg">
          {t('settings.devices.lastUsed', { when: lastUse(t, device.lastUsedAt) })}
        </p>
      </div>
      {device.isCurrent ? null : (
        <Button
          variant="secondary"
          size="sm"
          isLoading={isEnding}
          onClick={onEnd}
          aria-label={t('settings.devices.endOne', { name })}
        >
          {t('settings.devices.end')}
        </Button>
      )}
    </li>
  );
}

type T = ReturnType<typeof useTranslation>['t'];

function deviceName(t: T, { browser, system }: DeviceSession): string {
  const browserName = browser ? t(`settings.devices.browsers.${browser}`) : null;
  const systemName = system ? t(`settings.devices.systems.${system}`) : null;
  if (browserName && systemName) {
    return t('settings.devices.browserOnSystem', { browser: browserName, system: systemName });
  }
  return browserName ?? systemName ?? t('settings.devices.unknown');
}

/** « aujourd’hui », « hier », or « le 21 novembre », in Swiss time like every date of the app. */
function lastUse(t: T, instant: string): string {
  const day = localDateOf(new Date(instant));
  const today = localDateOf(new Date());
  if (day === today) return t('settings.devices.today');
  if (day === addDays(today, -1)) return t('settings.devices.yesterday');
  return t('settings.devices.onDay', { date: formatDayMonth(day) });
}
