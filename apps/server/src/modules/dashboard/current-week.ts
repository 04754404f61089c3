/** The households are in Switzerland and France: "this week" is Monday to Sunday in Zurich time. */
export const PRODUCT_TIME_ZONE = 'Europe/Zurich';

/** Monday and Sunday (YYYY-MM-DD) of the week that contains `now` in `timeZone`. */
export function currentWeek(
  now: Date,
  timeZone = PRODUCT_TIME_ZONE,
): { start: string; end: string } {
  const parts = new Intl.DateTimeFormat('en-CA', {
    timeZone,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).formatToParts(now);
  const part = (type: string) => Number(parts.find((p) => p.type === type)?.value);
  const localDay = Date.UTC(part('year'), part('month') - 1, part('day'));
  const daysSinceMonday = (new Date(localDay).getUTCDay() + 6) % 7;
  const day = 24 * 60 * 60 * 1000;
  const start = new Date(localDay - daysSinceMonday * day);
  const end = new Date(start.getTime() + 6 * day);
  return { start: start.toISOString().slice(0, 10), end: end.toISOString().slice(0, 10) };
}
