import { addDays, localDateOf, PRODUCT_TIME_ZONE } from '@mijote/contracts';

/** Monday and Sunday (YYYY-MM-DD) of the week that contains `now` in `timeZone` (Zurich). */
export function currentWeek(
  now: Date,
  timeZone = PRODUCT_TIME_ZONE,
): { start: string; end: string } {
  const today = localDateOf(now, timeZone);
  const daysSinceMonday = (new Date(`${today}T00:00:00Z`).getUTCDay() + 6) % 7;
  const start = addDays(today, -daysSinceMonday);
  return { start, end: addDays(start, 6) };
}
