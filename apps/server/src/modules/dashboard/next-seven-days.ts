import { addDays, localDateOf, PRODUCT_TIME_ZONE } from '@mijote/contracts';

/**
 * Today and the six days after it (YYYY-MM-DD), today being the day `now` falls on in `timeZone`
 * (Zurich): what the home's « Repas planifiés (7 prochains jours) » counts. A calendar week
 * counted two meals on a Saturday after seven dinners had been planned from that day on.
 */
export function nextSevenDays(
  now: Date,
  timeZone = PRODUCT_TIME_ZONE,
): { start: string; end: string } {
  const today = localDateOf(now, timeZone);
  return { start: today, end: addDays(today, 6) };
}
