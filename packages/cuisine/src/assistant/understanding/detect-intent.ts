import type { AssistantIntent } from '../types';
import { ASKS_FOR_RECIPE, DAY_RANGE, RULES } from './intent-rules';
import type { QuestionFacts } from './read-facts';
import type { Question } from './read-question';

// Intent by weighted rules: each rule that matches the folded question adds its weight to one
// intent; the best total wins if it reaches THRESHOLD, the order of INTENT_ORDER breaking ties.
// Facts read from the question (named foods, units, cooking items) add or remove weight, so
// « quel temps fait-il demain ? » is no cooking time and « que faire avec mon frigo » no
// ingredient search.

/** Tie order: the more specific intent first. */
const INTENT_ORDER: readonly AssistantIntent[] = [
  'unknown',
  'food-safety',
  'keeping',
  'technique',
  'substitution',
  'conversion',
  'portion',
  'cooking-time',
  'add-to-shopping-list',
  'plan-recipe',
  'plan-week',
  'cook-from-fridge',
  'cook-with-ingredients',
  'season',
  'recipe-request',
  'small-talk',
];

const THRESHOLD = 3;

const HOW_TO =
  /\bcomment\b|\breussi\w*|\bfaire\b|\bfait\w*\b|\bmonter\b|\bprepar\w*|\brat\w*|\btranch\w*|\bastuce\b|\bsecret\b/;

export type IntentSignals = {
  /** The question names something the cooking-time table knows. */
  hasCookingItem: boolean;
  /** The question names something the conversion tables can weigh or measure. */
  hasMeasure: boolean;
  /** The question names a kitchen basic (knowledge/techniques.ts): « une béchamel ». */
  namesTechnique: boolean;
};

function intentScores(
  question: Question,
  facts: QuestionFacts,
  signals: IntentSignals,
): Map<AssistantIntent, number> {
  const scores = new Map<AssistantIntent, number>();
  const add = (intent: AssistantIntent, weight: number) =>
    scores.set(intent, (scores.get(intent) ?? 0) + weight);
  for (const rule of RULES) if (rule.pattern.test(question.text)) add(rule.intent, rule.weight);

  const foods = facts.ingredients.length;
  const hasDish = facts.dishWords.length > 0 || facts.namedRecipe !== undefined;
  // Substitutions, ingredient searches and portions are about a food.
  if (foods > 0) {
    if ((scores.get('substitution') ?? 0) > 0) add('substitution', 2);
    if ((scores.get('cook-with-ingredients') ?? 0) > 0)
      add('cook-with-ingredients', 1 + Math.min(foods, 2));
    if ((scores.get('portion') ?? 0) > 0) add('portion', 2);
    add('recipe-request', 2);
  } else {
    scores.delete('cook-with-ingredients');
    if (facts.excludedFoods.length === 0) scores.delete('substitution');
  }
  // « sans œufs, comment je fais une pâte à crêpes ? » asks how to do without them.
  if (facts.excludedFoods.length > 0 && /\bcomment\b|\bje fais quoi\b/.test(question.text)) {
    add('substitution', 12);
  }
  // « la recette de X », « comment faire X », « tu connais X ».
  if (facts.asksForDish) add('recipe-request', 3);
  if ((scores.get('cooking-time') ?? 0) > 0) add('cooking-time', signals.hasCookingItem ? 2 : -4);
  if ((scores.get('conversion') ?? 0) > 0 && !signals.hasMeasure) add('conversion', -2);
  if (facts.mealTypes.length > 0) add('recipe-request', 3);
  if (hasDish) add('recipe-request', 3);
  if (facts.diets.length > 0 || facts.excludedFoods.length > 0) add('recipe-request', 1);
  if (facts.maxMinutes !== undefined || facts.isEasy) add('recipe-request', 1);
  // Planning the week needs the week; one recipe needs a day or the planning.
  if (
    !/\bsemaine\b|\b7 jours\b|\bsept jours\b/.test(question.text) &&
    !DAY_RANGE.test(question.text)
  ) {
    scores.delete('plan-week');
  }
  // « une recette de saison », « des idées avec des légumes d’hiver »: a recipe, in season.
  if ((scores.get('season') ?? 0) > 0 && ASKS_FOR_RECIPE.test(question.text)) add('season', -6);
  if ((scores.get('keeping') ?? 0) > 0 && ASKS_FOR_RECIPE.test(question.text)) add('keeping', -4);
  // « comment faire une béchamel ? », « ma mayonnaise a tranché »: a basic, step by step.
  if (signals.namesTechnique && HOW_TO.test(question.text)) add('technique', 9);
  // « une recette pour un enfant allergique aux noix » asks for a recipe, with a rule.
  if ((scores.get('food-safety') ?? 0) > 0 && ASKS_FOR_RECIPE.test(question.text)) {
    add('food-safety', -5);
  }
  if ((scores.get('plan-recipe') ?? 0) < 5) scores.delete('plan-recipe');
  if ((scores.get('add-to-shopping-list') ?? 0) < 5) scores.delete('add-to-shopping-list');
  if ((scores.get('portion') ?? 0) < 5) scores.delete('portion');
  return scores;
}

export function detectIntent(
  question: Question,
  facts: QuestionFacts,
  signals: IntentSignals,
): AssistantIntent {
  const scores = intentScores(question, facts, signals);
  let best: AssistantIntent = 'unknown';
  let bestScore = THRESHOLD - 1;
  for (const intent of INTENT_ORDER) {
    const score = scores.get(intent) ?? 0;
    if (score > bestScore) {
      best = intent;
      bestScore = score;
    }
  }
  return best;
}
