import {
  type ErrorCode,
  fallbackPreparationMinutes,
  frenchExpiry,
  generatedRecipeId,
  type Recipe,
  readExpiry,
  recipeSchema,
} from '@mijote/contracts';
import {
  type FridgeFood,
  type FridgeUseProblem,
  judgeFridgeUse,
  judgeGeneratedRecipe,
  type MealType,
  pantryCheck,
  parseRecipeReply,
  type RecipeReplyProblem,
  rescaleIngredientLines,
} from '@mijote/cuisine';
import type { Logger } from 'pino';
import { AppError } from '../../lib/app-error';
import { retry } from '../../lib/retry';
import { type LlmClient, LlmUnavailableError } from '../../providers/llm';
import type { FridgeItemRow } from '../fridge';
import { RECIPE_SAMPLING, recipeMessages } from './recipe-prompt';
import { createRecipeCache, recipeCacheKey } from './suggestion-cache';
import type { SuggestionHousehold } from './suggestion-household';

// The LLM engine: the spec's prompt through the configured model, its reply read as
// spec section 5 says, then judged like a catalogue recipe (decision 024). A reply that is
// unreadable, breaks a rule, or (fridge mode) breaks the fridge rule the catalogue keeps — it
// uses nothing of the fridge, leaves aside what expires first, or lacks more than two foods
// besides the cupboard's (judgeFridgeUse) — is asked again; the
// spec's retry policy applies to every failure alike (section 9: waits of 2 s × 2^attempt).
// Failures travel as AppError(code) so lib/retry.ts counts them like any other.
// After the last one the caller falls back to the catalogue with the last reason.

/**
 * Spec section 9 « up to 3 retries, waiting 2 s times 2 to the power of the attempt number »:
 * three calls in all, 2 s then 4 s apart, as the spec's own loop counted them.
 */
export const RECIPE_ATTEMPTS = 3;
export const RECIPE_RETRY_BASE_MS = 2000;

export type GenerationInput = {
  type: MealType;
  household: SuggestionHousehold;
  /** Fridge mode: the items still good, soonest-expiring first. */
  fridge?: readonly FridgeFood<FridgeItemRow>[];
  /** The household's day ('YYYY-MM-DD', Zurich): what each fridge date means is read from it. */
  today: string;
  /** Fridge mode: the household's « Toujours à la maison ». */
  pantry?: readonly string[];
  /** Fridge mode: the titles of the meals planned in the coming days. */
  plannedTitles?: readonly string[];
  /** Skip the 5-minute cache (and refresh it). */
  regenerate: boolean;
  /** Recent suggestion titles: a regeneration is asked for something else. */
  recentTitles: readonly string[];
};

export type GeneratedSuggestion = {
  recipe: Recipe;
  missingIngredients: string[];
  usedFridgeItems: string[];
};

export type GenerationResult =
  | { ok: true; suggestion: GeneratedSuggestion }
  | { ok: false; reason: ErrorCode };

export type LlmRecipeEngine = { suggest(input: GenerationInput): Promise<GenerationResult> };

export type LlmEngineDeps = {
  llm: LlmClient;
  logger: Logger;
  now: () => Date;
  random: () => number;
  /** Waits between attempts (lib/retry.ts's real one by default); tests pass a recording one. */
  sleep?: (ms: number) => Promise<void>;
};

const FRIDGE_PROBLEM_CODES: Readonly<Record<FridgeUseProblem, ErrorCode>> = {
  'ignores-fridge': 'NO_FRIDGE_RECIPE',
  'skips-use-first': 'RECIPE_SKIPS_EXPIRING',
  'too-many-missing': 'RECIPE_MISSES_TOO_MUCH',
};

const PROBLEM_CODES: Readonly<Record<RecipeReplyProblem, ErrorCode>> = {
  empty: 'RECIPE_REPLY_INVALID',
  title: 'RECIPE_TITLE_MISSING',
  description: 'RECIPE_DESCRIPTION_MISSING',
  ingredients: 'RECIPE_INGREDIENTS_MISSING',
  instructions: 'RECIPE_INSTRUCTIONS_MISSING',
};

/** Each date read for the model as the household reads it (decision 029): « expire aujourd’hui ». */
function fridgeLines(fridge: readonly FridgeFood<FridgeItemRow>[], today: string) {
  return fridge.map(({ item }) => {
    const reading = readExpiry(item.expirationDate, today);
    return {
      name: item.name,
      quantity: item.quantity,
      unit: item.unit,
      expirationDate: item.expirationDate,
      expiry: reading ? frenchExpiry(reading, today) : null,
    };
  });
}

/** The reason of the last failure, as the catalogue of error texts names it. */
function failureReason(error: unknown): ErrorCode {
  if (error instanceof AppError) return error.code;
  if (error instanceof LlmUnavailableError) return 'RECIPE_GENERATOR_UNAVAILABLE';
  return 'RECIPE_GENERATION_FAILED';
}

export function createLlmRecipeEngine(deps: LlmEngineDeps): LlmRecipeEngine {
  const cache = createRecipeCache<GeneratedSuggestion>(deps.now);

  /** One call to the model, its reply read and judged. */
  async function attempt(input: GenerationInput): Promise<GeneratedSuggestion> {
    const { household } = input;
    const fridge = input.fridge ? fridgeLines(input.fridge, input.today) : undefined;
    const messages = recipeMessages({
      type: input.type,
      household,
      ...(fridge
        ? { fridge, pantry: input.pantry ?? [], plannedTitles: input.plannedTitles ?? [] }
        : {}),
      ...(input.regenerate ? { avoidTitles: input.recentTitles.slice(0, 3) } : {}),
    });
    const reply = await deps.llm.complete(
      messages,
      input.fridge ? RECIPE_SAMPLING.fridge : RECIPE_SAMPLING.free,
    );
    const parsed = parseRecipeReply(reply);
    if (!parsed.ok) throw new AppError(PROBLEM_CODES[parsed.problem]);
    const written = parsed.recipe;
    const verdict = judgeGeneratedRecipe(written, household);
    if (!verdict.ok) {
      deps.logger.info({ verdict }, 'generated recipe refused');
      throw new AppError(
        verdict.problem === 'violation' ? 'RECIPE_NOT_COMPLIANT' : 'RECIPE_UNVERIFIABLE',
      );
    }
    // The household's portions: a reply that states other servings is rescaled to them.
    const ingredients = rescaleIngredientLines(
      written.ingredients,
      written.servings ?? household.servings,
      household.servings,
    );
    let missingIngredients: string[] = [];
    let usedFridgeItems: string[] = [];
    if (input.fridge) {
      const fridgeVerdict = judgeFridgeUse(
        ingredients,
        input.fridge,
        input.pantry ? pantryCheck(input.pantry) : undefined,
      );
      if (!fridgeVerdict.ok) {
        deps.logger.info({ verdict: fridgeVerdict }, 'generated recipe refused for the fridge');
        throw new AppError(FRIDGE_PROBLEM_CODES[fridgeVerdict.problem]);
      }
      missingIngredients = fridgeVerdict.use.missingLines;
      usedFridgeItems = fridgeVerdict.use.used.map((item) => item.name);
    }
    const recipe = recipeSchema.safeParse({
      id: generatedRecipeId(deps.now(), deps.random),
      title: written.title,
      description: written.description,
      // The web draws the picture from the lines (decision 032).
      imageUrl: null,
      // Decision 021: the spec's random time by type only when the reply states none.
      preparationTime:
        written.preparationMinutes ?? fallbackPreparationMinutes(input.type, deps.random),
      servings: household.servings,
      difficulty: written.difficulty ?? 'facile',
      ingredients,
      instructions: written.instructions,
      type: input.type,
    } satisfies Recipe);
    // Too long a title, a hundred steps…: not a recipe the app can show.
    if (!recipe.success) throw new AppError('RECIPE_REPLY_INVALID');
    return { recipe: recipe.data, missingIngredients, usedFridgeItems };
  }

  async function loggedAttempt(input: GenerationInput): Promise<GeneratedSuggestion> {
    try {
      return await attempt(input);
    } catch (error) {
      deps.logger.warn({ err: error }, 'recipe generation attempt failed');
      throw error;
    }
  }

  return {
    async suggest(input) {
      const key = recipeCacheKey({
        type: input.type,
        fridgeMode: input.fridge !== undefined,
        household: input.household,
        ...(input.fridge
          ? {
              fridge: fridgeLines(input.fridge, input.today),
              pantry: input.pantry ?? [],
              plannedTitles: input.plannedTitles ?? [],
            }
          : {}),
      });
      const cached = input.regenerate ? undefined : cache.get(key);
      if (cached) return { ok: true, suggestion: cached };
      try {
        const suggestion = await retry(() => loggedAttempt(input), {
          attempts: RECIPE_ATTEMPTS,
          baseDelayMs: RECIPE_RETRY_BASE_MS,
          ...(deps.sleep ? { sleep: deps.sleep } : {}),
        });
        cache.set(key, suggestion);
        return { ok: true, suggestion };
      } catch (error) {
        return { ok: false, reason: failureReason(error) };
      }
    },
  };
}
