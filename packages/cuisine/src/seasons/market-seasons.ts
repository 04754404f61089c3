import { getIngredient, INGREDIENTS, ingredientAncestors } from '../ingredients/lookup';
import {
  AT_MARKET_ALL_YEAR,
  IMPORTED_PRODUCE,
  PRODUCE_CALENDAR,
  type ProduceCalendar,
} from './market-calendar';
import { isMonth, type Month } from './months';

/** Where a fresh food stands at market in a given month. */
export type MarketAvailability = 'peak' | 'available' | 'out';

/**
 * How a fresh food follows the seasons: its availability month by month (index 0 is January),
 * or 'all-year' for what is local all year and 'imported' for what never grows here.
 */
export type ProduceSeasonality = readonly MarketAvailability[] | 'all-year' | 'imported';

/** '10-2,5' → [10, 11, 12, 1, 2, 5]; a typo throws (the calendar is read at start-up). */
export function monthsOf(spec: string): Month[] {
  if (spec === '') return [];
  return spec.split(',').flatMap((part) => {
    const bounds = part.split('-').map(Number);
    const [from = Number.NaN, to = from] = bounds;
    if (bounds.length > 2 || !isMonth(from) || !isMonth(to)) {
      throw new Error(`Calendrier des marchés invalide : « ${spec} »`);
    }
    const length = ((to - from + 12) % 12) + 1;
    return Array.from({ length }, (_, i) => (((from - 1 + i) % 12) + 1) as Month);
  });
}

function yearOf(calendar: ProduceCalendar): MarketAvailability[] {
  const year = Array.from({ length: 12 }, (): MarketAvailability => 'out');
  for (const month of monthsOf(calendar.available ?? '')) year[month - 1] = 'available';
  for (const month of monthsOf(calendar.peak)) year[month - 1] = 'peak';
  return year;
}

const OWN_SEASONALITY = new Map<string, ProduceSeasonality>([
  ...Object.entries(PRODUCE_CALENDAR).map(([id, c]): [string, ProduceSeasonality] => [
    id,
    yearOf(c),
  ]),
  ...AT_MARKET_ALL_YEAR.map((id): [string, ProduceSeasonality] => [id, 'all-year']),
  ...IMPORTED_PRODUCE.map((id): [string, ProduceSeasonality] => [id, 'imported']),
]);

const seasonalityCache = new Map<string, ProduceSeasonality | undefined>();

/**
 * How a food follows the market's seasons: its own entry, else its nearest parent's (tomate
 * cerise follows tomate). Only fresh produce has one: dried, canned and frozen foods, and
 * everything outside the fruit and vegetable aisle, give undefined.
 */
export function produceSeasonality(ingredientId: string): ProduceSeasonality | undefined {
  if (seasonalityCache.has(ingredientId)) return seasonalityCache.get(ingredientId);
  const ingredient = getIngredient(ingredientId);
  let found: ProduceSeasonality | undefined;
  if (ingredient?.aisle === 'fruits et légumes') {
    found = [ingredient.id, ...ingredientAncestors(ingredient.id)]
      .map((id) => OWN_SEASONALITY.get(id))
      .find((s) => s !== undefined);
  }
  seasonalityCache.set(ingredientId, found);
  return found;
}

/** 'peak', 'available' or 'out' for a seasonal food; undefined when the month says nothing. */
export function marketAvailability(
  ingredientId: string,
  month: Month,
): MarketAvailability | undefined {
  const seasonality = produceSeasonality(ingredientId);
  return typeof seasonality === 'object' ? seasonality[month - 1] : undefined;
}

/** The fresh foods at the peak of their season in that month, in knowledge-base order. */
export function produceInSeason(month: Month): string[] {
  return INGREDIENTS.filter((i) => marketAvailability(i.id, month) === 'peak').map((i) => i.id);
}
