import { DIETARY_RESTRICTIONS, MEAL_TYPES, type MealType } from '@mijote/cuisine/vocabulary';
import { z } from 'zod';
import { ERROR_CODES } from './error-codes';
import { recipeSchema } from './recipe';

// The suggestion screen's one call (spec sections 2, 4 and 5): a recipe of the chosen
// type for the caller's household, from the catalogue or from a text-generation model.

export const SUGGESTION_ENGINES = ['catalogue', 'llm'] as const;
export type SuggestionEngine = (typeof SUGGESTION_ENGINES)[number];

/** POST /api/suggestions. `regenerate` skips the 5-minute cache (« Réessayer », the ⟳ button). */
export const suggestionRequestSchema = z.object({
  type: z.enum(MEAL_TYPES, { error: 'validation.invalid' }),
  fridgeMode: z.boolean({ error: 'validation.invalid' }).default(false),
  regenerate: z.boolean({ error: 'validation.invalid' }).default(false),
});
export type SuggestionRequest = z.input<typeof suggestionRequestSchema>;
export type ValidSuggestionRequest = z.output<typeof suggestionRequestSchema>;

export const suggestionSchema = z.object({
  recipe: recipeSchema,
  /** Who wrote the recipe: the built-in catalogue, or the configured model. */
  engine: z.enum(SUGGESTION_ENGINES),
  /**
   * One of the household's own recipes (« Mes recettes », decision 040), offered by the catalogue
   * engine beside the catalogue's when it keeps the household's rules: « Recette de la maison ».
   */
  isOwnRecipe: z.boolean(),
  /** The model was asked and failed every attempt: the catalogue answered instead. */
  fellBack: z.boolean(),
  /** Why the model's answer was not used (its last failure), when `fellBack`. */
  fallbackReason: z.object({ code: z.enum(ERROR_CODES), message: z.string() }).nullable(),
  fridgeMode: z.boolean(),
  /**
   * Fridge mode: the recipe's lines the fridge does not hold, at the recipe's servings (the
   * household's « Toujours à la maison » is assumed at hand). Empty otherwise.
   */
  missingIngredients: z.array(z.string()),
  /**
   * Fridge mode: true when the recipe lacks at most two foods (MAX_MISSING_FOODS); false when no
   * recipe does and this is the closest one. Null outside fridge mode.
   */
  fitsFridge: z.boolean().nullable(),
  /** Fridge mode: the fridge items the recipe uses, soonest-expiring first. Empty otherwise. */
  usedFridgeItems: z.array(z.string()),
  /**
   * The household's rules the recipe keeps: all of them, since a recipe that breaks one is never
   * suggested (the union of the members' restrictions and avoided foods, decision 026).
   */
  keeps: z.object({
    restrictions: z.array(z.enum(DIETARY_RESTRICTIONS)),
    avoidedFoods: z.array(z.string()),
  }),
});
export type Suggestion = z.infer<typeof suggestionSchema>;

/**
 * GET /api/suggestions/recent: « Suggestions récentes », the household's last suggestions (any
 * member's), newest first, each recipe once, as it was suggested. Each is judged again against
 * the household's rules of today (decision 024): one a member's new rule forbids is not listed.
 * Reopened, a suggestion reads as a plain recipe (no fridge details: the fridge has changed).
 */
export const recentSuggestionSchema = z.object({
  /** The history row. */
  id: z.uuid(),
  suggestedAt: z.iso.datetime(),
  suggestion: suggestionSchema,
});
export type RecentSuggestion = z.infer<typeof recentSuggestionSchema>;
export const recentSuggestionsSchema = z.object({ suggestions: z.array(recentSuggestionSchema) });

/**
 * Spec section 9: a preparation time drawn at random by type, only when a model's reply does not
 * state one (decision 021: time, servings and difficulty come from the recipe itself).
 */
export const FALLBACK_PREPARATION_MINUTES: Readonly<
  Record<MealType, { min: number; max: number }>
> = {
  boisson: { min: 5, max: 14 },
  apéro: { min: 10, max: 24 },
  'amuse-bouche': { min: 10, max: 24 },
  entrée: { min: 15, max: 34 },
  plat: { min: 30, max: 59 },
  dessert: { min: 20, max: 44 },
};

/** A preparation time for `type` in its spec range, drawn with `random` (a number in [0, 1)). */
export function fallbackPreparationMinutes(
  type: MealType,
  random: () => number = Math.random,
): number {
  const { min, max } = FALLBACK_PREPARATION_MINUTES[type];
  const drawn = Math.floor(random() * (max - min + 1));
  return min + Math.min(Math.max(Number.isFinite(drawn) ? drawn : 0, 0), max - min);
}
