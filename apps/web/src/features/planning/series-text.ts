import type { MealSeries } from '@mijote/contracts';
import type { TFunction } from 'i18next';
import { formatWeekday } from '@/lib/dates';

// How a recurring meal's rhythm reads: « chaque vendredi », « un dimanche sur deux ».

export function seriesEvery(
  t: TFunction,
  series: Pick<MealSeries, 'startsOn' | 'everyWeeks'>,
): string {
  return t(`planning.series.every.${series.everyWeeks === 2 ? 2 : 1}`, {
    weekday: formatWeekday(series.startsOn),
  });
}
