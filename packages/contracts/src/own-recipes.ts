import { DIETARY_RESTRICTIONS, DIFFICULTIES, MEAL_TYPES } from '@mijote/cuisine/vocabulary';
import { z } from 'zod';
import { recipeSchema } from './recipe';
import { requiredText, rowIdSchema } from './text';

// The household's own recipes: written by hand, pasted as text or imported from a link, checked
// against the household's rules like every recipe (decision 024), shared by its members.

export const OWN_RECIPE_SOURCES = ['written', 'text', 'link'] as const;
export type OwnRecipeSource = (typeof OWN_RECIPE_SOURCES)[number];

/** The same bounds as a recipe snapshot (recipe.ts), so a saved recipe can be planned as it is. */
export const OWN_RECIPE_LIMITS = {
  lines: 100,
  lineLength: 300,
  stepLength: 2000,
  descriptionLength: 2000,
  /** A pasted text: a long recipe with its story fits; a whole book does not. */
  textLength: 20_000,
  linkLength: 2000,
} as const;

const minutesSchema = z
  .number({ error: 'validation.minutesInvalid' })
  .int('validation.minutesInvalid')
  .min(0, 'validation.minutesInvalid')
  .max(24 * 60, 'validation.minutesInvalid')
  .nullable();

const ingredientLineSchema = z
  .string()
  .trim()
  .min(1, 'validation.invalid')
  .max(OWN_RECIPE_LIMITS.lineLength, 'validation.tooLong');
const stepSchema = z
  .string()
  .trim()
  .min(1, 'validation.invalid')
  .max(OWN_RECIPE_LIMITS.stepLength, 'validation.tooLong');

/** A rule a line breaks: « lardons : ne respecte pas végétarien », with a line that would not. */
export const recipeFlagSchema = z.object({
  /** The ingredient line at fault; null for a food named in the steps, or a mix of lines. */
  line: z.number().int().min(0).nullable(),
  ingredient: z.string(),
  rule: z.enum([...DIETARY_RESTRICTIONS, 'avoidedFood']),
  ruleLabel: z.string(),
  text: z.string(),
  explanation: z.string(),
  adaptation: z.string().optional(),
});
export type RecipeFlag = z.infer<typeof recipeFlagSchema>;

export const recipeReviewSchema = z.object({
  flags: z.array(recipeFlagSchema),
  /** Lines naming no food the assistant knows: not checked, and said so. */
  unverified: z.array(z.string()),
});
export type RecipeReview = z.infer<typeof recipeReviewSchema>;

/** What was read from a text or a page, for the form: any field may be empty or wrong. */
export const recipeDraftSchema = z.object({
  title: z.string(),
  description: z.string(),
  servings: z.number().int().nullable(),
  preparationTime: z.number().int().nullable(),
  cookingTime: z.number().int().nullable(),
  ingredients: z.array(z.string()),
  instructions: z.array(z.string()),
});
export type RecipeDraft = z.infer<typeof recipeDraftSchema>;

/** POST /api/own-recipes/import: a pasted text or a link to a recipe page. */
export const recipeImportInputSchema = z.discriminatedUnion('source', [
  z.object({
    source: z.literal('text'),
    text: requiredText('validation.recipeTextRequired', OWN_RECIPE_LIMITS.textLength),
  }),
  z.object({
    source: z.literal('link'),
    link: requiredText('validation.linkRequired', OWN_RECIPE_LIMITS.linkLength),
  }),
]);
export type RecipeImportInput = z.infer<typeof recipeImportInputSchema>;

export const recipeImportSchema = z.object({
  draft: recipeDraftSchema,
  review: recipeReviewSchema,
  /** The page finally read, after redirects; null for a text. */
  link: z.string().nullable(),
});
export type RecipeImport = z.infer<typeof recipeImportSchema>;

/** POST /api/own-recipes/check: the form's lines, checked again after a correction. */
export const recipeCheckInputSchema = z.object({
  ingredients: z
    .array(z.string().max(OWN_RECIPE_LIMITS.lineLength, 'validation.tooLong'))
    .max(OWN_RECIPE_LIMITS.lines, 'validation.tooMany'),
  instructions: z
    .array(z.string().max(OWN_RECIPE_LIMITS.stepLength, 'validation.tooLong'))
    .max(OWN_RECIPE_LIMITS.lines, 'validation.tooMany'),
});

/** POST /api/own-recipes and PUT /api/own-recipes/:recipeId: the corrected recipe. */
export const ownRecipeInputSchema = z.object({
  title: requiredText('validation.recipeTitleRequired'),
  description: z
    .string()
    .trim()
    .max(OWN_RECIPE_LIMITS.descriptionLength, 'validation.tooLong')
    .default(''),
  servings: z
    .number({ error: 'validation.servingsInvalid' })
    .int('validation.servingsInvalid')
    .min(1, 'validation.servingsInvalid')
    .max(100, 'validation.servingsInvalid'),
  preparationTime: minutesSchema,
  cookingTime: minutesSchema,
  type: z.enum(MEAL_TYPES),
  difficulty: z.enum(DIFFICULTIES),
  ingredients: z
    .array(ingredientLineSchema)
    .min(1, 'validation.ingredientsRequired')
    .max(OWN_RECIPE_LIMITS.lines, 'validation.tooMany'),
  instructions: z
    .array(stepSchema)
    .min(1, 'validation.instructionsRequired')
    .max(OWN_RECIPE_LIMITS.lines, 'validation.tooMany'),
  source: z.enum(OWN_RECIPE_SOURCES),
  /** The page it was imported from (http or https), kept to credit it; null otherwise. */
  link: z
    .string()
    .trim()
    .max(OWN_RECIPE_LIMITS.linkLength, 'validation.tooLong')
    .regex(/^https?:\/\/\S+$/i, 'validation.invalid')
    .nullable(),
  /** The household saves it although it breaks its rules; refused otherwise (OWN_RECIPE_BREAKS_RULES). */
  keptDespiteRules: z.boolean(),
});
export type OwnRecipeInput = z.input<typeof ownRecipeInputSchema>;

export const ownRecipeSchema = z.object({
  id: z.uuid(),
  /** The recipe as planning, the list and favourites take it (its id: `maison_<id>`). */
  recipe: recipeSchema,
  preparationTime: z.number().int().nullable(),
  cookingTime: z.number().int().nullable(),
  source: z.enum(OWN_RECIPE_SOURCES),
  link: z.string().nullable(),
  /** Saved although it broke the household's rules when it was saved. */
  keptDespiteRules: z.boolean(),
  /** Checked against the household's rules as they are now (members and rules change). */
  review: recipeReviewSchema,
  /** Who wrote or imported it; null once that member has deleted their account. */
  authorId: z.string().nullable(),
  createdAt: z.iso.datetime(),
  updatedAt: z.iso.datetime(),
});
export type OwnRecipe = z.infer<typeof ownRecipeSchema>;

export const ownRecipeListSchema = z.object({ recipes: z.array(ownRecipeSchema) });
export const ownRecipeParamsSchema = z.object({ recipeId: rowIdSchema });

const OWN_RECIPE_ID_PREFIX = 'maison_';

/** The snapshot id of a household's recipe, so a favourite or a planned meal finds it again. */
export function ownRecipeSnapshotId(id: string): string {
  return `${OWN_RECIPE_ID_PREFIX}${id}`;
}

/** Whether a recipe snapshot is one of a household's own recipes. */
export function isOwnRecipeSnapshotId(recipeId: string): boolean {
  return recipeId.startsWith(OWN_RECIPE_ID_PREFIX);
}

/** The own_recipes row id of a household recipe's snapshot id; undefined for any other id. */
export function ownRecipeRowId(recipeId: string): string | undefined {
  if (!isOwnRecipeSnapshotId(recipeId)) return undefined;
  const id = recipeId.slice(OWN_RECIPE_ID_PREFIX.length);
  return z.uuid().safeParse(id).success ? id : undefined;
}
