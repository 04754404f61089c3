import { getRecipe, type Recipe } from '../../catalogue';
import type { QuestionFacts } from '../understanding/read-facts';
import { type AnswerContext, recentRecipeIds } from './answer-context';

/** The recipe a question points at: one it names, else the last one of the conversation. */
export function referencedRecipe(facts: QuestionFacts, answer: AnswerContext): Recipe | undefined {
  if (facts.namedRecipe) return facts.namedRecipe;
  for (const id of recentRecipeIds(answer.context)) {
    const recipe = getRecipe(id);
    if (recipe) return recipe;
  }
  return undefined;
}

export const NO_RECIPE_YET =
  'De quel plat parlez-vous ? Demandez-moi d’abord une recette (par exemple « une idée de plat végétarien »), puis dites « planifie ce plat mardi soir » ou « ajoute les ingrédients à ma liste ».';
