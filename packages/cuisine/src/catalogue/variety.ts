import { checkCompliance } from '../compliance/check-compliance';
import { isInSeason } from '../seasons/in-season';
import type { Month } from '../seasons/months';
import type { DietaryRestriction } from '../vocabulary';
import type { Recipe } from './recipe-schema';

// How much a household can cook from the catalogue (decision 034): the main dishes each common
// household may cook by the product's own check, those in season each month, the share ready on a
// weeknight, and how many weeks of five dinners pass before one comes back. The bench prints
// every figure beside the floor; the catalogue test holds the floors already met.

/** A household of the issue's table: its restrictions, as its members' rules would give them. */
export type VarietyHousehold = {
  readonly label: string;
  readonly restrictions: readonly DietaryRestriction[];
  /** The floor of main dishes it may cook. */
  readonly floor: number;
};

export const VARIETY_HOUSEHOLDS: readonly VarietyHousehold[] = [
  { label: 'no rule', restrictions: [], floor: 120 },
  { label: 'végétarien', restrictions: ['vegetarian'], floor: 50 },
  { label: 'végétarien + sans fruits à coque', restrictions: ['vegetarian', 'nutFree'], floor: 45 },
  { label: 'végan', restrictions: ['vegan'], floor: 35 },
  { label: 'sans gluten', restrictions: ['glutenFree'], floor: 50 },
  { label: 'sans lactose', restrictions: ['dairyFree'], floor: 50 },
  { label: 'halal', restrictions: ['halal'], floor: 60 },
  { label: 'casher', restrictions: ['kosher'], floor: 50 },
  {
    label: 'végétarien + sans gluten + sans lactose',
    restrictions: ['vegetarian', 'glutenFree', 'dairyFree'],
    floor: 25,
  },
];

/** Vegetarian main dishes in season, per month: the floor for every month. */
export const IN_SEASON_VEGETARIAN_FLOOR = 30;
/** Share of main dishes ready (preparation + cooking + waiting) in 30 minutes or less. */
export const QUICK_SHARE_FLOOR = 0.4;
export const QUICK_MINUTES = 30;
export const DINNERS_PER_WEEK = 5;

export const MONTHS = Array.from({ length: 12 }, (_, i) => (i + 1) as Month);

/** The dishes a household may cook, by the same check suggestions use (unresolved lines fail). */
export function dishesFor(
  dishes: readonly Recipe[],
  restrictions: readonly DietaryRestriction[],
): Recipe[] {
  return dishes.filter((recipe) => checkCompliance(recipe, { restrictions, avoidedFoods: [] }).ok);
}

export function inSeasonIn(dishes: readonly Recipe[], month: Month): Recipe[] {
  return dishes.filter((recipe) => isInSeason(recipe, month));
}

export function totalMinutes(recipe: Recipe): number {
  return recipe.preparationMinutes + recipe.cookingMinutes + (recipe.restingMinutes ?? 0);
}

export function quickShare(dishes: readonly Recipe[]): number {
  if (dishes.length === 0) return 0;
  return dishes.filter((r) => totalMinutes(r) <= QUICK_MINUTES).length / dishes.length;
}

/**
 * Weeks of five different dinners before a dish comes back, when the planner keeps to the month's
 * dishes: the leanest month decides (a household does not eat July's dishes in December).
 */
export function weeksBeforeRepeat(dishes: readonly Recipe[]): number {
  return Math.min(
    ...MONTHS.map((month) => Math.floor(inSeasonIn(dishes, month).length / DINNERS_PER_WEEK)),
  );
}
