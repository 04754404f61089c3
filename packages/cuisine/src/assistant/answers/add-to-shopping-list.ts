import type { Ingredient } from '../../ingredients';
import { formatIngredientLine } from '../../parser';
import { foldAccents, stemFoodWord } from '../../text/normalize';
import type { RecipeUnit } from '../../vocabulary';
import { joinFrench, plural } from '../french';
import { whyNotAllowed } from '../household';
import { proposeListLines, scaledIngredients } from '../recipes/recipe-lines';
import type { AssistantReply } from '../types';
import type { QuestionFacts } from '../understanding/read-facts';
import type { Question } from '../understanding/read-question';
import type { AnswerContext } from './answer-context';
import { NO_RECIPE_YET, referencedRecipe } from './referenced-recipe';
import { CONFIRM_NOTE, reply } from './reply';

const LIST_UNITS: Readonly<Record<string, RecipeUnit>> = {
  g: 'g',
  grammes: 'g',
  kg: 'kg',
  kilos: 'kg',
  ml: 'ml',
  cl: 'cl',
  l: 'l',
  litre: 'l',
  litres: 'l',
  boite: 'boîte',
  boites: 'boîte',
  sachet: 'sachet',
  sachets: 'sachet',
  botte: 'botte',
  bottes: 'botte',
};

/** « 2 l de lait » → quantity and unit written just before the food's first word. */
function lineFor(food: Ingredient, words: readonly string[]): string {
  const head = stemFoodWord(foldAccents(food.name).split(/[ -]/)[0]!);
  const at = words.findIndex((word) => stemFoodWord(word) === head);
  let i = at - 1;
  while (i >= 0 && ['de', 'd', 'du', 'des'].includes(words[i]!)) i--;
  const unit = i >= 0 ? LIST_UNITS[words[i]!] : undefined;
  if (unit) i--;
  const quantity = i >= 0 && /^\d+(?:\.\d+)?$/.test(words[i]!) ? Number(words[i]) : undefined;
  if (quantity === undefined) return food.name;
  return formatIngredientLine({ ingredientId: food.id, quantity, unit: unit ?? 'unité' });
}

/** « ajoute du lait et 6 œufs à ma liste »: foods with no recipe. */
function answerFreeItems(
  question: Question,
  facts: QuestionFacts,
  answer: AnswerContext,
): AssistantReply {
  const foods = facts.ingredients;
  const blocked = foods.filter((food) =>
    whyNotAllowed({ ingredients: [{ ingredientId: food.id }] }, answer.rules),
  );
  const lines = foods.map((food) => lineFor(food, question.words));
  const text = [`J’ajouterai ${joinFrench(lines)} à votre liste de courses.`];
  if (blocked.length > 0) {
    text.push(
      `Note : ${joinFrench(blocked.map((f) => f.name))} ne respecte pas les règles alimentaires du foyer.`,
    );
  }
  text.push(CONFIRM_NOTE);
  return reply(
    'add-to-shopping-list',
    text.join(' '),
    [],
    [
      {
        kind: 'add-to-shopping-list',
        label: 'Ajouter à la liste',
        recipeId: null,
        recipeTitle: null,
        servings: null,
        lines,
      },
    ],
  );
}

export function answerAddToShoppingList(
  question: Question,
  facts: QuestionFacts,
  answer: AnswerContext,
): AssistantReply {
  const asksForRecipe =
    facts.namedRecipe !== undefined ||
    facts.refersToRecent ||
    /\bingredients?\b/.test(question.text);
  if (!asksForRecipe && facts.ingredients.length > 0)
    return answerFreeItems(question, facts, answer);
  const recipe = referencedRecipe(facts, answer);
  if (!recipe) return reply('add-to-shopping-list', NO_RECIPE_YET);
  const reason = whyNotAllowed(recipe, answer.rules);
  if (reason) {
    return reply(
      'add-to-shopping-list',
      `Je ne propose pas d’ajouter les ingrédients de « ${recipe.title} » : ${reason}, ce qui ne respecte pas vos règles.`,
    );
  }
  const { servings } = answer;
  const proposal = proposeListLines(
    scaledIngredients(recipe, servings),
    answer.context.shoppingList,
  );
  const text = [
    `Pour **${recipe.title}** (${plural(servings, 'portion')}), j’ajouterai à votre liste :`,
    '',
    ...proposal.lines.map((line) => `- ${line}`),
  ];
  const notes: string[] = [];
  if (proposal.alreadyListed.length > 0)
    notes.push(`Déjà sur votre liste : ${joinFrench(proposal.alreadyListed)}.`);
  if (proposal.seasonings.length > 0)
    notes.push(`Je suppose ${joinFrench(proposal.seasonings)} au placard.`);
  if (proposal.lines.length === 0) {
    return reply(
      'add-to-shopping-list',
      [`Tous les ingrédients de **${recipe.title}** sont déjà sur votre liste.`, ...notes].join(
        ' ',
      ),
      [recipe.id],
    );
  }
  text.push('', [...notes, CONFIRM_NOTE].join(' '));
  return reply(
    'add-to-shopping-list',
    text.join('\n'),
    [recipe.id],
    [
      {
        kind: 'add-to-shopping-list',
        label: 'Ajouter ces ingrédients à la liste',
        recipeId: recipe.id,
        recipeTitle: recipe.title,
        servings,
        lines: proposal.lines,
      },
    ],
  );
}
