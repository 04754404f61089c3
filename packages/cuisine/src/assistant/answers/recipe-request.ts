import { getRecipe } from '../../catalogue';
import { checkCompliance } from '../../compliance';
import { plannedRecipeIdsAhead } from '../../suggestions/fridge-ranking';
import type { MealType } from '../../vocabulary';
import { formatDay } from '../dates';
import { escapeMarkdown } from '../french';
import { compliantRecipes, whyNotAllowed } from '../household';
import { type RankedRecipe, type RecipeSearch, rankRecipes } from '../recipes/search-recipes';
import type { AssistantReply } from '../types';
import type { QuestionFacts } from '../understanding/read-facts';
import type { Question } from '../understanding/read-question';
import { type AnswerContext, recentRecipeIds } from './answer-context';
import { explainNoMatch, fallbackIdea, forbiddenFoods } from './no-match';
import { recipeReply } from './recipe-answer';
import { reply } from './reply';

const ASKS_TONIGHT =
  /\b(?:on mange quoi|qu est ce qu on mange|quoi manger|au menu)\b.*\bce soir\b|\bce soir\b.*\b(?:on mange quoi|au menu)\b/;

/** « qu'est-ce qu'on mange ce soir ? » when tonight's dinner is already planned. */
function plannedTonight(answer: AnswerContext): AssistantReply | undefined {
  const { today, planning } = answer.context;
  const meal = planning.find((m) => m.date === today && m.time >= '17:00');
  if (!meal) return undefined;
  const recipe = getRecipe(meal.recipeId);
  const before = `Ce soir (${formatDay(today)}), vous avez prévu **${meal.recipeTitle}** à ${meal.time.replace(':', ' h ')}.`;
  if (recipe && checkCompliance(recipe, answer.rules).ok) {
    return recipeReply('recipe-request', recipe, answer, { before });
  }
  return reply('recipe-request', before);
}

function searchFor(facts: QuestionFacts, answer: AnswerContext): RecipeSearch {
  const hasWish = facts.dishWords.length > 0 || facts.ingredients.length > 0;
  const recent = facts.wantsAnother ? recentRecipeIds(answer.context) : [];
  const recentType = recent.map((id) => getRecipe(id)?.type).find((type) => type !== undefined);
  // Without a type, a dish or a food, « une idée de recette » is a main course, and « une
  // autre » is another of the kind just proposed.
  const types: MealType[] =
    facts.mealTypes.length > 0 ? facts.mealTypes : hasWish ? [] : [recentType ?? 'plat'];
  const excludeIds = new Set(recent);
  return {
    types,
    ingredients: facts.ingredients,
    dishWords: facts.dishWords,
    maxMinutes: facts.maxMinutes,
    isEasy: facts.isEasy,
    isNoCook: facts.isNoCook,
    excludeIds,
    foodsInTitle: facts.asksForDish,
  };
}

/** A ranking meets the wishes when its best recipe has the dish asked for, or an asked food. */
function meetsWishes(ranked: readonly RankedRecipe[], search: RecipeSearch): boolean {
  const best = ranked[0];
  if (!best) return false;
  return search.dishWords.length === 0 || best.titleHits > 0 || best.matched.length > 0;
}

/**
 * The recipes for the search, or for a looser one when nothing meets it all: the dish without
 * the food (« soupe de potiron » → a velouté of another squash), then the food without the dish.
 */
function findClosest(
  search: RecipeSearch,
  answer: AnswerContext,
): { ranked: RankedRecipe[]; relaxed: boolean } | undefined {
  const candidates = compliantRecipes(answer.rules);
  const attempts: RecipeSearch[] = [search];
  if (search.dishWords.length > 0 && search.ingredients.length > 0) {
    attempts.push({ ...search, ingredients: [] }, { ...search, dishWords: [] });
  }
  for (const [i, attempt] of attempts.entries()) {
    const ranked = rankRecipes(candidates, attempt, answer.ranking);
    if (meetsWishes(ranked, attempt)) return { ranked, relaxed: i > 0 };
  }
  return undefined;
}

/**
 * Nothing fits: say so, and why. A general wish (« un dessert sans gluten ») gets another idea
 * of the same kind; a named dish (« une recette de cookies ») does not, as any other dish would
 * only pretend to answer.
 */
function noMatch(
  question: Question,
  facts: QuestionFacts,
  search: RecipeSearch,
  answer: AnswerContext,
): AssistantReply {
  const why = facts.unknownDish
    ? `Je n’ai pas de recette de « ${escapeMarkdown(facts.unknownDish)} » dans mon carnet.`
    : explainNoMatch(question.raw, search, answer);
  const isNamedDish = facts.asksForDish || search.dishWords.length > 0;
  const idea = isNamedDish ? undefined : fallbackIdea(search, answer);
  if (!idea) {
    return reply(
      'recipe-request',
      `${why} Demandez-moi un autre plat, ou dites-moi ce que vous avez sous la main.`,
    );
  }
  return recipeReply('recipe-request', idea, answer, {
    before: `${why} Voici une idée qui respecte vos règles :`,
  });
}

/** The catalogue dishes planned in the coming days: no idea for another evening of the week. */
function plannedIds(answer: AnswerContext): Set<string> {
  return new Set(plannedRecipeIdsAhead(answer.context.planning, answer.context.today));
}

/** The ranking with the dishes already planned last, as long as another meets the wish. */
function laterThanPlanned(
  ranked: readonly RankedRecipe[],
  search: RecipeSearch,
  answer: AnswerContext,
): RankedRecipe[] {
  const planned = plannedIds(answer);
  const fresh = ranked.filter((r) => !planned.has(r.recipe.id));
  if (fresh.length === 0 || !meetsWishes(fresh, search)) return [...ranked];
  return [...fresh, ...ranked.filter((r) => planned.has(r.recipe.id))];
}

export function answerRecipeRequest(
  question: Question,
  facts: QuestionFacts,
  answer: AnswerContext,
): AssistantReply {
  if (ASKS_TONIGHT.test(question.text)) {
    const planned = plannedTonight(answer);
    if (planned) return planned;
  }
  const named = facts.namedRecipe;
  if (named && !facts.wantsAnother) {
    const reason = whyNotAllowed(named, answer.rules);
    if (!reason) return recipeReply('recipe-request', named, answer);
    const idea = fallbackIdea({ types: [named.type], excludeIds: new Set([named.id]) }, answer);
    const before = `« ${named.title} » ne respecte pas vos règles : ${reason}.`;
    if (!idea)
      return reply(
        'recipe-request',
        `${before} Je n’ai pas d’autre idée de ce type qui les respecte.`,
      );
    return recipeReply('recipe-request', idea, answer, {
      before: `${before} Voici une autre idée :`,
    });
  }
  const forbidden = forbiddenFoods(facts.ingredients, answer);
  if (forbidden.length > 0) {
    const reasons = forbidden.map(({ reason }) => reason).join(' ; ');
    return reply(
      'recipe-request',
      `Je ne peux pas vous proposer de recette avec cet ingrédient : ${reasons}, ce qui ne respecte pas vos règles. Demandez-moi une recette avec un autre ingrédient.`,
    );
  }
  const search = searchFor(facts, answer);
  const knowsNothingAsked =
    facts.unknownDish !== undefined &&
    facts.ingredients.length === 0 &&
    facts.dishWords.length === 0;
  const found = knowsNothingAsked ? undefined : findClosest(search, answer);
  if (!found) return noMatch(question, facts, search, answer);
  const { relaxed } = found;
  const ranked = laterThanPlanned(found.ranked, search, answer);
  const best = ranked[0]!;
  if (relaxed) {
    const why = explainNoMatch(question.raw, search, answer);
    return recipeReply('recipe-request', best.recipe, answer, {
      before: `${why} Voici la plus proche :`,
    });
  }
  const planned = plannedIds(answer);
  const alternatives = ranked
    .slice(1)
    .filter((r) => !planned.has(r.recipe.id))
    .slice(0, 3)
    .map((r) => ({ recipe: r.recipe }));
  return recipeReply('recipe-request', best.recipe, answer, { alternatives });
}
