import { DIFFICULTIES, MAX_KEEPS_DAYS, MEAL_TYPES } from '@mijote/cuisine/vocabulary';
import { z } from 'zod';
import { NAME_MAX_LENGTH, recipeIdSchema } from './text';

/**
 * The spec's « Generated recipe » (section 3). Favourites and planned meals keep a snapshot of it,
 * so a recipe opened later is the one that was saved, not just a title.
 */
export const recipeSchema = z.object({
  id: recipeIdSchema,
  title: z.string().trim().min(1, 'validation.invalid').max(NAME_MAX_LENGTH, 'validation.tooLong'),
  description: z.string().trim().max(2000, 'validation.tooLong'),
  /**
   * A path on our own origin, never a URL (decision 022), or null. Recipes no longer carry a
   * picture: the web draws each one's from its lines (decision 032), old snapshots included.
   */
  imageUrl: z
    .string()
    .regex(/^\/(?!\/)[A-Za-z0-9_./-]{1,200}$/, 'validation.invalid')
    .nullable(),
  preparationTime: z
    .number()
    .int()
    .min(0)
    .max(24 * 60),
  servings: z.number().int().min(1).max(100),
  difficulty: z.enum(DIFFICULTIES),
  ingredients: z.array(z.string().trim().min(1).max(300)).min(1).max(100),
  instructions: z.array(z.string().trim().min(1).max(2000)).min(1).max(100),
  type: z.enum(MEAL_TYPES),
  /**
   * A catalogue main dish's family facts (decision 034): suits children, days it keeps in the fridge
   * (0: to eat at once), made in one pot. Absent for a model's recipe and for older snapshots.
   */
  family: z
    .object({
      suitsChildren: z.boolean(),
      keepsDays: z.number().int().min(0).max(MAX_KEEPS_DAYS),
      onePot: z.boolean(),
    })
    .optional(),
});
export type Recipe = z.infer<typeof recipeSchema>;

/**
 * The id of a recipe a model wrote (spec section 3): 'recipe_' plus a timestamp plus random
 * text. Catalogue recipes keep their own slug, so a favourite or a list entry finds them again.
 */
export function generatedRecipeId(now: Date, random: () => number = Math.random): string {
  const text = Array.from({ length: 6 }, () =>
    Math.floor(Math.min(Math.max(random(), 0), 0.999999) * 36).toString(36),
  ).join('');
  return `recipe_${now.getTime()}_${text}`;
}
