// Durations as recipes write them: schema.org's ISO 8601 (« PT1H30M », « P0DT0H20M ») and
// French text (« 20 min », « 1 h 30 », « 1h30 », « 1 heure 15 minutes »). In minutes, rounded.

const ISO =
  /^P(?:(\d+(?:[.,]\d+)?)D)?(?:T(?:(\d+(?:[.,]\d+)?)H)?(?:(\d+(?:[.,]\d+)?)M)?(?:(\d+(?:[.,]\d+)?)S)?)?$/i;

const number = (text: string | undefined) => (text ? Number(text.replace(',', '.')) : 0);

/** Minutes of an ISO 8601 duration, or undefined when it is not one (or is zero). */
export function readIsoDuration(text: string): number | undefined {
  const match = ISO.exec(text.trim());
  if (!match || text.trim().toUpperCase() === 'P' || /T$/i.test(text.trim())) return undefined;
  const minutes =
    number(match[1]) * 24 * 60 + number(match[2]) * 60 + number(match[3]) + number(match[4]) / 60;
  return minutes > 0 ? Math.round(minutes) : undefined;
}

const HOURS = String.raw`(\d+(?:[.,]\d+)?)\s*(?:h|heures?|hrs?)\.?`;
const MINUTES = String.raw`(\d+)\s*(?:min(?:utes?|s)?|mn|m)\.?`;
const FRENCH = new RegExp(
  String.raw`^(?:environ\s+|env\.\s*)?(?:${HOURS}\s*(?:(\d{1,2})(?!\s*(?:s|sec))|${MINUTES})?|${MINUTES})(?![\p{L}\d])`,
  'iu',
);

/** Minutes of a French duration at the start of `text` (« 1 h 30 », « 45 min »), else undefined. */
export function readFrenchDuration(text: string): number | undefined {
  const match = FRENCH.exec(text.trim());
  if (!match) return undefined;
  const [, hours, bareMinutes, hourMinutes, onlyMinutes] = match;
  const minutes =
    number(hours) * 60 + number(bareMinutes) + number(hourMinutes) + number(onlyMinutes);
  return minutes > 0 ? Math.round(minutes) : undefined;
}

/** Either form: what a page's `prepTime` or a text's « Cuisson : 1 h » holds. */
export function readDuration(value: unknown): number | undefined {
  if (typeof value === 'number') return value > 0 ? Math.round(value) : undefined;
  if (typeof value !== 'string') return undefined;
  return readIsoDuration(value) ?? readFrenchDuration(value);
}
