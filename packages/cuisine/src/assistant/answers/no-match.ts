import { RECIPES, type Recipe } from '../../catalogue';
import type { Ingredient } from '../../ingredients';
import { escapeMarkdown, joinFrench, quote } from '../french';
import { compliantRecipes, describeRules, whyNotAllowed } from '../household';
import { type RecipeSearch, rankRecipes } from '../recipes/search-recipes';
import type { AnswerContext } from './answer-context';

/**
 * Why nothing fits, in one honest sentence: either the catalogue has such recipes but none
 * respects the household's rules (and which rule each one breaks), or it has none at all.
 */
export function explainNoMatch(
  question: string,
  search: RecipeSearch,
  answer: AnswerContext,
): string {
  const asked = quote(escapeMarkdown(question.trim().replace(/\s+/g, ' ').slice(0, 80)));
  const ruleText = describeRules(answer.rules);
  const anyRules = rankRecipes(RECIPES, search, answer.ranking).filter(
    (r) => search.dishWords.length === 0 || r.titleHits > 0,
  );
  if (anyRules.length === 0 || ruleText === '') {
    return `Je n’ai pas de recette qui corresponde à ${asked} dans mon carnet.`;
  }
  const reasons = anyRules
    .slice(0, 2)
    .map(({ recipe }) => `« ${recipe.title} » : ${whyNotAllowed(recipe, answer.rules) ?? ''}`);
  return `J’ai bien des recettes pour ${asked}, mais aucune ne respecte vos critères (${ruleText}). Par exemple ${joinFrench(reasons)}.`;
}

/** Foods the question names that the household's rules forbid, with the reason. */
export function forbiddenFoods(
  foods: readonly Ingredient[],
  answer: AnswerContext,
): Array<{ food: Ingredient; reason: string }> {
  return foods.flatMap((food) => {
    const reason = whyNotAllowed({ ingredients: [{ ingredientId: food.id }] }, answer.rules);
    return reason ? [{ food, reason }] : [];
  });
}

const FOOD_TYPES: RecipeSearch['types'] = ['plat', 'entrée', 'dessert', 'apéro', 'amuse-bouche'];

/**
 * Another idea when nothing meets the wish: the best compliant recipe that keeps the time and
 * ease asked for, in the types asked, else in any type to eat; failing that, of the types
 * asked without those limits.
 */
export function fallbackIdea(
  search: Pick<RecipeSearch, 'types' | 'maxMinutes' | 'isEasy' | 'isNoCook' | 'excludeIds'>,
  answer: AnswerContext,
): Recipe | undefined {
  const types = search.types.length > 0 ? search.types : ['plat' as const];
  const limits = {
    maxMinutes: search.maxMinutes,
    isEasy: search.isEasy,
    isNoCook: search.isNoCook,
  };
  // A time asked for is a promise (« en 20 minutes »): never dropped to find something.
  const attempts: RecipeSearch[] = [
    { types, ingredients: [], dishWords: [], ...limits },
    { types: FOOD_TYPES, ingredients: [], dishWords: [], ...limits },
    { types, ingredients: [], dishWords: [], maxMinutes: search.maxMinutes },
  ];
  const candidates = compliantRecipes(answer.rules);
  for (const attempt of attempts) {
    const excludeIds = search.excludeIds ?? new Set<string>();
    const best = rankRecipes(candidates, { ...attempt, excludeIds }, answer.ranking)[0];
    if (best) return best.recipe;
  }
  return undefined;
}
