import {
  FRIDGE_SHELVES,
  type FridgeItem,
  isExpired,
  isExpiringSoon,
  shelfOf,
} from '@mijote/contracts';
import type { FridgeCategory } from '@mijote/cuisine/vocabulary';
import { formatDayMonth } from '../../lib/dates';
import { matchesSearch } from '../../lib/search';

// What « Mon Frigo » shows, as pure functions (spec sections 2 and 4, issue 8 point 4).

/**
 * How an item's date reads: 'expired' when it is today or past (red, « Périmé depuis le … »),
 * 'soon' within EXPIRING_SOON_DAYS days (marked), 'fresh' later, 'none' without a date.
 */
export type ExpiryState = 'none' | 'fresh' | 'soon' | 'expired';

export function expiryStateOf(expirationDate: string | null, today: string): ExpiryState {
  if (expirationDate === null) return 'none';
  if (isExpired(expirationDate, today)) return 'expired';
  if (isExpiringSoon(expirationDate, today)) return 'soon';
  return 'fresh';
}

/** The chip « Tous » is `null`. */
export type CategoryFilter = FridgeCategory | null;

/** The items whose name matches the search and whose category is the chosen one. */
export function filterFridgeItems(
  items: readonly FridgeItem[],
  query: string,
  category: CategoryFilter,
): FridgeItem[] {
  return items.filter(
    (item) =>
      (category === null || item.category === category) && matchesSearch(query, [item.name]),
  );
}

/**
 * The five shelves, top to bottom, each with its items in the order given. An item's shelf is
 * `shelfOf(id)`, the function the server uses too, so it never moves between renders, devices
 * or filters.
 */
export function placeOnShelves(items: readonly FridgeItem[]): FridgeItem[][] {
  const shelves: FridgeItem[][] = Array.from({ length: FRIDGE_SHELVES }, () => []);
  for (const item of items) shelves[shelfOf(item.id)]?.push(item);
  return shelves;
}

/** How many items are in each expiry state. */
export function countByExpiry(
  items: readonly FridgeItem[],
  today: string,
): Record<ExpiryState, number> {
  const counts: Record<ExpiryState, number> = { none: 0, fresh: 0, soon: 0, expired: 0 };
  for (const item of items) counts[expiryStateOf(item.expirationDate, today)]++;
  return counts;
}

/**
 * The date an item's expiry line shows: '21 novembre' this year, '3 mars 2027' another year
 * (a bag of rice keeps a year; « 3 mars » alone would read as the coming one).
 */
export function expiryDateText(expirationDate: string, today: string): string {
  const year = expirationDate.slice(0, 4);
  const dayMonth = formatDayMonth(expirationDate);
  return year === today.slice(0, 4) ? dayMonth : `${dayMonth} ${year}`;
}
