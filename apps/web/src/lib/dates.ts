import { addDays, localDateOf } from '@mijote/contracts';

// French dates for the screens. Dates travel as 'YYYY-MM-DD' (contracts/dates.ts); they are
// formatted at UTC midnight so no time zone can move them to the day before.
//
//   formatLongDate('2026-11-21')  → 'samedi 21 novembre 2026' (the 1st reads '1er')
//   formatDayMonth('2026-11-21')  → '21 novembre'
//   formatShortWeekday('2026-11-21') → 'sam.'
//   todayIsoDate()                → today in Swiss time, 'YYYY-MM-DD'
//   startOfWeek('2026-11-21')     → '2026-11-16' (weeks start on Monday in Switzerland and France)
//   weekOf('2026-11-16')          → the 7 dates from that Monday
//   formatWeekRange('2026-11-30') → '30 novembre au 6 décembre 2026'

export const DATE_LOCALE = 'fr-CH';

function atUtcMidnight(isoDate: string): Date {
  return new Date(`${isoDate}T00:00:00Z`);
}

function partsOf(isoDate: string, options: Intl.DateTimeFormatOptions) {
  const parts = new Intl.DateTimeFormat(DATE_LOCALE, { ...options, timeZone: 'UTC' }).formatToParts(
    atUtcMidnight(isoDate),
  );
  const get = (type: Intl.DateTimeFormatPartTypes) =>
    parts.find((part) => part.type === type)?.value ?? '';
  return { get };
}

/** French writes the first day of a month '1er'. */
function dayOf(day: string): string {
  return day === '1' ? '1er' : day;
}

/**
 * 'samedi 21 novembre 2026'. Built from Intl's parts because fr-CH puts a comma after the
 * weekday ('samedi, 21 novembre 2026'), which the spec's heading does not have.
 */
export function formatLongDate(isoDate: string): string {
  const { get } = partsOf(isoDate, {
    weekday: 'long',
    day: 'numeric',
    month: 'long',
    year: 'numeric',
  });
  return `${get('weekday')} ${dayOf(get('day'))} ${get('month')} ${get('year')}`;
}

/** '21 novembre'. */
export function formatDayMonth(isoDate: string): string {
  const { get } = partsOf(isoDate, { day: 'numeric', month: 'long' });
  return `${dayOf(get('day'))} ${get('month')}`;
}

/** 'sam.' */
export function formatShortWeekday(isoDate: string): string {
  return partsOf(isoDate, { weekday: 'short' }).get('weekday');
}

/** Today's date in the households' time zone (Swiss time), as 'YYYY-MM-DD'. */
export function todayIsoDate(now: Date = new Date()): string {
  return localDateOf(now);
}

/** The Monday of the week `isoDate` falls in. */
export function startOfWeek(isoDate: string): string {
  const weekday = atUtcMidnight(isoDate).getUTCDay(); // 0 = Sunday
  return addDays(isoDate, -((weekday + 6) % 7));
}

/** The seven dates of the week starting on `monday`. */
export function weekOf(monday: string): string[] {
  return Array.from({ length: 7 }, (_, index) => addDays(monday, index));
}

/**
 * The week starting on `monday`, for a heading: '16 au 22 novembre 2026',
 * '30 novembre au 6 décembre 2026', '28 décembre 2026 au 3 janvier 2027'.
 */
export function formatWeekRange(monday: string): string {
  const sunday = addDays(monday, 6);
  const [startYear, startMonth] = monday.split('-');
  const [endYear, endMonth] = sunday.split('-');
  const endText = `${formatDayMonth(sunday)} ${endYear}`;
  if (startYear !== endYear) return `${formatDayMonth(monday)} ${startYear} au ${endText}`;
  if (startMonth !== endMonth) return `${formatDayMonth(monday)} au ${endText}`;
  return `${dayOf(partsOf(monday, { day: 'numeric' }).get('day'))} au ${endText}`;
}
