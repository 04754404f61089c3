import { joinFrench } from '../french';
import { compliantRecipes } from '../household';
import { type RankedRecipe, rankRecipes } from '../recipes/search-recipes';
import type { AssistantReply } from '../types';
import type { QuestionFacts } from '../understanding/read-facts';
import type { Question } from '../understanding/read-question';
import type { AnswerContext } from './answer-context';
import { explainNoMatch, fallbackIdea, forbiddenFoods } from './no-match';
import { recipeReply } from './recipe-answer';
import { reply } from './reply';

// « Que faire avec X et Y » looks across the whole catalogue, best coverage of the named foods
// first, then the ranking's order (which prefers a main course when no type is asked).
function byCoverage(a: RankedRecipe, b: RankedRecipe): number {
  return b.matched.length - a.matched.length || b.score - a.score;
}

export function answerCookWithIngredients(
  question: Question,
  facts: QuestionFacts,
  answer: AnswerContext,
): AssistantReply {
  const forbidden = forbiddenFoods(facts.ingredients, answer);
  const usable = facts.ingredients.filter((food) => !forbidden.some((f) => f.food.id === food.id));
  const warnings = forbidden.map(
    ({ food, reason }) =>
      `Je laisse de côté « ${food.name} » : ${reason}, ce qui ne respecte pas vos règles.`,
  );
  if (usable.length === 0) {
    return reply(
      'cook-with-ingredients',
      [...warnings, 'Dites-moi un autre ingrédient et je chercherai une recette avec.'].join(' '),
    );
  }
  const search = {
    types: facts.mealTypes,
    ingredients: usable,
    dishWords: [],
    maxMinutes: facts.maxMinutes,
    isEasy: facts.isEasy,
  };
  const ranked = rankRecipes(compliantRecipes(answer.rules), search, answer.ranking).sort(
    byCoverage,
  );
  const best = ranked[0];
  if (!best) {
    const why = explainNoMatch(question.raw, search, answer);
    const idea = fallbackIdea(search, answer);
    const before = [...warnings, why].join(' ');
    if (!idea) return reply('cook-with-ingredients', before);
    return recipeReply('cook-with-ingredients', idea, answer, {
      before: `${before} Voici une idée qui respecte vos règles :`,
    });
  }
  const unused = usable.filter(
    (food) => !ranked.some((r) => r.matched.some((m) => m.id === food.id)),
  );
  const before: string[] = [...warnings];
  if (usable.length > 1) {
    const names = best.matched.map((food) => food.name);
    before.push(
      best.matched.length === usable.length
        ? `Cette recette utilise ${joinFrench(names)} :`
        : `Je n’ai pas de recette qui réunisse ${joinFrench(usable.map((f) => f.name))} ; celle-ci utilise ${joinFrench(names)} :`,
    );
  }
  const after: string[] = [];
  if (unused.length > 0) {
    after.push(
      `Je n’ai pas de recette avec ${joinFrench(
        unused.map((f) => f.name),
        'ni',
      )} qui respecte vos règles.`,
    );
  }
  const alternatives = ranked.slice(1, 4).map((r) => ({
    recipe: r.recipe,
    detail: `avec ${joinFrench(r.matched.map((food) => food.name))}`,
  }));
  return recipeReply('cook-with-ingredients', best.recipe, answer, {
    ...(before.length > 0 ? { before: before.join(' ') } : {}),
    after,
    alternatives,
  });
}
