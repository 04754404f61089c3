import { z } from 'zod';

// Calendar dates travel as 'YYYY-MM-DD' strings and times as 'HH:MM' (spec section 3): no time
// zone can shift them. "Today" is the households' day, in Swiss time.

/** The households are in Switzerland and France: days and weeks are counted in Zurich time. */
export const PRODUCT_TIME_ZONE = 'Europe/Zurich';

const DAY_MS = 24 * 60 * 60 * 1000;
const YEARS = { min: 1900, max: 2200 } as const;

/** True for a 'YYYY-MM-DD' that exists in the calendar (2026-02-30 does not). */
export function isValidIsoDate(value: string): boolean {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  if (!match) return false;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  if (year < YEARS.min || year > YEARS.max) return false;
  const date = new Date(Date.UTC(year, month - 1, day));
  return date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
}

/** A strict calendar date; `requiredKey` is the message when it is missing. */
export function isoDateSchema(requiredKey = 'validation.dateInvalid') {
  return z
    .string({ error: requiredKey })
    .refine(isValidIsoDate, { message: 'validation.dateInvalid', abort: true });
}

/** 'HH:MM', 00:00 to 23:59. */
export const timeSchema = z
  .string({ error: 'validation.timeInvalid' })
  .regex(/^([01]\d|2[0-3]):[0-5]\d$/, 'validation.timeInvalid');

/** The date `days` after `date` (negative: before), both 'YYYY-MM-DD'. */
export function addDays(date: string, days: number): string {
  return new Date(Date.parse(`${date}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);
}

// One formatter per time zone: building an Intl.DateTimeFormat costs a quarter of a millisecond,
// which the server paid on every check of a list item.
const dayFormats = new Map<string, Intl.DateTimeFormat>();

/** The calendar day `now` falls on in `timeZone`, as 'YYYY-MM-DD'. */
export function localDateOf(now: Date, timeZone = PRODUCT_TIME_ZONE): string {
  let format = dayFormats.get(timeZone);
  if (!format) {
    // en-CA writes dates as YYYY-MM-DD.
    format = new Intl.DateTimeFormat('en-CA', {
      timeZone,
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
    });
    dayFormats.set(timeZone, format);
  }
  return format.format(now);
}

/** Whole days from `from` to `to` (both 'YYYY-MM-DD'); negative when `to` is earlier. */
export function daysBetween(from: string, to: string): number {
  return Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / DAY_MS);
}
