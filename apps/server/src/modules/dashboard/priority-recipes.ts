import type { DashboardUpcoming, HouseholdContext } from '@mijote/contracts';
import { householdServings, type MealType, priorityRecipes } from '@mijote/cuisine';
import type { FridgeItemRow } from '../fridge';
import { catalogueRecipeOf, suggestionHouseholdOf } from '../suggestions';

/** A few lines under the expiring items, not a second suggestion screen. */
const PRIORITY_RECIPES_SHOWN = 3;

/** What a family cooks to use up food: dishes and desserts, not drinks or nibbles. */
const PRIORITY_RECIPE_TYPES: readonly MealType[] = ['plat', 'entrée', 'dessert'];

/**
 * The home's « À consommer en priorité » recipes (the loop): the catalogue's fridge
 * mode over the household's whole fridge, keeping only recipes that use one of `priority` (the
 * items the home lists). The household's rules are the union of its members' (decision 026),
 * as for the suggestion screen; a caller who skipped the questionnaire still gets them.
 */
export function priorityRecipesFor(input: {
  context: HouseholdContext;
  fridge: readonly FridgeItemRow[];
  priority: readonly FridgeItemRow[];
  today: string;
}): DashboardUpcoming['priorityRecipes'] {
  const household = suggestionHouseholdOf(input.context) ?? {
    ...input.context.rules,
    preferredFoods: [],
    servings: householdServings({ adults: 2, children: 0 }),
  };
  const priorityIds = new Set(input.priority.map((item) => item.id));
  return priorityRecipes({
    types: PRIORITY_RECIPE_TYPES,
    rules: { restrictions: household.restrictions, avoidedFoods: household.avoidedFoods },
    preferredFoods: household.preferredFoods,
    servings: household.servings,
    today: input.today,
    fridge: input.fridge,
    isPriority: (item) => priorityIds.has(item.id),
    count: PRIORITY_RECIPES_SHOWN,
  }).map((found) => ({
    recipe: catalogueRecipeOf(found),
    usedItems: found.priorityItems.map((item) => item.name),
  }));
}
