import { getRecipe, RECIPES, type Recipe } from '../../catalogue';
import { foodsNamedInTitle, titleHits } from '../recipes/title-index';
import type { QuestionFacts } from '../understanding/read-facts';
import { type AnswerContext, recentRecipeIds } from './answer-context';
import { householdRecipeById } from './household-recipes';

/**
 * The recipe a question points at: one it names (« la quiche lorraine »), one whose title holds
 * the dish or food words (« la quiche », « le curry »: the recent one if it fits, else a main
 * course first), else the last one of the conversation.
 */
export function referencedRecipe(facts: QuestionFacts, answer: AnswerContext): Recipe | undefined {
  if (facts.namedRecipe) return facts.namedRecipe;
  // The household's own recipes the conversation showed are « ce plat » too.
  const recent = recentRecipeIds(answer.context).flatMap(
    (id) => getRecipe(id) ?? householdRecipeById(answer, id) ?? [],
  );
  // « le dahl » (a dish word) or « le curry » (a food the title names).
  const hits = (recipe: Recipe) =>
    titleHits(recipe, facts.dishWords) +
    facts.ingredients.filter((food) => foodsNamedInTitle(recipe).includes(food.id)).length;
  const rank = (recipe: Recipe) =>
    hits(recipe) * 10 + (recent.includes(recipe) ? 5 : 0) + (recipe.type === 'plat' ? 1 : 0);
  const best = RECIPES.filter((recipe) => hits(recipe) > 0).sort((a, b) => rank(b) - rank(a))[0];
  return best ?? recent[0];
}

export const NO_RECIPE_YET =
  'De quel plat parlez-vous ? Demandez-moi d’abord une recette (par exemple « une idée de plat végétarien »), puis dites « planifie ce plat mardi soir » ou « ajoute les ingrédients à ma liste ».';
