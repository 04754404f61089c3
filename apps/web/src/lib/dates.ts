import { addDays, localDateOf } from '@mijote/contracts';
import { i18n } from './i18n';

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

function atUtcMidnight(isoDate: string): Date {
  return new Date(`${isoDate}T00:00:00Z`);
}

/**
 * The day, month, year and weekday of a 'YYYY-MM-DD', named from fr.json (`dateNames`). Not
 * Intl.DateTimeFormat: a page's first one costs the browser its date data, about 50 ms on a phone
 * (200 ms at Lighthouse's 4× slowed CPU), for words that never change.
 */
function partsOf(isoDate: string) {
  const date = atUtcMidnight(isoDate);
  const { months, weekdays, weekdaysShort } = dateNames();
  return {
    day: String(date.getUTCDate()),
    month: months[date.getUTCMonth()] ?? '',
    year: String(date.getUTCFullYear()),
    weekday: weekdays[date.getUTCDay()] ?? '',
    weekdayShort: weekdaysShort[date.getUTCDay()] ?? '',
  };
}

type DateNames = Record<'months' | 'weekdays' | 'weekdaysShort', readonly string[]>;
let names: DateNames | undefined;

/**
 * The names, read from the strings once (they are among the strings every page has): a list's
 * dates each asked i18next for three arrays, 20 ms of a phone's first draw of Mon Frigo at 4×.
 */
function dateNames(): DateNames {
  if (names) return names;
  // Straight from the store: i18next's `returnObjects` translates each item again, 26 lookups.
  const list = (key: keyof DateNames) =>
    (i18n.getResource(i18n.language, 'translation', `dateNames.${key}`) ?? []) as readonly string[];
  names = {
    months: list('months'),
    weekdays: list('weekdays'),
    weekdaysShort: list('weekdaysShort'),
  };
  return names;
}

/** French writes the first day of a month '1er'. */
function dayOf(day: string): string {
  return day === '1' ? '1er' : day;
}

/** 'samedi 21 novembre 2026', without the comma fr-CH's Intl puts after the weekday. */
export function formatLongDate(isoDate: string): string {
  const { weekday, day, month, year } = partsOf(isoDate);
  return `${weekday} ${dayOf(day)} ${month} ${year}`;
}

/** '21 novembre'. */
export function formatDayMonth(isoDate: string): string {
  const { day, month } = partsOf(isoDate);
  return `${dayOf(day)} ${month}`;
}

/** 'samedi' */
export function formatWeekday(isoDate: string): string {
  return partsOf(isoDate).weekday;
}

/** 'sam.' */
export function formatShortWeekday(isoDate: string): string {
  return partsOf(isoDate).weekdayShort;
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
  return `${dayOf(partsOf(monday).day)} au ${endText}`;
}
