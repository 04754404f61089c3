import { addDays, localDateOf } from '@mijote/contracts';

// The dates a journey expects, written here with Intl as a reader would, not with the app's own
// formatter (apps/web/src/lib/dates.ts names days and months from fr.json; its web test holds
// them to Intl's fr-CH).

/** Today in Swiss time, 'YYYY-MM-DD'. */
export function todayIsoDate(): string {
  return localDateOf(new Date());
}

/** The Monday of the week of `isoDate`. */
export function startOfWeek(isoDate: string): string {
  const weekday = new Date(`${isoDate}T00:00:00Z`).getUTCDay();
  return addDays(isoDate, -((weekday + 6) % 7));
}

/** 'samedi 21 novembre 2026', 'dimanche 1er novembre 2026': the planning's day headings. */
export function formatLongDate(isoDate: string): string {
  const text = new Intl.DateTimeFormat('fr-CH', {
    timeZone: 'UTC',
    weekday: 'long',
    day: 'numeric',
    month: 'long',
    year: 'numeric',
  }).format(new Date(`${isoDate}T00:00:00Z`));
  return text.replace(',', '').replace(/^(\S+ )1 /, '$11er ');
}
