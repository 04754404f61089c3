import type { AssistantCase } from './context';
import { PLANNING, SHOPPING } from './household.cases';
import { FRIDGE, INGREDIENT_SEARCHES } from './ingredients.cases';
import { CONVERSIONS, COOKING, SMALL_TALK, SUBSTITUTIONS } from './knowledge.cases';
import { RECIPE_REQUESTS } from './recipes.cases';

// The offline assistant's question table: questions as people type them (typos,
// missing accents, « tu peux me… », capitals, « stp »), each with the intent expected and a
// check of the answer's substance. The benchmark times the same questions.

export { answersSafely } from './checks';
export { type AssistantCase, BASE_CONTEXT, contextOf, TODAY } from './context';

export const ASSISTANT_CASES: readonly AssistantCase[] = [
  ...RECIPE_REQUESTS,
  ...INGREDIENT_SEARCHES,
  ...FRIDGE,
  ...PLANNING,
  ...SHOPPING,
  ...SUBSTITUTIONS,
  ...CONVERSIONS,
  ...COOKING,
  ...SMALL_TALK,
];
