import { answerAddToShoppingList } from './answers/add-to-shopping-list';
import { type AnswerContext, buildAnswerContext } from './answers/answer-context';
import { answerConversion } from './answers/conversion';
import { answerCookFromFridge } from './answers/cook-from-fridge';
import { answerCookWithIngredients } from './answers/cook-with-ingredients';
import { answerCookingTime, answerPortion } from './answers/cooking-time';
import { answerFoodSafety } from './answers/food-safety';
import { answerFromHouseholdRecipes } from './answers/household-recipes';
import { answerKeeping } from './answers/keeping';
import { answerPlanRecipe } from './answers/plan-recipe';
import { answerPlanWeek } from './answers/plan-week';
import { answerRecipeRequest } from './answers/recipe-request';
import { answerSeason } from './answers/season';
import { answerSmallTalk, answerUnknown } from './answers/small-talk';
import { answerSubstitution } from './answers/substitution';
import { answerTechnique } from './answers/technique';
import { isTemperatureQuestion } from './answers/temperature';
import { isIsoDate } from './dates';
import { setFrenchSpacing } from './french';
import { findCookingTimes } from './knowledge/cooking-times';
import { PIECE_WEIGHTS } from './knowledge/measures';
import { findPortionSizes } from './knowledge/portion-sizes';
import { findTechnique } from './knowledge/techniques';
import { seededRandom } from './random';
import type { AssistantContext, AssistantIntent, AssistantReply } from './types';
import { detectIntent, type IntentSignals } from './understanding/detect-intent';
import { type QuestionFacts, readFacts } from './understanding/read-facts';
import { hasMeasureWord } from './understanding/read-measure';
import { type Question, readQuestion } from './understanding/read-question';

/** Longer questions are cut: nobody types a recipe request of more than this. */
const MAX_QUESTION_LENGTH = 500;

function readSignals(question: Question): IntentSignals {
  const { text, words } = question;
  const weighsPiece =
    /\bpes\w*|\bpoids\b|\bgrammes?\b/.test(text) && PIECE_WEIGHTS.some((p) => p.phrase.test(text));
  return {
    hasCookingItem: findCookingTimes(text).length > 0 || findPortionSizes(text).length > 0,
    hasMeasure: hasMeasureWord(words) || isTemperatureQuestion(text) || weighsPiece,
    namesTechnique: findTechnique(text) !== undefined,
  };
}

/**
 * The « Assistant Chef » answer when no language model is configured: French Markdown built
 * from the recipe catalogue, the ingredient knowledge base and the household's data, plus the
 * actions the user may confirm. Pure and deterministic for a given context (`random` included).
 */
export function answerOffline(rawQuestion: string, context: AssistantContext): AssistantReply {
  // A programming error in the caller, not a user mistake: every date below is computed from it.
  if (!isIsoDate(context.today)) {
    throw new RangeError(`answerOffline: today must be 'YYYY-MM-DD', got ${context.today}`);
  }
  const question = readQuestion(rawQuestion.slice(0, MAX_QUESTION_LENGTH));
  const facts = readFacts(question);
  const intent = detectIntent(question, facts, readSignals(question));
  const random = context.random ?? seededRandom(`${context.today}|${question.text}`);
  const answer = buildAnswerContext(context, facts, random);
  const replied =
    answerFromHouseholdRecipes(intent, question, facts, answer) ??
    replyTo(intent, question, facts, answer);
  const source = SOURCES[replied.intent];
  const markdown =
    source && !replied.markdown.includes('*Source')
      ? `${replied.markdown}\n\n*Source : ${source}.*`
      : replied.markdown;
  return { ...replied, markdown: setFrenchSpacing(markdown) };
}

/** Where a knowledge answer comes from, said under it (seasons, keeping and basics say their own). */
const SOURCES: Partial<Record<AssistantIntent, string>> = {
  substitution: 'les fiches de remplacement de Mijote, pour la même quantité',
  conversion: 'les tables de conversion de Mijote (cuillères rases, poids moyens)',
  'cooking-time': 'les fiches de cuisson de Mijote, à adapter à votre appareil',
  portion:
    'les portions de référence de Mijote pour un adulte ; un enfant compte pour une demi-portion',
};

function replyTo(
  intent: AssistantIntent,
  question: Question,
  facts: QuestionFacts,
  answer: AnswerContext,
): AssistantReply {
  switch (intent) {
    case 'food-safety':
      return answerFoodSafety(question, facts, answer);
    case 'keeping':
      return answerKeeping(question, facts);
    case 'season':
      return answerSeason(question, facts, answer.context);
    case 'technique': {
      const technique = findTechnique(question.text);
      return technique ? answerTechnique(technique) : answerUnknown(question);
    }
    case 'recipe-request':
      return answerRecipeRequest(question, facts, answer);
    case 'cook-with-ingredients':
      return answerCookWithIngredients(question, facts, answer);
    case 'cook-from-fridge':
      return answerCookFromFridge(question, facts, answer);
    case 'plan-week':
      return answerPlanWeek(question, facts, answer);
    case 'plan-recipe':
      return answerPlanRecipe(question, facts, answer);
    case 'add-to-shopping-list':
      return answerAddToShoppingList(question, facts, answer);
    case 'substitution':
      return answerSubstitution(question, facts, answer.rules);
    case 'conversion':
      return answerConversion(question, facts);
    case 'cooking-time':
      return answerCookingTime(question);
    case 'portion':
      return answerPortion(question, answer.servings, facts.servings !== undefined);
    case 'small-talk':
      return answerSmallTalk(question);
    case 'unknown':
      return answerUnknown(question);
  }
}
