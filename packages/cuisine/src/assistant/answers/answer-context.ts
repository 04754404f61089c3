import { type HouseholdRules, withExtraRules } from '../../household';
import { seasonOfMonth } from '../../seasons/months';
import type { Season } from '../../vocabulary';
import { monthOf } from '../dates';
import { householdServings } from '../household';
import { describeSize } from '../recipes/recipe-markdown';
import type { RankingContext } from '../recipes/search-recipes';
import type { AssistantContext } from '../types';
import type { QuestionFacts } from '../understanding/read-facts';

/** What every answer needs besides the question: the household's portions, rules and season. */
export type AnswerContext = {
  context: AssistantContext;
  servings: number;
  /** Who the portions are for, shown under the recipe: '2 adultes et 2 enfants'. */
  servingsNote: string;
  /** The household's rules plus those the question adds (« sans gluten »). */
  rules: HouseholdRules;
  season: Season;
  random: () => number;
  ranking: RankingContext;
};

export function buildAnswerContext(
  context: AssistantContext,
  facts: QuestionFacts,
  random: () => number,
): AnswerContext {
  const rules = withExtraRules(context.household, {
    restrictions: facts.diets,
    avoidedFoods: facts.excludedFoods,
  });
  const month = monthOf(context.today);
  const season = seasonOfMonth(month);
  // « pour 6 personnes » in the question wins over the household's size (spec: portions as
  // requested).
  return {
    context,
    servings: facts.servings ?? householdServings(context.household.size),
    servingsNote: facts.servings ? 'comme demandé' : describeSize(context.household.size),
    rules,
    season,
    random,
    ranking: { preferredFoods: context.household.preferredFoods, month, random },
  };
}

/** Recipe ids the conversation proposed that the catalogue still holds, most recent first. */
export function recentRecipeIds(context: AssistantContext): string[] {
  return context.recentRecipeIds.filter((id) => id.trim() !== '');
}
