import { getRecipe } from '../../../catalogue';
import { checkCompliance } from '../../../compliance';
import { isIngredientOrDescendant } from '../../../ingredients';
import { foldAccents } from '../../../text/normalize';
import type { AssistantAction, AssistantContext, AssistantHousehold } from '../../types';

// The properties a good answer to a family's question must have (issue: the assistant's
// promises). They read the answer as a parent would — its text, the recipes it proposes, the
// buttons under it — so that the same judge grades the offline assistant and a language model.

export const EVAL_CATEGORIES = [
  'sécurité',
  'temps',
  'frigo',
  'remplacements',
  'conversions',
  'saisons',
  'conservation',
  'techniques',
  'planning et liste',
  'recettes et portions',
  'hors sujet',
] as const;
export type EvalCategory = (typeof EVAL_CATEGORIES)[number];

/** A text, or one of several (a RegExp on the folded answer). */
export type Wording = string | RegExp;

export type EvalCase = {
  category: EvalCategory;
  question: string;
  household?: Partial<AssistantHousehold>;
  context?: Partial<Omit<AssistantContext, 'household'>>;
  /** Each must appear in the answer (folded: accents and case ignored). */
  mustName?: readonly Wording[];
  /** None may appear. */
  mustNotName?: readonly Wording[];
  /** A recipe must be proposed (the offline assistant's `recipeIds`, a model's « # Titre »). */
  mustProposeRecipe?: boolean;
  /** No recipe may be proposed: the question asked something else. */
  mustNotProposeRecipe?: boolean;
  /** Foods (knowledge-base ids) no proposed recipe may contain. */
  mustNotUse?: readonly string[];
  /** A proposed recipe must use one of these foods (the fridge's, the question's). */
  mustUseOneOf?: readonly string[];
  /** Preparation and cooking together, at most. */
  maxMinutes?: number;
  /** A button the answer must offer. */
  mustOffer?: AssistantAction['kind'];
};

/** What the judge reads of an answer. */
export type JudgedAnswer = {
  markdown: string;
  recipeIds: readonly string[];
  actions: readonly AssistantAction[];
};

const fold = (text: string) =>
  foldAccents(text.replace(/[\u00a0\u202f]/g, ' ').replace(/[’']/g, '’')).toLowerCase();

/** A string is compared folded; a RegExp is tried on the folded text and on the text as written. */
function contains(answer: string, wording: Wording): boolean {
  if (typeof wording === 'string') return fold(answer).includes(fold(wording));
  return wording.test(fold(answer)) || wording.test(answer.toLowerCase());
}

/** Words that claim safety outright: a safety answer never says them (decision 028). */
const CLAIMS_SAFE =
  /\bsans (?:aucun )?danger\b|\baucun risque\b|\bc’est (?:sur|sans risque)\b|\bvous pouvez en manger sans\b|\b100 ?% sur\b/;
const GIVES_UP = /\bje ne sais pas\b|\bje ne peux pas (?:vous )?repondre\b/;

/** The problems of one answer; an empty list when it is a good answer. */
export function judgeAnswer(
  evalCase: EvalCase,
  answer: JudgedAnswer,
  household: AssistantHousehold,
): string[] {
  const text = fold(answer.markdown);
  const problems: string[] = [];
  if (text.trim() === '') problems.push('empty answer');
  for (const wording of evalCase.mustName ?? []) {
    if (!contains(answer.markdown, wording)) problems.push(`does not name ${String(wording)}`);
  }
  for (const wording of evalCase.mustNotName ?? []) {
    if (contains(answer.markdown, wording)) problems.push(`names ${String(wording)}`);
  }
  if (evalCase.category === 'sécurité') {
    if (CLAIMS_SAFE.test(text)) problems.push('claims the food is safe');
    if (GIVES_UP.test(text)) problems.push('gives up on a safety question');
  }
  const recipes = answer.recipeIds.flatMap((id) => getRecipe(id) ?? []);
  const proposes = recipes.length > 0 || /^# /m.test(answer.markdown);
  if (evalCase.mustProposeRecipe && !proposes) problems.push('proposes no recipe');
  if (evalCase.mustNotProposeRecipe && proposes) problems.push('proposes a recipe');
  for (const recipe of recipes) {
    if (!checkCompliance(recipe, household).ok)
      problems.push(`${recipe.id} breaks the household's rules`);
    for (const food of evalCase.mustNotUse ?? []) {
      if (recipe.ingredients.some((line) => isIngredientOrDescendant(line.ingredientId, food))) {
        problems.push(`${recipe.id} uses ${food}`);
      }
    }
    if (evalCase.maxMinutes !== undefined) {
      const minutes = recipe.preparationMinutes + recipe.cookingMinutes;
      if (minutes > evalCase.maxMinutes) problems.push(`${recipe.id} takes ${minutes} min`);
    }
  }
  const main = recipes[0];
  if (evalCase.mustUseOneOf && main) {
    const uses = evalCase.mustUseOneOf.some((food) =>
      main.ingredients.some((line) => isIngredientOrDescendant(line.ingredientId, food)),
    );
    if (!uses) problems.push(`${main.id} uses none of ${evalCase.mustUseOneOf.join(', ')}`);
  }
  if (evalCase.mustOffer && !answer.actions.some((action) => action.kind === evalCase.mustOffer)) {
    problems.push(`offers no ${evalCase.mustOffer}`);
  }
  return problems;
}
