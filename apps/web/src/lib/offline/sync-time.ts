import { addDays, localDateOf, localTimeOf } from '@mijote/contracts';
import type { TFunction } from 'i18next';
import { formatDayMonth } from '../dates';

/**
 * When the data on screen was last read from the server, as the offline banner says it:
 * « d’aujourd’hui à 09:12 », « d’hier à 18:40 », « du 27 novembre à 18:40 » — in Swiss time, like every
 * date of the app (decision 029).
 */
export function formatSyncTime(t: TFunction, at: number, now: Date = new Date()): string {
  const when = new Date(at);
  const time = localTimeOf(when);
  const day = localDateOf(when);
  const today = localDateOf(now);
  if (day === today) return t('offline.today', { time });
  if (day === addDays(today, -1)) return t('offline.yesterday', { time });
  return t('offline.onDay', { day: formatDayMonth(day), time });
}
