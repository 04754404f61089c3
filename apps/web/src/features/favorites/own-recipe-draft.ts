import type {
  OwnRecipe,
  OwnRecipeInput,
  OwnRecipeSource,
  RecipeDraft,
  RecipeReview,
} from '@mijote/contracts';
import type { Difficulty, MealType } from '@mijote/cuisine/vocabulary';

// What the correction form edits: text as typed (numbers included, parsed on submit by the
// contract's schema), lines one per row of a textarea.

export type RecipeFormValues = {
  title: string;
  servings: string;
  preparationTime: string;
  cookingTime: string;
  type: MealType;
  difficulty: Difficulty;
  ingredients: string;
  instructions: string;
};

/** Where the form starts: the values, the rules' verdict on them, and where they came from. */
export type RecipeFormStart = {
  recipeId: string | null;
  values: RecipeFormValues;
  review: RecipeReview | null;
  source: OwnRecipeSource;
  link: string | null;
  isKept: boolean;
};

const DEFAULT_SERVINGS = 4;

const minutes = (value: number | null | undefined) => (value ? String(value) : '');

export function blankStart(): RecipeFormStart {
  return {
    recipeId: null,
    values: {
      title: '',
      servings: String(DEFAULT_SERVINGS),
      preparationTime: '',
      cookingTime: '',
      type: 'plat',
      difficulty: 'facile',
      ingredients: '',
      instructions: '',
    },
    review: null,
    source: 'written',
    link: null,
    isKept: false,
  };
}

export function startFromDraft(
  draft: RecipeDraft,
  review: RecipeReview,
  source: OwnRecipeSource,
  link: string | null,
): RecipeFormStart {
  return {
    ...blankStart(),
    values: {
      ...blankStart().values,
      title: draft.title,
      servings: String(draft.servings ?? DEFAULT_SERVINGS),
      preparationTime: minutes(draft.preparationTime),
      cookingTime: minutes(draft.cookingTime),
      ingredients: draft.ingredients.join('\n'),
      instructions: draft.instructions.join('\n'),
    },
    review,
    source,
    link,
  };
}

export function startFromOwnRecipe(own: OwnRecipe): RecipeFormStart {
  return {
    recipeId: own.id,
    values: {
      title: own.recipe.title,
      servings: String(own.recipe.servings),
      preparationTime: minutes(own.preparationTime),
      cookingTime: minutes(own.cookingTime),
      type: own.recipe.type,
      difficulty: own.recipe.difficulty,
      ingredients: own.recipe.ingredients.join('\n'),
      instructions: own.recipe.instructions.join('\n'),
    },
    review: own.review,
    source: own.source,
    link: own.link,
    isKept: own.keptDespiteRules,
  };
}

/** The rows of a textarea that hold something, trimmed. */
export function linesOf(text: string): string[] {
  return text
    .split('\n')
    .map((line) => line.trim())
    .filter(Boolean);
}

const numberOrNull = (text: string) => (text.trim() === '' ? null : Number(text));

/** What the form sends; the contract's schema judges it (a half-typed number stays invalid). */
export function inputOf(start: RecipeFormStart, values: RecipeFormValues, isKept: boolean) {
  return {
    title: values.title,
    description: '',
    servings: Number(values.servings),
    preparationTime: numberOrNull(values.preparationTime),
    cookingTime: numberOrNull(values.cookingTime),
    type: values.type,
    difficulty: values.difficulty,
    ingredients: linesOf(values.ingredients),
    instructions: linesOf(values.instructions),
    source: start.source,
    link: start.link,
    keptDespiteRules: isKept,
  } satisfies OwnRecipeInput;
}
