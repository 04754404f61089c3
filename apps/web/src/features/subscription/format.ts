import { MONTHLY_PRICE_CHF } from '@mijote/contracts';

/** '9.99': Swiss francs are written with a point. */
export const PRICE_TEXT = MONTHLY_PRICE_CHF.toFixed(2);

const longDate = new Intl.DateTimeFormat('fr-CH', {
  day: 'numeric',
  month: 'long',
  year: 'numeric',
});

/** '14 août 2025', in the user's time zone. */
export function formatLongDate(iso: string): string {
  return longDate.format(new Date(iso));
}
