import { DEFAULT_PANTRY, pantryCheck } from '../../buying/pantry';
import { frenchExpiry, readExpiry } from '../../expiry';
import {
  type FridgeContents as FridgeContentsOf,
  type FridgeFood as FridgeFoodOf,
  MAX_MISSING_FOODS,
  readFridge,
  USE_FIRST_DAYS,
} from '../../fridge';
import { getIngredient } from '../../ingredients';
import { plannedRecipeIdsAhead, rankForFridge } from '../../suggestions/fridge-ranking';
import { preferredIngredients } from '../../suggestions/taste-score';
import type { MealType } from '../../vocabulary';
import { formatDay, monthOf } from '../dates';
import { escapeMarkdown, joinFrench, plural } from '../french';
import { compliantRecipes } from '../household';
import {
  displayLine,
  isSameFood,
  listedIngredientIds,
  scaledIngredients,
  shoppingLine,
} from '../recipes/recipe-lines';
import { fitsSearch } from '../recipes/search-recipes';
import type { AssistantFridgeItem, AssistantReply } from '../types';
import type { QuestionFacts } from '../understanding/read-facts';
import type { Question } from '../understanding/read-question';
import type { AnswerContext } from './answer-context';
import { recipeReply } from './recipe-answer';
import { reply } from './reply';

// « Que faire avec mon frigo ? »: the one fridge ranking (suggestions/fridge-ranking.ts), as the
// suggestion screen's fridge mode uses it, over the catalogue recipes that keep the household's
// rules and the question's limits. A dinner question with no meal type prefers a main dish.

type FridgeFood = FridgeFoodOf<AssistantFridgeItem>;
type FridgeContents = FridgeContentsOf<AssistantFridgeItem>;

const TYPES_BY_PREFERENCE: readonly MealType[] = [
  'plat',
  'entrée',
  'dessert',
  'apéro',
  'amuse-bouche',
];

/** Decision 029: the one reading of a date (« expire aujourd’hui », « expire demain »…). */
function whenExpires(food: FridgeFood, today: string): string {
  const reading = readExpiry(food.item.expirationDate, today);
  return reading ? ` (${frenchExpiry(reading, today)})` : '';
}

/** « qu'est-ce que j'ai dans mon frigo ? » asks for the list, not for a recipe. */
const ASKS_CONTENTS =
  /\b(?:qu est ce que j ai|qu est ce qu il y a|qu y a t il|que contient|contenu)\b(?!.*\b(?:faire|cuisiner|preparer|recette|idee|manger)\b)/;

function contentsReply(fridge: FridgeContents, today: string): AssistantReply {
  const lines = fridge.usable.map(
    (food) => `- ${escapeMarkdown(food.item.name)}${whenExpires(food, today)}`,
  );
  const sections = [
    lines.length > 0 ? ['## Dans votre frigo', ...lines].join('\n') : 'Votre frigo est vide.',
  ];
  if (fridge.unknown.length > 0) {
    sections.push(`Aussi : ${joinFrench(fridge.unknown.map((n) => escapeMarkdown(n)))}.`);
  }
  if (fridge.expired.length > 0) {
    const names = fridge.expired.map(
      ({ item, since }) => `${escapeMarkdown(item.name)} (depuis le ${formatDay(since)})`,
    );
    sections.push(`Périmé : ${joinFrench(names)}.`);
  }
  sections.push('Demandez-moi « que faire avec mon frigo » pour une recette qui les utilise.');
  return reply('cook-from-fridge', sections.join('\n\n'));
}

export function answerCookFromFridge(
  question: Question,
  facts: QuestionFacts,
  answer: AnswerContext,
): AssistantReply {
  const { context, servings } = answer;
  const fridge = readFridge(context.fridge, context.today);
  if (ASKS_CONTENTS.test(question.text)) return contentsReply(fridge, context.today);
  const notes: string[] = [];
  if (fridge.expired.length > 0) {
    const names = fridge.expired.map(
      ({ item, since }) => `${escapeMarkdown(item.name)} (depuis le ${formatDay(since)})`,
    );
    notes.push(`Périmé, donc laissé de côté : ${joinFrench(names)}.`);
  }
  if (fridge.unknown.length > 0) {
    notes.push(
      `Je n’ai pas reconnu : ${joinFrench(fridge.unknown.map((n) => `« ${escapeMarkdown(n)} »`))}.`,
    );
  }
  if (fridge.usable.length === 0) {
    return reply(
      'cook-from-fridge',
      [
        'Aucun ingrédient disponible dans le frigo : ajoutez vos produits dans « Mon Frigo » et je vous proposerai une recette avec.',
        ...notes,
      ].join('\n\n'),
    );
  }
  const types = facts.mealTypes.length > 0 ? facts.mealTypes : TYPES_BY_PREFERENCE;
  const search = {
    types,
    ingredients: [],
    dishWords: [],
    maxMinutes: facts.maxMinutes,
    isEasy: facts.isEasy,
  };
  const pantry = context.pantry ?? DEFAULT_PANTRY;
  const ranked = rankForFridge({
    recipes: compliantRecipes(answer.rules).filter((recipe) => fitsSearch(recipe, search)),
    fridge: fridge.usable,
    taste: {
      preferred: preferredIngredients(context.household.preferredFoods),
      month: monthOf(context.today),
      random: answer.random,
    },
    isInPantry: pantryCheck(pantry),
    plannedRecipeIds: plannedRecipeIdsAhead(context.planning, context.today),
    typeOrder: types,
  });
  const best = ranked[0];
  if (!best) {
    return reply(
      'cook-from-fridge',
      [
        `Je n’ai pas de recette qui utilise ce qu’il y a dans votre frigo et respecte vos règles. Dites-moi ce que vous voulez cuisiner et je vous proposerai une recette avec la liste de ce qu’il faut acheter.`,
        ...notes,
      ].join('\n\n'),
    );
  }
  const ingredients = scaledIngredients(best.recipe, servings);
  const missingLines = ingredients.filter((line) => best.missingIds.includes(line.ingredientId));
  const listed = listedIngredientIds(context.shoppingList);
  const toBuy = missingLines.filter(
    (line) => !listed.some((id) => isSameFood(id, line.ingredientId)),
  );
  const atHand = `Je suppose au placard : ${joinFrench(pantry.map((food) => escapeMarkdown(food)))}.`;
  const after: string[] = [
    [
      '## Déjà dans votre frigo',
      ...best.used.map(
        (food) => `- ${escapeMarkdown(food.item.name)}${whenExpires(food, context.today)}`,
      ),
    ].join('\n'),
    missingLines.length === 0
      ? `Vous avez tout ce qu’il faut. ${atHand}`
      : [
          '## Il vous manque',
          ...missingLines.map((line) => `- ${displayLine(line)}`),
          '',
          atHand,
        ].join('\n'),
  ];
  after.push(...useFirstNotes(fridge.usable, best.used, context.today));
  after.push(...notes);
  // A dish planned in the coming days is no idea for tonight.
  const alternatives = ranked
    .slice(1)
    .filter((m) => !m.isPlanned)
    .slice(0, 3)
    .map((m) => ({
      recipe: m.recipe,
      detail: missingDetail(m.missingIds),
    }));
  return recipeReply('cook-from-fridge', best.recipe, answer, {
    before: best.fits
      ? 'Avec ce qu’il y a dans votre frigo, je vous propose :'
      : 'Aucune de mes recettes ne se fait avec votre frigo en achetant au plus deux ingrédients. Voici la plus proche, avec ce qui lui manque :',
    after,
    alternatives,
    listLines: toBuy.map(shoppingLine),
    listLabel: 'Ajouter les ingrédients manquants à la liste',
  });
}

/** What expires within USE_FIRST_DAYS: in this recipe, or still waiting for one. */
function useFirstNotes(
  usable: readonly FridgeFood[],
  used: readonly FridgeFood[],
  today: string,
): string[] {
  const dueSoon = usable.filter(
    (food) => food.daysLeft !== null && food.daysLeft <= USE_FIRST_DAYS,
  );
  const named = (foods: readonly FridgeFood[]) =>
    joinFrench(foods.map((food) => `${escapeMarkdown(food.item.name)}${whenExpires(food, today)}`));
  const inRecipe = dueSoon.filter((food) => used.includes(food));
  const notInRecipe = dueSoon.filter((food) => !used.includes(food));
  const notes: string[] = [];
  if (inRecipe.length > 0) {
    notes.push(`À utiliser en priorité, et dans cette recette : ${named(inRecipe)}.`);
  }
  if (notInRecipe.length > 0) {
    notes.push(
      `À utiliser en priorité aussi, mais pas dans cette recette : ${named(notInRecipe)}.`,
    );
  }
  return notes;
}

/** « tout est dans le frigo », « il manque riz et ail », « il manque 5 ingrédients ». */
function missingDetail(missingIds: readonly string[]): string {
  if (missingIds.length === 0) return 'tout est dans le frigo';
  if (missingIds.length > MAX_MISSING_FOODS)
    return `il manque ${plural(missingIds.length, 'ingrédient')}`;
  const names = missingIds.map((id) => escapeMarkdown(getIngredient(id)?.name ?? id));
  return `il manque ${joinFrench(names)}`;
}
