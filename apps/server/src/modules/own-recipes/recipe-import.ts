import {
  NAME_MAX_LENGTH,
  OWN_RECIPE_LIMITS,
  type RecipeImport,
  type RecipeImportInput,
} from '@mijote/contracts';
import {
  type RecipeDraft,
  readRecipePage,
  readRecipeText,
  reviewRecipe,
} from '@mijote/cuisine/own-recipes';
import type { AppContext } from '../../app-context';
import { AppError } from '../../lib/app-error';
import type { Caller } from '../../lib/caller';
import { loadHouseholdContext } from '../household';

// Reading a recipe from a pasted text or a link (decision 038 for the link): the draft the form
// shows for correction, already checked against the household's rules. Nothing is saved here.

type Ctx = Pick<AppContext, 'db' | 'readPage'>;

const clip = (text: string, max: number) => (text.length > max ? text.slice(0, max).trim() : text);

/** The draft within the bounds a saved recipe keeps (a page may list 300 lines of comments). */
function withinLimits(draft: RecipeDraft): RecipeImport['draft'] {
  const lines = (list: readonly string[], max: number) =>
    list.slice(0, OWN_RECIPE_LIMITS.lines).map((line) => clip(line, max));
  return {
    title: clip(draft.title, NAME_MAX_LENGTH),
    description: clip(draft.description, OWN_RECIPE_LIMITS.descriptionLength),
    servings: draft.servings ?? null,
    preparationTime: draft.preparationTime ?? null,
    cookingTime: draft.cookingTime ?? null,
    ingredients: lines(draft.ingredients, OWN_RECIPE_LIMITS.lineLength),
    instructions: lines(draft.instructions, OWN_RECIPE_LIMITS.stepLength),
  };
}

export async function importRecipe(
  ctx: Ctx,
  caller: Caller,
  input: RecipeImportInput,
): Promise<RecipeImport> {
  let read: RecipeDraft | undefined;
  let link: string | null = null;
  if (input.source === 'link') {
    const page = await ctx.readPage(input.link);
    link = page.url;
    read = readRecipePage(page.html);
    if (!read) throw new AppError('RECIPE_NOT_IN_PAGE');
  } else {
    read = readRecipeText(input.text);
    if (read.ingredients.length === 0) throw new AppError('RECIPE_TEXT_WITHOUT_INGREDIENTS');
  }
  const draft = withinLimits(read);
  const { rules } = await loadHouseholdContext(ctx.db, caller);
  return { draft, review: reviewRecipe(draft, rules), link };
}

/** The form's lines checked again after a correction. */
export async function checkRecipe(
  ctx: Pick<AppContext, 'db'>,
  caller: Caller,
  recipe: { ingredients: string[]; instructions: string[] },
) {
  const { rules } = await loadHouseholdContext(ctx.db, caller);
  const keep = (lines: string[]) => lines.map((line) => line.trim()).filter(Boolean);
  return reviewRecipe(
    { ingredients: keep(recipe.ingredients), instructions: keep(recipe.instructions) },
    rules,
  );
}
