import { daysBetween, formatDay, isIsoDate } from '../assistant/dates';

// Decision 029: a date is read one way everywhere, in the household's time zone. `today` is the
// household's calendar day ('YYYY-MM-DD', `localDateOf(now)` in @mijote/contracts: Zurich by
// default), so every screen, the server and the assistant agree on when a day begins.
// An item that expires today is usable today: it is « Expire aujourd’hui », never « Périmé ».

/** Items dated at most this many days from today are marked on the fridge and listed on the home. */
export const EXPIRING_SOON_DAYS = 3;

/**
 * - expired: the date is before today (« Périmé depuis le … »);
 * - today, tomorrow: « Expire aujourd’hui », « Expire demain »;
 * - soon: within EXPIRING_SOON_DAYS days, later: beyond (both « Expire le … »).
 */
export type ExpiryState = 'expired' | 'today' | 'tomorrow' | 'soon' | 'later';

export type ExpiryReading = {
  state: ExpiryState;
  /** 'YYYY-MM-DD'. */
  date: string;
  /** Whole days from today to the date: negative once expired, 0 today. */
  daysLeft: number;
};

/** How an expiry date reads today; null without a date (or with one that is not a calendar day). */
export function readExpiry(expirationDate: string | null, today: string): ExpiryReading | null {
  if (expirationDate === null || !isIsoDate(expirationDate)) return null;
  const daysLeft = daysBetween(today, expirationDate);
  return { state: stateOf(daysLeft), date: expirationDate, daysLeft };
}

function stateOf(daysLeft: number): ExpiryState {
  if (daysLeft < 0) return 'expired';
  if (daysLeft === 0) return 'today';
  if (daysLeft === 1) return 'tomorrow';
  return daysLeft <= EXPIRING_SOON_DAYS ? 'soon' : 'later';
}

/** Past its date: not to be cooked. An item dated today is not. */
export function isExpired(expirationDate: string | null, today: string): boolean {
  return readExpiry(expirationDate, today)?.state === 'expired';
}

/** Still good, and dated within EXPIRING_SOON_DAYS days (today included): to eat first. */
export function isExpiringSoon(expirationDate: string | null, today: string): boolean {
  const state = readExpiry(expirationDate, today)?.state;
  return state === 'today' || state === 'tomorrow' || state === 'soon';
}

/**
 * The reading in French, for texts written outside the web's fr.json (the offline assistant, a
 * model's prompt): « périmé depuis le samedi 28 novembre », « expire aujourd’hui », « expire
 * demain », « expire le mardi 1er décembre » (with the year when it is not this one's).
 */
export function frenchExpiry(reading: ExpiryReading, today: string): string {
  switch (reading.state) {
    case 'expired':
      return `périmé depuis le ${dayText(reading.date, today)}`;
    case 'today':
      return 'expire aujourd’hui';
    case 'tomorrow':
      return 'expire demain';
    default:
      return `expire le ${dayText(reading.date, today)}`;
  }
}

function dayText(date: string, today: string): string {
  const day = formatDay(date);
  return date.slice(0, 4) === today.slice(0, 4) ? day : `${day} ${date.slice(0, 4)}`;
}
