import type { ExpiryReading } from '@mijote/contracts';
import type { TFunction } from 'i18next';
import { formatDayMonth } from './dates';

// Decision 029: a date reads one way on every screen (the fridge, the home), from the one reading
// of @mijote/contracts' `readExpiry`: « Périmé depuis le 27 novembre », « Expire aujourd’hui »,
// « Expire demain », « Expire le 1er décembre ».

/**
 * The date an expiry line shows: '21 novembre' this year, '3 mars 2027' another year (a bag of
 * rice keeps a year; « 3 mars » alone would read as the coming one).
 */
export function expiryDateText(expirationDate: string, today: string): string {
  const dayMonth = formatDayMonth(expirationDate);
  return expirationDate.slice(0, 4) === today.slice(0, 4)
    ? dayMonth
    : `${dayMonth} ${expirationDate.slice(0, 4)}`;
}

export function expiryText(t: TFunction, reading: ExpiryReading, today: string): string {
  const date = expiryDateText(reading.date, today);
  switch (reading.state) {
    case 'expired':
      return t('expiry.expiredSince', { date });
    case 'today':
      return t('expiry.today');
    case 'tomorrow':
      return t('expiry.tomorrow');
    default:
      return t('expiry.on', { date });
  }
}
