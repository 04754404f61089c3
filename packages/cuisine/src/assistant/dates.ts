// Calendar arithmetic on 'YYYY-MM-DD' strings, in UTC so that no time zone shifts a day.

export const WEEKDAYS = ['dimanche', 'lundi', 'mardi', 'mercredi', 'jeudi', 'vendredi', 'samedi'];
/** French month names, January first. */
export const MONTHS = [
  'janvier',
  'février',
  'mars',
  'avril',
  'mai',
  'juin',
  'juillet',
  'août',
  'septembre',
  'octobre',
  'novembre',
  'décembre',
];

function toUtc(date: string): Date {
  const [year, month, day] = date.split('-').map(Number);
  return new Date(Date.UTC(year!, (month ?? 1) - 1, day ?? 1));
}

export function isIsoDate(text: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(text)) return false;
  return toUtc(text).toISOString().slice(0, 10) === text;
}

export function addDays(date: string, days: number): string {
  const next = toUtc(date);
  next.setUTCDate(next.getUTCDate() + days);
  return next.toISOString().slice(0, 10);
}

/** 0 = dimanche … 6 = samedi. */
export function weekdayOf(date: string): number {
  return toUtc(date).getUTCDay();
}

/** Whole days from `from` to `to` (negative when `to` is earlier). */
export function daysBetween(from: string, to: string): number {
  return Math.round((toUtc(to).getTime() - toUtc(from).getTime()) / 86_400_000);
}

/** 'mardi 14 janvier'. */
export function formatDay(date: string): string {
  const utc = toUtc(date);
  const day = utc.getUTCDate();
  return `${WEEKDAYS[utc.getUTCDay()]} ${day === 1 ? '1er' : day} ${MONTHS[utc.getUTCMonth()]}`;
}

/** The month of a date, 1 to 12. */
export function monthOf(date: string): number {
  return toUtc(date).getUTCMonth() + 1;
}
