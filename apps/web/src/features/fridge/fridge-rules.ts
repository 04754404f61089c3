import { type FridgeItem, isExpired, isExpiringSoon } from '@mijote/contracts';
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
 * Decision 033: the fridge reads in the order food must be eaten. Expired items first (to check
 * or throw away), then what is to eat within 3 days, then the rest; an item without a date last.
 */
export type ExpiryGroup = 'expired' | 'soon' | 'later';
export const EXPIRY_GROUPS: readonly ExpiryGroup[] = ['expired', 'soon', 'later'];

// Made at its first use, not as the module loads with the list and the fridge: a collator
// loads the language's collation data, time a phone's first draw does not need to pay.
let collator: Intl.Collator | undefined;

/** Soonest date first (the longest expired first), no date last; then by name, then newest. */
export function compareByExpiry(a: FridgeItem, b: FridgeItem): number {
  if (a.expirationDate !== b.expirationDate) {
    if (a.expirationDate === null) return 1;
    if (b.expirationDate === null) return -1;
    return a.expirationDate < b.expirationDate ? -1 : 1;
  }
  collator ??= new Intl.Collator('fr', { sensitivity: 'base', numeric: true });
  return collator.compare(a.name, b.name) || b.createdAt.localeCompare(a.createdAt);
}

function groupOf(item: FridgeItem, today: string): ExpiryGroup {
  if (isExpired(item.expirationDate, today)) return 'expired';
  if (isExpiringSoon(item.expirationDate, today)) return 'soon';
  return 'later';
}

/**
 * The items in the three groups, in that order, each sorted by `compareByExpiry`; a group
 * with no item is left out. Dates are read with `readExpiry` (decision 029).
 */
export function groupByExpiry(
  items: readonly FridgeItem[],
  today: string,
): { group: ExpiryGroup; items: FridgeItem[] }[] {
  const sorted = [...items].sort(compareByExpiry);
  return EXPIRY_GROUPS.map((group) => ({
    group,
    items: sorted.filter((item) => groupOf(item, today) === group),
  })).filter(({ items: grouped }) => grouped.length > 0);
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
