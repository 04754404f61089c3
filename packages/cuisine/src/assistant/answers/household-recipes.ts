import { readRecipeNeeds } from '../../buying/recipe-needs';
import type { Recipe } from '../../catalogue';
import { readFridge } from '../../fridge';
import {
  type HouseholdRecipeFacts,
  householdRecipeAsCatalogue,
  householdRecipeLines,
  isHouseholdRecipeOffered,
  offeredHouseholdRecipes,
} from '../../own-recipes/household-recipe';
import { reviewRecipe } from '../../own-recipes/review-recipe';
import { escapeMarkdown, formatMinutes, joinFrench } from '../french';
import { describeRules } from '../household';
import { isNeverListed, isSameFood, listedIngredientIds } from '../recipes/recipe-lines';
import { recipeMarkdown } from '../recipes/recipe-markdown';
import { fitsSearch } from '../recipes/search-recipes';
import type { AssistantAction, AssistantIntent, AssistantReply } from '../types';
import type { QuestionFacts } from '../understanding/read-facts';
import { type Question, readQuestion } from '../understanding/read-question';
import type { AnswerContext } from './answer-context';
import { CONFIRM_NOTE, reply } from './reply';

// The household's own recipes (« Mes recettes », decision 040) in the chat: « qu'est-ce que je
// peux faire avec mes recettes ? » lists those that keep its rules today, and « donne-moi ma
// recette de tarte de mamie » opens the one whose title the question names, in the household's
// own words. What the household wrote is escaped like anything typed (french.ts).

/** Questions about the household's recipes as a whole: « mes recettes », « recettes maison ». */
const ASKS_OWN_RECIPES = /\b(?:mes|nos) recettes\b|\brecettes? (?:de la )?maison\b/;
/** « ma recette de… », « notre recette… »: one of the household's, named by what follows. */
const NAMES_OWN_RECIPE = /\b(?:ma|notre) recette\b/;
/** « ma tarte », « notre gratin »: a title word right after a possessive. */
const POSSESSIVE_WORD = /\b(?:ma|mon|notre) (\w+)/g;
const TITLE_STOP_WORDS = new Set(
  [
    'de',
    'du',
    'des',
    'la',
    'le',
    'les',
    'a',
    'au',
    'aux',
    'et',
    'd',
    'l',
    'en',
    'un',
    'une',
  ].concat(['ma', 'mon', 'mes', 'notre', 'nos', 'recette', 'recettes']),
);
/** Intents under which a question may be about the household's recipes. */
const ASKING_FOR_RECIPES = new Set<AssistantIntent>([
  'recipe-request',
  'cook-with-ingredients',
  'unknown',
  'small-talk',
]);
/** Recipes listed in one reply. */
const LISTED = 10;

/** A title's words as a question is read (accents, case and typos folded the same way). */
function titleWords(title: string): string[] {
  return [
    ...new Set(
      readQuestion(title).words.filter((word) => word.length > 1 && !TITLE_STOP_WORDS.has(word)),
    ),
  ];
}

const hasWord = (words: ReadonlySet<string>, word: string) =>
  words.has(word) || words.has(`${word}s`) || (word.endsWith('s') && words.has(word.slice(0, -1)));

/**
 * The household's recipe the question names: its whole title (two words at least, so that « une
 * quiche » is not taken for the household's « Quiche »), or some of its words said as the
 * household's (« ma recette de tarte », « ma tarte de mamie »). The best match; undefined for none.
 */
export function namedHouseholdRecipe(
  question: Question,
  recipes: readonly HouseholdRecipeFacts[],
): HouseholdRecipeFacts | undefined {
  const words = new Set(question.words);
  const possessed = new Set([...question.text.matchAll(POSSESSIVE_WORD)].map((m) => m[1]!));
  const saysMine = NAMES_OWN_RECIPE.test(question.text);
  let best: { recipe: HouseholdRecipeFacts; score: number } | undefined;
  for (const recipe of recipes) {
    const title = titleWords(recipe.title);
    const hits = title.filter((word) => hasWord(words, word)).length;
    if (hits === 0) continue;
    const isWhole = hits === title.length && title.length >= 2;
    const isMine = saysMine || title.some((word) => possessed.has(word));
    if (!isWhole && !isMine) continue;
    // More of the title said first; then the whole of a shorter title.
    const score = hits * 2 + (hits === title.length ? 1 : 0);
    if (!best || score > best.score) best = { recipe, score };
  }
  return best?.recipe;
}

/** The household's recipes that keep `answer.rules`, in the catalogue's shape. */
export function offeredRecipesOf(answer: AnswerContext): Recipe[] {
  return offeredHouseholdRecipes(answer.context.ownRecipes ?? [], answer.rules);
}

/** The household's recipe of a snapshot id, in the catalogue's shape (« ce plat »). */
export function householdRecipeById(answer: AnswerContext, id: string): Recipe | undefined {
  const recipe = answer.context.ownRecipes?.find((own) => own.id === id);
  return recipe ? householdRecipeAsCatalogue(recipe) : undefined;
}

function timeOf(recipe: HouseholdRecipeFacts): string | undefined {
  const minutes = (recipe.preparationTime ?? 0) + (recipe.cookingTime ?? 0);
  return minutes > 0 ? formatMinutes(minutes) : undefined;
}

/** The household's own recipe, at the household's portions, with the list action when it keeps the rules. */
function householdRecipeReply(recipe: HouseholdRecipeFacts, answer: AnswerContext): AssistantReply {
  const { context, servings } = answer;
  const { lines } = householdRecipeLines(recipe, servings);
  const shown: Recipe = {
    ...householdRecipeAsCatalogue(recipe),
    title: escapeMarkdown(recipe.title),
    description: escapeMarkdown(recipe.description),
    instructions: recipe.instructions.map(escapeMarkdown),
  };
  const sections = [
    recipeMarkdown(shown, lines.map(escapeMarkdown), servings, answer.servingsNote),
    '*Recette de la maison.*',
  ];
  const flags = reviewRecipe(recipe, answer.rules).flags;
  const actions: AssistantAction[] = [];
  if (flags.length > 0) {
    // Kept on purpose, or saved before a rule came: shown, as Favoris shows it, but never offered
    // to the list from here.
    sections.push(
      `**Attention** : cette recette ne respecte pas vos règles : ${escapeMarkdown(flags.map((flag) => flag.text).join(' ; '))}.`,
    );
  } else {
    const ruleText = describeRules(answer.rules);
    if (ruleText !== '') sections.push(`*Compatible avec vos règles : ${ruleText}.*`);
    const listed = listedIngredientIds(context.shoppingList);
    const toBuy = lines.filter((line) =>
      readRecipeNeeds([line], servings, servings).some(
        (need) =>
          need.ingredientId === null ||
          (!isNeverListed(need.ingredientId) &&
            !listed.some((id) => isSameFood(id, need.ingredientId!))),
      ),
    );
    if (toBuy.length > 0) {
      sections.push(
        `Je peux ajouter ${toBuy.length > 1 ? `ces ${toBuy.length} ingrédients` : 'cet ingrédient'} à votre liste de courses. ${CONFIRM_NOTE}`,
      );
      actions.push({
        kind: 'add-to-shopping-list',
        label: 'Ajouter ces ingrédients à la liste',
        recipeId: recipe.id,
        recipeTitle: recipe.title,
        servings,
        lines: toBuy,
      });
    }
  }
  return {
    intent: 'recipe-request',
    markdown: sections.join('\n\n'),
    recipeIds: [recipe.id],
    actions,
  };
}

/** « Qu'est-ce que je peux faire avec mes recettes ? »: those that keep the rules, the fridge's first. */
function householdRecipesReply(facts: QuestionFacts, answer: AnswerContext): AssistantReply {
  const recipes = answer.context.ownRecipes ?? [];
  if (recipes.length === 0) {
    return reply(
      'recipe-request',
      'Vous n’avez pas encore de recette à vous. Ajoutez-en dans Favoris, « Mes recettes » (écrite, collée ou importée depuis un lien) : je pourrai ensuite vous les proposer, et « Planifier la semaine » aussi.',
    );
  }
  const search = {
    types: facts.mealTypes,
    ingredients: [],
    dishWords: [],
    maxMinutes: facts.maxMinutes,
    isEasy: facts.isEasy,
  };
  const fridge = readFridge(answer.context.fridge, answer.context.today).usable;
  const offered = offeredRecipesOf(answer)
    .filter((recipe) => fitsSearch(recipe, search))
    .map((recipe, index) => {
      const used = fridge.filter((food) =>
        recipe.ingredients.some((line) => isSameFood(line.ingredientId, food.ingredient.id)),
      );
      return { recipe, used, index };
    })
    // What uses the fridge first (it is soonest-expiring first), then as saved, newest first.
    .sort((a, b) => b.used.length - a.used.length || a.index - b.index);
  const factsOf = new Map(recipes.map((recipe) => [recipe.id, recipe]));
  const text: string[] = ['## Vos recettes', ''];
  if (offered.length === 0) {
    text.push(
      'Aucune de vos recettes ne correspond à ce que vous demandez en respectant vos règles.',
    );
  } else {
    text.push(
      offered.length > 1
        ? `Voici ce que vous pouvez faire avec vos recettes${describeRules(answer.rules) ? ', en respectant vos règles' : ''} :`
        : `Voici la recette à vous qui correspond${describeRules(answer.rules) ? ', en respectant vos règles' : ''} :`,
      '',
      ...offered.slice(0, LISTED).map(({ recipe, used }) => {
        const time = timeOf(factsOf.get(recipe.id)!);
        const detail = [recipe.type, ...(time ? [time] : [])].join(', ');
        const fromFridge =
          used.length > 0
            ? ` — avec ${joinFrench(used.map((food) => escapeMarkdown(food.item.name.trim().toLocaleLowerCase('fr'))))} du frigo`
            : '';
        return `- **${escapeMarkdown(recipe.title)}** (${detail})${fromFridge}`;
      }),
    );
    if (offered.length > LISTED) text.push(`- … et ${offered.length - LISTED} autres.`);
  }
  const offeredIds = new Set(offered.map(({ recipe }) => recipe.id));
  const left = recipes.filter(
    (recipe) => !offeredIds.has(recipe.id) && !isHouseholdRecipeOffered(recipe, answer.rules),
  );
  if (left.length > 0) {
    const titles = left.map((recipe) => `« ${escapeMarkdown(recipe.title)} »`);
    text.push(
      '',
      `Je laisse de côté ${joinFrench(titles)} : ${left.length > 1 ? 'elles ne respectent' : 'elle ne respecte'} pas vos règles.`,
    );
  }
  const first = offered[0]?.recipe;
  if (first) {
    text.push(
      '',
      `Demandez-moi « ma recette de ${escapeMarkdown(first.title.toLocaleLowerCase('fr'))} » pour l’ouvrir, ou « planifie mes dîners de la semaine ».`,
    );
  }
  return reply(
    'recipe-request',
    text.join('\n'),
    offered.slice(0, LISTED).map(({ recipe }) => recipe.id),
  );
}

/**
 * The reply from the household's recipes when the question is about them; undefined otherwise,
 * and the catalogue answers.
 */
export function answerFromHouseholdRecipes(
  intent: AssistantIntent,
  question: Question,
  facts: QuestionFacts,
  answer: AnswerContext,
): AssistantReply | undefined {
  if (!ASKING_FOR_RECIPES.has(intent)) return undefined;
  const named = namedHouseholdRecipe(question, answer.context.ownRecipes ?? []);
  if (named) return householdRecipeReply(named, answer);
  if (ASKS_OWN_RECIPES.test(question.text)) return householdRecipesReply(facts, answer);
  return undefined;
}
