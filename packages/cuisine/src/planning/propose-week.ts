import { addDays, monthOf } from '../assistant/dates';
import { DEFAULT_PANTRY, pantryCheck } from '../buying/pantry';
import { RECIPES, type Recipe } from '../catalogue';
import { type FridgeItemFacts, readFridge } from '../fridge';
import type { HouseholdRules } from '../household';
import {
  type HouseholdRecipeFacts,
  offeredHouseholdRecipes,
} from '../own-recipes/household-recipe';
import { isRecipeAllowed } from '../suggestions/recipe-allowed';
import { preferredIngredients } from '../suggestions/taste-score';
import { nextEvenings, planWeek, type WeekPlan } from './plan-week';

// « Planifier la semaine » for a household: which evenings are free, which dishes its rules allow
// (the catalogue's and its own main dishes that keep today's rules), and what it likes, read from
// its data; planWeek chooses.

/** From this time on, a planned meal is that evening's dinner. */
const DINNER_FROM = '17:00';
/** A dish planned within this many days before the week is not proposed again in it. */
const RECENT_DAYS = 7;

export type WeekProposalRequest = {
  today: string;
  /** The first evening; today when absent. */
  from?: string;
  days: number;
  rules: HouseholdRules;
  preferredFoods: readonly string[];
  servings: number;
  hasChildren: boolean;
  favoriteIds: readonly string[];
  suggestedIds: readonly string[];
  /** The household's own recipes (decision 040): its main dishes that keep the rules are candidates. */
  ownRecipes?: readonly HouseholdRecipeFacts[];
  fridge: readonly FridgeItemFacts[];
  pantry?: readonly string[];
  /** The household's planned meals around the week (from RECENT_DAYS before it to its end). */
  planned: ReadonlyArray<{ date: string; time: string; recipeId: string }>;
  random: () => number;
};

export type WeekProposal = WeekPlan & {
  /** The week's evenings that already have a dinner, left as they are. */
  plannedDates: string[];
};

/** The week's free evenings filled with dishes the household's rules allow. */
export function proposeWeek(request: WeekProposalRequest): WeekProposal {
  const first = request.from ?? request.today;
  const evenings = nextEvenings(first, request.days);
  const plannedDates = evenings.filter((date) =>
    request.planned.some((meal) => meal.date === date && meal.time >= DINNER_FROM),
  );
  const free = evenings.filter((date) => !plannedDates.includes(date));
  const recent = new Set(
    request.planned
      .filter((meal) => meal.date >= addDays(first, -RECENT_DAYS))
      .map((meal) => meal.recipeId),
  );
  const own = offeredHouseholdRecipes(
    (request.ownRecipes ?? []).filter((recipe) => recipe.type === 'plat'),
    request.rules,
  ).filter((recipe) => !recent.has(recipe.id));
  const candidates: Recipe[] = [
    ...RECIPES.filter(
      (recipe) =>
        recipe.type === 'plat' && !recent.has(recipe.id) && isRecipeAllowed(recipe, request.rules),
    ),
    ...own,
  ];
  const plan = planWeek({
    dates: free,
    candidates,
    servings: request.servings,
    today: request.today,
    taste: {
      preferred: preferredIngredients(request.preferredFoods),
      month: monthOf(first),
      random: request.random,
      hasChildren: request.hasChildren,
    },
    favoriteIds: request.favoriteIds,
    suggestedIds: request.suggestedIds,
    ownRecipeIds: own.map((recipe) => recipe.id),
    fridge: readFridge(request.fridge, request.today).usable,
    isInPantry: pantryCheck(request.pantry ?? DEFAULT_PANTRY),
  });
  return { ...plan, plannedDates };
}
