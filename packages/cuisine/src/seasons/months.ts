import type { Season } from '../vocabulary';

/** A month of the year: 1 is January, 12 is December. */
export type Month = 1 | 2 | 3 | 4 | 5 | 6 | 7 | 8 | 9 | 10 | 11 | 12;

export function isMonth(value: number): value is Month {
  return Number.isInteger(value) && value >= 1 && value <= 12;
}

/** The month of a date in the server's time zone (Mijote's households shop in one zone). */
export function monthOf(date: Date): Month {
  return (date.getMonth() + 1) as Month;
}

/** The season the catalogue tags a month with: March to May is spring, and so on. */
export function seasonOfMonth(month: number): Season {
  if (month >= 3 && month <= 5) return 'printemps';
  if (month >= 6 && month <= 8) return 'été';
  if (month >= 9 && month <= 11) return 'automne';
  return 'hiver';
}

// The last month of a season already holds some of the next one's produce, and its first month
// still holds some of the last one's: May has the first courgettes, September the last tomatoes.
const NEIGHBOUR_OF_MONTH: Readonly<Partial<Record<Month, Season>>> = {
  2: 'printemps',
  3: 'hiver',
  5: 'été',
  6: 'printemps',
  8: 'automne',
  9: 'été',
  11: 'hiver',
  12: 'automne',
};

/**
 * How well a recipe tagged with `seasons` fits the month: 1 when the month is in one of them,
 * 0.5 when it borders one (a summer dish in late May), 0 otherwise.
 */
export function seasonFit(seasons: readonly Season[], month: Month): number {
  if (seasons.includes(seasonOfMonth(month))) return 1;
  const neighbour = NEIGHBOUR_OF_MONTH[month];
  return neighbour && seasons.includes(neighbour) ? 0.5 : 0;
}
