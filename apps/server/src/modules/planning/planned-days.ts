import { addDays, SERIES_AHEAD_DAYS, SERIES_AHEAD_MAX_DAYS } from '@mijote/contracts';
import type { Db } from '../../db/client';
import { type DatedPlannedMealRow, listPlannedMeals } from './planning-repo';
import { writeSeriesAhead } from './series-repo';

type DayRange = { from?: string | undefined; to?: string | undefined };

/**
 * The household's dated meals in `range`, its recurring meals' occurrences written first as far
 * as the range reads (at least SERIES_AHEAD_DAYS ahead of `today`, at most a year): every reader
 * of the planning's days goes through here, so an occurrence is there whoever looks first.
 */
export async function plannedDays(
  db: Db,
  householdId: string,
  range: DayRange,
  today: string,
): Promise<DatedPlannedMealRow[]> {
  await writeSeriesAhead(db, householdId, seriesHorizon(range, today));
  return listPlannedMeals(db, householdId, range);
}

function seriesHorizon(range: DayRange, today: string): string {
  const least = addDays(today, SERIES_AHEAD_DAYS);
  const most = addDays(today, SERIES_AHEAD_MAX_DAYS);
  if (!range.to || range.to < least) return least;
  return range.to > most ? most : range.to;
}
