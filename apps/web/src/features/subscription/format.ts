import { localDateOf, MONTHLY_PRICE_CHF } from '@mijote/contracts';
import { formatDayMonth } from '@/lib/dates';

/** '9.99': Swiss francs are written with a point. */
export const PRICE_TEXT = MONTHLY_PRICE_CHF.toFixed(2);

/** '14 août 2025', '1er août 2025': the instant's day in Swiss time, as every date of the app. */
export function formatLongDate(iso: string): string {
  const day = localDateOf(new Date(iso));
  return `${formatDayMonth(day)} ${day.slice(0, 4)}`;
}
