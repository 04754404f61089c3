import { type Recipe, recipeIdSchema, recipeSchema, SERVINGS_RANGE } from '@mijote/contracts';
import { MEAL_TYPES, type MealType } from '@mijote/cuisine/vocabulary';
import { z } from 'zod';

// How another screen opens the planning's add-meal form (spec section 2: « opened from a
// recipe, the recipe arrives in navigation state »). A recipe card does
//
//   navigate(PLANNING_PATH, { state: planRecipeState(recipe) });
//
// and the home's quick action sends `{ addMeal: true }` for an empty form. The planning reads
// the state once with `readPlanningHandoff`, opens the form and clears the state, so that a
// reload or a Back does not open it again.

export const PLANNING_PATH = '/dashboard/planning';

export type PlanningNavigationState = { recipe: Recipe } | { addMeal: true };

export function planRecipeState(recipe: Recipe): PlanningNavigationState {
  return { recipe };
}

/** What the add-meal form starts from when another screen opened it. */
export type PlanningHandoff = {
  recipeTitle?: string;
  servings?: number;
  type?: MealType;
  /** The recipe's own id, kept on the planned meal (the server makes a UUID otherwise). */
  recipeId?: string;
  /** The whole recipe, kept as the meal's snapshot when it is a valid one. */
  recipe?: Recipe;
};

// Lenient on purpose: a recipe from an older screen or a model with an odd field still
// prefills what it can (title, servings, type) rather than opening nothing.
const looseRecipeSchema = z.object({
  id: z.unknown().optional(),
  title: z.string(),
  servings: z.unknown().optional(),
  type: z.unknown().optional(),
});

const stateSchema = z.union([
  z.object({ recipe: looseRecipeSchema }),
  z.object({ addMeal: z.literal(true) }),
]);

/** The handoff carried by `state`, or null when the planning was opened normally. */
export function readPlanningHandoff(state: unknown): PlanningHandoff | null {
  // Opened normally: no state to check (a failed parse builds its issues, every first draw).
  if (state === null || state === undefined) return null;
  const parsed = stateSchema.safeParse(state);
  if (!parsed.success) return null;
  if (!('recipe' in parsed.data)) return {};
  const loose = parsed.data.recipe;
  const id = recipeIdSchema.safeParse(loose.id);
  const servings = z.number().int().min(SERVINGS_RANGE.min).max(SERVINGS_RANGE.max);
  const type = z.enum(MEAL_TYPES).safeParse(loose.type);
  // The loose parse keeps only the fields it names: the snapshot is read from the state itself.
  const full = recipeSchema.safeParse((state as { recipe: unknown }).recipe);
  const wantedServings = servings.safeParse(loose.servings);
  return {
    recipeTitle: loose.title.trim(),
    servings: wantedServings.success ? wantedServings.data : undefined,
    type: type.success ? type.data : undefined,
    recipeId: id.success ? id.data : undefined,
    recipe: full.success ? full.data : undefined,
  };
}
