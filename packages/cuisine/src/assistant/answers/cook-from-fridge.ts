import type { Recipe } from '../../catalogue';
import { frenchExpiry, readExpiry } from '../../expiry';
import {
  type FridgeContents as FridgeContentsOf,
  type FridgeFood as FridgeFoodOf,
  fridgeCoverage,
  readFridge,
} from '../../fridge';
import type { MealType } from '../../vocabulary';
import { formatDay } from '../dates';
import { escapeMarkdown, joinFrench, plural } from '../french';
import { compliantRecipes } from '../household';
import {
  displayLine,
  isSameFood,
  isSeasoningStaple,
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

type FridgeFood = FridgeFoodOf<AssistantFridgeItem>;
type FridgeContents = FridgeContentsOf<AssistantFridgeItem>;

type FridgeMatch = { recipe: Recipe; score: number; used: FridgeFood[]; missingIds: string[] };

const TYPE_PREFERENCE: Readonly<Record<MealType, number>> = {
  plat: 0.3,
  entrée: 0.2,
  dessert: 0.1,
  apéro: 0,
  'amuse-bouche': 0,
  boisson: 0,
};

/** How well the fridge covers a recipe, pantry staples assumed at hand. */
function matchRecipe(
  recipe: Recipe,
  fridge: readonly FridgeFood[],
  random: () => number,
): FridgeMatch | undefined {
  const covered = fridgeCoverage(
    recipe.ingredients.map((line) => line.ingredientId),
    fridge,
  );
  if (!covered) return undefined;
  const { used, missingIds, coverage, urgency } = covered;
  const score =
    coverage * 3 + used.length * 0.4 + urgency * 2 + TYPE_PREFERENCE[recipe.type] + random() * 0.2;
  return { recipe, score, used, missingIds };
}

/** Decision 18: the one reading of a date (« expire aujourd’hui », « expire demain »…). */
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
    sections.push(`Aussi : ${joinFrench(fridge.unknown.map((n) => escapeMarkdown(n)))}.`);
  }
  if (fridge.expired.length > 0) {
    const names = fridge.expired.map(
      ({ item, since }) => `${escapeMarkdown(item.name)} (depuis le ${formatDay(since)})`,
    );
    sections.push(`Périmé : ${joinFrench(names)}.`);
  }
  sections.push('Demandez-moi « que faire avec mon frigo » pour une recette qui les utilise.');
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
    notes.push(`Périmé, donc laissé de côté : ${joinFrench(names)}.`);
  }
  if (fridge.unknown.length > 0) {
    notes.push(
      `Je n’ai pas reconnu : ${joinFrench(fridge.unknown.map((n) => `« ${escapeMarkdown(n)} »`))}.`,
    );
  }
  if (fridge.usable.length === 0) {
    return reply(
      'cook-from-fridge',
      [
        'Aucun ingrédient disponible dans le frigo : ajoutez vos produits dans « Mon Frigo » et je vous proposerai une recette avec.',
        ...notes,
      ].join('\n\n'),
    );
  }
  const types =
    facts.mealTypes.length > 0
      ? facts.mealTypes
      : (['plat', 'entrée', 'dessert', 'apéro', 'amuse-bouche'] as MealType[]);
  const search = {
    types,
    ingredients: [],
    dishWords: [],
    maxMinutes: facts.maxMinutes,
    isEasy: facts.isEasy,
  };
  const matches = compliantRecipes(answer.rules)
    .filter((recipe) => fitsSearch(recipe, search))
    .flatMap((recipe) => matchRecipe(recipe, fridge.usable, answer.random) ?? [])
    .sort((a, b) => b.score - a.score);
  const best = matches[0];
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
  const missingLines = ingredients.filter(
    (line) => best.missingIds.includes(line.ingredientId) && !isSeasoningStaple(line),
  );
  const listed = listedIngredientIds(context.shoppingList);
  const toBuy = missingLines.filter(
    (line) => !listed.some((id) => isSameFood(id, line.ingredientId)),
  );
  const urgent = fridge.usable.filter((food) => food.daysLeft !== null && food.daysLeft <= 3);
  const after: string[] = [
    [
      '## Déjà dans votre frigo',
      ...best.used.map(
        (food) => `- ${escapeMarkdown(food.item.name)}${whenExpires(food, context.today)}`,
      ),
    ].join('\n'),
    missingLines.length === 0
      ? 'Vous avez tout ce qu’il faut (je suppose sel, poivre, huile, farine et sucre au placard).'
      : [
          '## Il vous manque',
          ...missingLines.map((line) => `- ${displayLine(line)}`),
          '',
          'Je suppose sel, poivre, huile, farine et sucre au placard.',
        ].join('\n'),
  ];
  if (urgent.length > 0) {
    after.push(
      `À utiliser en priorité : ${joinFrench(urgent.map((food) => `${escapeMarkdown(food.item.name)}${whenExpires(food, context.today)}`))}.`,
    );
  }
  after.push(...notes);
  const alternatives = matches.slice(1, 4).map((m) => ({
    recipe: m.recipe,
    detail:
      m.missingIds.length === 0
        ? 'tout est dans le frigo'
        : `il manque ${plural(m.missingIds.length, 'ingrédient')}`,
  }));
  return recipeReply('cook-from-fridge', best.recipe, answer, {
    before: 'Avec ce qu’il y a dans votre frigo, je vous propose :',
    after,
    alternatives,
    listLines: toBuy.map(shoppingLine),
    listLabel: 'Ajouter les ingrédients manquants à la liste',
  });
}
