import {
  FRIDGE_SHELVES,
  type FridgeItem,
  isExpired,
  isExpiringSoon,
  shelfOf,
} from '@mijote/contracts';
import type { FridgeCategory } from '@mijote/cuisine/vocabulary';
import { matchesSearch } from '@/lib/search';

// What « Mon Frigo » shows, as pure functions (spec sections 2 and 4, « Mon Frigo »). How a
// date reads is decision 029's one reading (`readExpiry`, lib/expiry-text.ts).

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

/**
 * The fridge's summary: how many items are past their date, and how many are to eat first
 * (dated today to EXPIRING_SOON_DAYS days from now).
 */
export function countByExpiry(
  items: readonly FridgeItem[],
  today: string,
): { expired: number; soon: number } {
  return {
    expired: items.filter((item) => isExpired(item.expirationDate, today)).length,
    soon: items.filter((item) => isExpiringSoon(item.expirationDate, today)).length,
  };
}
