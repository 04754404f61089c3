import type { CookingTime } from './cooking-time-types';
import { FRESH } from './cooking-times-fresh';
import { STARCHES } from './cooking-times-starches';

export type { CookingTime };

// Basic cooking times a cook asks about, from standard French kitchen practice. Each entry is
// one food cooked one way; `food` finds the food in the folded question, `way` the method or
// variant (« mollets », « à la vapeur »).

export const COOKING_TIMES: readonly CookingTime[] = [...STARCHES, ...FRESH];

/** « Légumes vapeur » without a vegetable: every vegetable of the table is listed. */
const VEGETABLES_IN_GENERAL = /\blegumes?\b/;

function dedupe<T>(items: readonly T[]): T[] {
  return [...new Set(items)];
}

/** The cooking times a folded question asks about: the named way, else the whole group. */
export function findCookingTimes(text: string): CookingTime[] {
  const named = COOKING_TIMES.filter((entry) => entry.food.test(text));
  if (named.length === 0) {
    return VEGETABLES_IN_GENERAL.test(text)
      ? COOKING_TIMES.filter((entry) => entry.group === 'légumes')
      : [];
  }
  const groups = dedupe(named.map((entry) => entry.group));
  return groups.flatMap((group) => {
    const ofGroup = named.filter((entry) => entry.group === group);
    const withWay = ofGroup.filter((entry) => entry.way?.test(text));
    return withWay.length > 0 ? withWay : ofGroup;
  });
}
