import { householdServings } from '@mijote/cuisine/servings';
import type { TFunction } from 'i18next';

// A count of portions says where it comes from: a child eats half an adult's portion, so a
// family of 2 adults and 2 children cooks « 3 portions (2 adultes, 2 enfants) ». Once the count
// is not the household's (a stepper moved it, a meal planned for guests) it reads « 5 portions ».

export type HouseholdSize = { adults: number; children: number };

/** Whether `servings` is the household's own count, so its adults and children explain it. */
export function isHouseholdCount(servings: number, household: HouseholdSize | undefined): boolean {
  return household !== undefined && householdServings(household) === servings;
}

export function portionsText(
  t: TFunction,
  servings: number,
  household: HouseholdSize | undefined,
): string {
  if (!household || !isHouseholdCount(servings, household)) {
    return t('portions.count', { count: servings });
  }
  const people = [
    ...(household.adults > 0 ? [t('portions.adults', { count: household.adults })] : []),
    ...(household.children > 0 ? [t('portions.children', { count: household.children })] : []),
  ].join(', ');
  return t('portions.ofHousehold', { count: servings, people });
}
