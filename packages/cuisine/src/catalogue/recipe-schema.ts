import { z } from 'zod';
import {
  DIETARY_RESTRICTIONS,
  DIFFICULTIES,
  MAX_KEEPS_DAYS,
  MEAL_TYPES,
  mealTypeSlug,
  RECIPE_UNITS,
  SEASONS,
} from '../vocabulary';

// The catalogue is hand-written data: a strict schema (unknown keys rejected, no empty lists)
// catches typos at test time instead of showing a broken recipe card to a household.

const KEBAB_SLUG = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

/** Restrictions a recipe can be declared to satisfy: every value except 'none'. */
export type DeclarableDiet = Exclude<(typeof DIETARY_RESTRICTIONS)[number], 'none'>;
export const DECLARABLE_DIETS = DIETARY_RESTRICTIONS.filter(
  (restriction): restriction is DeclarableDiet => restriction !== 'none',
) as [DeclarableDiet, ...DeclarableDiet[]];

const nonEmptyText = z.string().trim().min(1);

function hasNoDuplicates(values: readonly string[]): boolean {
  return new Set(values).size === values.length;
}

export const recipeIngredientSchema = z.strictObject({
  ingredientId: z.string().regex(KEBAB_SLUG, 'identifiant d’ingrédient en kebab-case ASCII'),
  quantity: z.number().positive(),
  unit: z.enum(RECIPE_UNITS),
  note: nonEmptyText.optional(),
});
export type RecipeIngredient = z.infer<typeof recipeIngredientSchema>;

/**
 * What a family weighs on a weeknight (decision 034): whether children eat it as it is
 * (no strong spice, no alcohol left in, nothing hard to chew), how many days the cooked dish keeps
 * in the fridge (0: to eat at once, like a soufflé or a fish meunière) and whether it is made in
 * one pot, pan or dish (less washing up).
 */
export const familyFactsSchema = z.strictObject({
  suitsChildren: z.boolean(),
  keepsDays: z.number().int().min(0).max(MAX_KEEPS_DAYS),
  onePot: z.boolean(),
});
export type FamilyFacts = z.infer<typeof familyFactsSchema>;

export const recipeSchema = z
  .strictObject({
    id: z.string().regex(KEBAB_SLUG, 'identifiant de recette en kebab-case ASCII'),
    type: z.enum(MEAL_TYPES),
    title: nonEmptyText,
    description: nonEmptyText,
    preparationMinutes: z.number().int().nonnegative(),
    cookingMinutes: z.number().int().nonnegative(),
    /**
     * Waiting the steps ask for beyond preparation and cooking (marinating, resting, rising,
     * soaking, chilling), as the instructions state it; absent when there is none.
     */
    restingMinutes: z.number().int().positive().optional(),
    servings: z.number().int().positive(),
    difficulty: z.enum(DIFFICULTIES),
    seasons: z.array(z.enum(SEASONS)).min(1).refine(hasNoDuplicates, 'saison en double'),
    diets: z.array(z.enum(DECLARABLE_DIETS)).refine(hasNoDuplicates, 'régime en double'),
    ingredients: z.array(recipeIngredientSchema).min(2),
    instructions: z.array(nonEmptyText).min(2),
    /** Required for main dishes, the ones a family plans its week with. */
    family: familyFactsSchema.optional(),
  })
  .refine((recipe) => recipe.type !== 'plat' || recipe.family !== undefined, {
    message:
      'un plat dit s’il convient aux enfants, combien de jours il se garde et s’il est fait dans une seule cocotte',
    path: ['family'],
  })
  .refine((recipe) => recipe.id.startsWith(`${mealTypeSlug(recipe.type)}-`), {
    message: 'l’identifiant doit commencer par le type de repas (ex. « boisson-… »)',
    path: ['id'],
  });
export type Recipe = z.infer<typeof recipeSchema>;

/** One data file: a JSON array of recipes whose ids are unique. */
export const recipeFileSchema = z
  .array(recipeSchema)
  .refine((recipes) => hasNoDuplicates(recipes.map((recipe) => recipe.id)), {
    message: 'identifiant de recette en double',
  });
