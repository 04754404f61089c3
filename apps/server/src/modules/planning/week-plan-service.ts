import {
  addDays,
  localDateOf,
  ownRecipeSnapshotId,
  type ProposedDinner,
  type Recipe as RecipeSnapshot,
  WEEK_PROPOSAL_DAYS,
  type WeekProposal,
} from '@mijote/contracts';
import { proposeWeek, type Recipe, VARIETY_WINDOW } from '@mijote/cuisine';
import type { AppContext } from '../../app-context';
import { AppError } from '../../lib/app-error';
import type { Caller } from '../../lib/caller';
import { listFavorites } from '../favorites';
import { listFridgeItems } from '../fridge';
import { loadHouseholdContext } from '../household';
import { householdRecipeFacts, listOwnRecipes, ownRecipeSnapshot } from '../own-recipes';
import { listRecentSuggestions, suggestionHouseholdOf } from '../suggestions';
import { recipeSnapshot } from './plan-proposals';
import { plannedDays } from './planned-days';

// « Planifier la semaine » (docs/product.md « Planning »): the household's data (its own recipes
// included) read here,
// the week chosen by packages/cuisine (planning/propose-week.ts). Nothing is saved here: the
// dinners the user keeps are planned together by planMeals (planning-service.ts).

const DINNER_TIME = '19:00';
/** How far back the planning is read: a dish of last week is not proposed again. */
const RECENT_DAYS = 7;

type Deps = Pick<AppContext, 'db' | 'now' | 'random'>;

export async function proposeWeekFor(
  ctx: Deps,
  caller: Caller,
  input: { from?: string | undefined },
): Promise<WeekProposal> {
  const today = localDateOf(ctx.now());
  const from = input.from && input.from > today ? input.from : today;
  const last = addDays(from, WEEK_PROPOSAL_DAYS - 1);
  const [context, favorites, suggested, fridge, planned, ownRecipes] = await Promise.all([
    loadHouseholdContext(ctx.db, caller),
    listFavorites(ctx.db, caller.id),
    listRecentSuggestions(ctx.db, caller.householdId, VARIETY_WINDOW),
    listFridgeItems(ctx.db, caller.householdId),
    plannedDays(ctx.db, caller.householdId, { from: addDays(from, -RECENT_DAYS), to: last }, today),
    listOwnRecipes(ctx.db, caller.householdId),
  ]);
  const household = suggestionHouseholdOf(context);
  if (!household) throw new AppError('PREFERENCES_NOT_SET');
  const proposal = proposeWeek({
    today,
    from,
    days: WEEK_PROPOSAL_DAYS,
    rules: context.rules,
    preferredFoods: household.preferredFoods,
    servings: household.servings,
    hasChildren: household.hasChildren,
    favoriteIds: favorites.map((favorite) => favorite.recipeId),
    suggestedIds: suggested.map((suggestion) => suggestion.recipeId),
    fridge,
    pantry: context.pantry,
    planned,
    ownRecipes: ownRecipes.map(householdRecipeFacts),
    random: ctx.random,
  });
  const freeEvenings = WEEK_PROPOSAL_DAYS - proposal.plannedDates.length;
  if (freeEvenings > 0 && proposal.picks.length === 0) throw new AppError('WEEK_PLAN_NO_RECIPE');
  // A household's recipe is planned with its own lines, rescaled; a catalogue one from the catalogue.
  const ownRows = new Map(ownRecipes.map((row) => [ownRecipeSnapshotId(row.id), row]));
  const snapshot = (recipe: Recipe): RecipeSnapshot => {
    const own = ownRows.get(recipe.id);
    const kept = own
      ? ownRecipeSnapshot(own, household.servings)
      : recipeSnapshot(recipe.id, household.servings);
    if (!kept) throw new Error(`${recipe.id}: not in the catalogue`);
    return kept;
  };
  const dinners: ProposedDinner[] = proposal.picks.map((pick) => ({
    date: pick.date,
    time: DINNER_TIME,
    servings: household.servings,
    recipe: snapshot(pick.recipe),
    isFavorite: pick.isFavorite,
    isOwnRecipe: pick.isOwnRecipe,
    fridgeFoods: pick.fridgeFoods,
    sharedFoods: pick.sharedFoods,
    isRepeat: pick.isRepeat,
    alternatives: pick.alternatives.map(snapshot),
  }));
  return {
    dinners,
    plannedDates: proposal.plannedDates,
    basket: { items: proposal.basket.items, unusedShare: proposal.basket.unusedShare },
  };
}
