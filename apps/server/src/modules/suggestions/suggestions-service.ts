import {
  addDays,
  ERROR_MESSAGES,
  type ErrorCode,
  isOwnRecipeSnapshotId,
  localDateOf,
  type RecentSuggestion,
  type Suggestion,
  type ValidSuggestionRequest,
} from '@mijote/contracts';
import {
  checkCompliance,
  type FridgeContents,
  type HouseholdRules,
  judgeGeneratedRecipe,
  PLANNED_AHEAD_DAYS,
  plannedRecipeIdsAhead,
  readFridge,
  VARIETY_WINDOW,
} from '@mijote/cuisine';
import type { AppContext } from '../../app-context';
import { AppError } from '../../lib/app-error';
import type { Caller } from '../../lib/caller';
import { failsAs } from '../../lib/fails-as';
import { type FridgeItemRow, listFridgeItems } from '../fridge';
import { loadHouseholdContext } from '../household';
import { householdRecipeFacts, listOwnRecipes } from '../own-recipes';
import { plannedDays } from '../planning';
import { suggestCatalogueRecipe } from './catalogue-engine';
import type { LlmRecipeEngine } from './llm-engine';
import { suggestionHouseholdOf } from './suggestion-household';
import {
  listRecentSuggestions,
  listSuggestionSnapshots,
  recordSuggestion,
} from './suggestions-repo';

// POST /api/suggestions (spec sections 2, 4 and 5). The model answers when one is
// configured; when it fails every attempt, or none is configured, the catalogue does, and the
// answer says which and why. Either way the recipe has passed the household's rules.
// Fridge mode (the screen's switch and Mon Frigo's « Générer une recette ») reads the fridge,
// the household's cupboard staples and the meals planned in the coming days: both engines are
// held to the one fridge rule (packages/cuisine suggestions/fridge-ranking.ts). The catalogue
// engine offers the household's own recipes that keep its rules too (decision 040).

export type SuggestionEngines = { llm: LlmRecipeEngine | undefined };

type Deps = Pick<AppContext, 'db' | 'now' | 'random'>;

export async function suggestRecipe(
  ctx: Deps,
  engines: SuggestionEngines,
  caller: Caller,
  request: ValidSuggestionRequest,
): Promise<Suggestion> {
  // Independent reads: a pool runs them at once.
  const today = localDateOf(ctx.now());
  const [context, recent, kitchen, ownRecipes] = await Promise.all([
    loadHouseholdContext(ctx.db, caller),
    listRecentSuggestions(ctx.db, caller.householdId, VARIETY_WINDOW),
    request.fridgeMode ? readKitchen(ctx, caller.householdId, today) : undefined,
    listOwnRecipes(ctx.db, caller.householdId),
  ]);
  const household = suggestionHouseholdOf(context);
  // The web sends the user to /questionnaire on this code (spec section 4, PGRST116).
  if (!household) throw new AppError('PREFERENCES_NOT_SET');
  let fridge: FridgeContents<FridgeItemRow> | undefined;
  if (kitchen) {
    fridge = readFridge(kitchen.items, today);
    // Spec section 5: fridge mode needs an ingredient; an expired one is not available.
    if (fridge.usable.length === 0) throw new AppError('FRIDGE_EMPTY');
  }

  let fallbackReason: ErrorCode | null = null;
  if (engines.llm) {
    const generated = await engines.llm.suggest({
      type: request.type,
      household,
      regenerate: request.regenerate,
      today,
      recentTitles: recent.map((r) => r.recipeTitle),
      ...(fridge && kitchen
        ? {
            fridge: fridge.usable,
            pantry: context.pantry,
            plannedTitles: kitchen.planned.map((meal) => meal.recipeTitle),
          }
        : {}),
    });
    if (generated.ok) {
      const { recipe } = generated.suggestion;
      await record(ctx, caller, recipe, 'llm');
      return {
        recipe,
        engine: 'llm',
        isOwnRecipe: false,
        fellBack: false,
        fallbackReason: null,
        fridgeMode: request.fridgeMode,
        missingIngredients: generated.suggestion.missingIngredients,
        usedFridgeItems: generated.suggestion.usedFridgeItems,
        // A model's recipe that lacks more than two foods is never shown (judgeFridgeUse).
        fitsFridge: request.fridgeMode ? true : null,
        keeps: rulesOf(household),
      };
    }
    fallbackReason = generated.reason;
  }

  const answer = suggestCatalogueRecipe({
    type: request.type,
    household,
    recentRecipeIds: recent.map((r) => r.recipeId),
    today,
    random: ctx.random,
    ownRecipes: ownRecipes.map(householdRecipeFacts),
    ...(fridge && kitchen
      ? {
          fridge: fridge.usable.map((food) => food.item),
          pantry: context.pantry,
          plannedRecipeIds: plannedRecipeIdsAhead(kitchen.planned, today),
          isAnotherAsked: request.regenerate,
        }
      : {}),
  });
  // Spec section 8: « Impossible de générer une recette: … » when no engine has a recipe.
  if (!answer.ok) throw new AppError(answer.reason);
  await record(ctx, caller, answer.recipe, 'catalogue');
  return {
    recipe: answer.recipe,
    engine: 'catalogue',
    isOwnRecipe: answer.isOwnRecipe,
    fellBack: fallbackReason !== null,
    fallbackReason: fallbackReason
      ? { code: fallbackReason, message: ERROR_MESSAGES[fallbackReason] }
      : null,
    fridgeMode: request.fridgeMode,
    missingIngredients: answer.missingIngredients,
    usedFridgeItems: answer.usedFridgeItems.map((item) => item.name),
    fitsFridge: answer.fitsFridge,
    keeps: rulesOf(household),
  };
}

/** What fridge mode reads besides the preferences: the fridge, the cupboard, the coming days. */
async function readKitchen(ctx: Deps, householdId: string, today: string) {
  const [items, planned] = await Promise.all([
    failsAs('FRIDGE_FETCH_FAILED', () => listFridgeItems(ctx.db, householdId)),
    plannedDays(
      ctx.db,
      householdId,
      { from: today, to: addDays(today, PLANNED_AHEAD_DAYS - 1) },
      today,
    ),
  ]);
  return { items, planned };
}

/** What the card says the recipe respects: the rules it was chosen or checked against. */
function rulesOf(household: HouseholdRules): Suggestion['keeps'] {
  return { restrictions: [...household.restrictions], avoidedFoods: [...household.avoidedFoods] };
}

async function record(
  ctx: Deps,
  caller: Caller,
  recipe: Suggestion['recipe'],
  engine: 'catalogue' | 'llm',
): Promise<void> {
  await recordSuggestion(ctx.db, caller.householdId, { recipe, engine }, VARIETY_WINDOW);
}

/**
 * Whether a kept suggestion still keeps the household's rules, judged as it was when suggested:
 * a catalogue recipe by its ingredients (`checkCompliance`, as the catalogue chose it), a
 * model's recipe or a household's own by its lines and steps too (decision 024). Judged the
 * other way, a catalogue dish whose steps say « le fromage » (its mozzarella) was suggested to a
 * vegetarian household and then left out of its « Suggestions récentes ».
 */
function keepsTodaysRules(
  recipe: Suggestion['recipe'],
  engine: 'catalogue' | 'llm',
  rules: HouseholdRules,
): boolean {
  if (engine === 'catalogue' && !isOwnRecipeSnapshotId(recipe.id)) {
    return checkCompliance(recipe, {
      restrictions: rules.restrictions,
      avoidedFoods: rules.avoidedFoods,
    }).ok;
  }
  return judgeGeneratedRecipe(recipe, rules).ok;
}

/**
 * GET /api/suggestions/recent, « Suggestions récentes »: the household's kept suggestions (the
 * last VARIETY_WINDOW, whoever asked), newest first, each recipe once. Each is judged again
 * against today's rules of the household (decision 024): a member who joined with an allergy,
 * or a food added to avoid, takes the recipes that break it out of the list. Reopened, a
 * suggestion is a plain recipe: what the fridge held then is not what it holds now.
 */
export async function recentSuggestions(
  ctx: Pick<AppContext, 'db'>,
  caller: Caller,
): Promise<{ suggestions: RecentSuggestion[] }> {
  const [context, snapshots] = await Promise.all([
    loadHouseholdContext(ctx.db, caller),
    listSuggestionSnapshots(ctx.db, caller.householdId),
  ]);
  const seen = new Set<string>();
  const suggestions: RecentSuggestion[] = [];
  for (const { id, engine, recipe, createdAt } of snapshots) {
    if (seen.has(recipe.id)) continue;
    seen.add(recipe.id);
    if (!keepsTodaysRules(recipe, engine, context.rules)) continue;
    suggestions.push({
      id,
      suggestedAt: createdAt.toISOString(),
      suggestion: {
        recipe,
        engine,
        isOwnRecipe: isOwnRecipeSnapshotId(recipe.id),
        fellBack: false,
        fallbackReason: null,
        fridgeMode: false,
        missingIngredients: [],
        fitsFridge: null,
        usedFridgeItems: [],
        keeps: rulesOf(context.rules),
      },
    });
  }
  return { suggestions };
}
