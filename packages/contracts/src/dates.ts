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

// One formatter per use and time zone: building an Intl.DateTimeFormat costs a quarter of a
// millisecond, which the server paid on every check of a list item.
const formats = new Map<string, Intl.DateTimeFormat>();

function formatIn(
  timeZone: string,
  locale: string,
  options: Intl.DateTimeFormatOptions,
): Intl.DateTimeFormat {
  const key = `${locale} ${timeZone}`;
  let format = formats.get(key);
  if (!format) {
    format = new Intl.DateTimeFormat(locale, { ...options, timeZone });
    formats.set(key, format);
  }
  return format;
}

/** The calendar day `now` falls on in `timeZone`, as 'YYYY-MM-DD'. */
export function localDateOf(now: Date, timeZone = PRODUCT_TIME_ZONE): string {
  return wallClockOf(now, timeZone).slice(0, 10);
}

/** The time `now` shows on a clock in `timeZone`, as 'HH:MM'. */
export function localTimeOf(now: Date, timeZone = PRODUCT_TIME_ZONE): string {
  return wallClockOf(now, timeZone).slice(11, 16);
}

/** `now` as `timeZone`'s clock reads it, written like an ISO instant ('YYYY-MM-DDTHH:MM:SS…'). */
function wallClockOf(now: Date, timeZone: string): string {
  const instant = now.getTime();
  return new Date(instant + offsetAt(instant, timeZone)).toISOString();
}

const HOUR_MS = 60 * 60 * 1000;

/** 01:00 UTC on the last Sunday of `month` (0–11) of `year`, when Europe's clocks change. */
function lastSundayAtOne(year: number, month: number): number {
  const lastDay = new Date(Date.UTC(year, month + 1, 0));
  return Date.UTC(year, month, lastDay.getUTCDate() - lastDay.getUTCDay(), 1);
}

/**
 * Zurich's offset from UTC at `instant`, by the rule Switzerland has kept with the European Union
 * since 1996: summer time (+2 h) from the last Sunday of March to the last Sunday of October,
 * both at 01:00 UTC, else +1 h. Undefined before 1996. Computed rather than read from
 * Intl.DateTimeFormat, whose first use costs a phone's browser about 50 ms at every page load;
 * a test holds it to Intl hour by hour. Should the rule change, so must this.
 */
function zurichOffset(instant: number): number | undefined {
  const year = new Date(instant).getUTCFullYear();
  if (year < 1996) return undefined;
  const summer = instant >= lastSundayAtOne(year, 2) && instant < lastSundayAtOne(year, 9);
  return summer ? 2 * HOUR_MS : HOUR_MS;
}

/** Whole days from `from` to `to` (both 'YYYY-MM-DD'); negative when `to` is earlier. */
export function daysBetween(from: string, to: string): number {
  return Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / DAY_MS);
}

/** How far `timeZone`'s clock is ahead of UTC at `instant`, in milliseconds. */
function offsetAt(instant: number, timeZone: string): number {
  const zurich = timeZone === PRODUCT_TIME_ZONE ? zurichOffset(instant) : undefined;
  if (zurich !== undefined) return zurich;
  // en-US with every field numeric: each part parses as a number (h23: midnight is 0, not 24).
  const format = formatIn(timeZone, 'en-US', {
    hourCycle: 'h23',
    year: 'numeric',
    month: 'numeric',
    day: 'numeric',
    hour: 'numeric',
    minute: 'numeric',
    second: 'numeric',
  });
  const parts = Object.fromEntries(
    format.formatToParts(new Date(instant)).map((part) => [part.type, Number(part.value)]),
  );
  const wall = Date.UTC(
    parts.year ?? 0,
    (parts.month ?? 1) - 1,
    parts.day ?? 1,
    parts.hour ?? 0,
    parts.minute ?? 0,
    parts.second ?? 0,
  );
  return wall - Math.floor(instant / 1000) * 1000;
}

/**
 * The instant a wall-clock `date` ('YYYY-MM-DD') and `time` ('HH:MM') name in `timeZone`, whatever
 * the server's own zone. A time the spring change skips (02:30 on the last Sunday of March) is
 * read with the winter offset, one hour later on the clock; a time the autumn change repeats is
 * the first of the two.
 */
export function instantOf(date: string, time: string, timeZone = PRODUCT_TIME_ZONE): Date {
  const asUtc = Date.parse(`${date}T${time}:00Z`);
  // The offsets a day before and a day after: the two sides of any change of clock near it.
  const before = offsetAt(asUtc - DAY_MS, timeZone);
  const after = offsetAt(asUtc + DAY_MS, timeZone);
  const shown = [asUtc - before, asUtc - after].filter(
    (instant) => instant + offsetAt(instant, timeZone) === asUtc,
  );
  return new Date(shown.length > 0 ? Math.min(...shown) : asUtc - before);
}
