import {
  inlinePromptText,
  MAX_MISSING_FOODS,
  MEAL_TYPE_NAMES,
  type MealType,
  RECIPE_REPLY_RULES,
  recipeReplyStructure,
  restrictionLabel,
} from '@mijote/cuisine';
import type { LlmMessage, LlmSampling } from '../../providers/llm';
import type { SuggestionHousehold } from './suggestion-household';

// The recipe prompt (spec sections 5, 7 and 9): French, a fixed structure that
// parseRecipeReply reads back, precise quantities, the household's portions and a strict
// respect of its restrictions; in fridge mode, the fridge's items with their dates, the
// cupboard's staples, the rule of at most two foods to buy and the dishes already planned. The
// model is only asked: what it answers is checked before anyone sees it (decision 024,
// judgeFridgeUse).

export const RECIPE_SAMPLING = {
  /** Spec section 9: a steadier hand when it must cook what is in the fridge. */
  fridge: { temperature: 0.7, maxTokens: 1000, topP: 0.95 },
  free: { temperature: 0.9, maxTokens: 1000, topP: 0.95 },
} as const satisfies Record<string, LlmSampling>;

const SYSTEM_PROMPT = `Tu es le chef de Mijote, un assistant culinaire pour les familles de Suisse et de France. Tu écris toujours en français.
Réponds uniquement par une recette, exactement dans cette structure :

${recipeReplyStructure({ withFacts: true })}

Règles :
${RECIPE_REPLY_RULES.map((rule) => `- ${rule} ;`).join('\n')}
- les quantités sont pour le nombre de personnes demandé ;
- rien avant le titre, rien après la dernière étape.`;

export type FridgeLine = {
  name: string;
  quantity: number;
  unit: string;
  /** Its date as the household reads it today (decision 029): « expire demain ». */
  expiry: string | null;
};

export type RecipePromptInput = {
  type: MealType;
  household: SuggestionHousehold;
  /** Fridge mode: the items still good, soonest-expiring first. */
  fridge?: readonly FridgeLine[];
  /** Fridge mode: the household's « Toujours à la maison ». */
  pantry?: readonly string[];
  /** Fridge mode: the titles of the meals planned in the coming days. */
  plannedTitles?: readonly string[];
  /** Titles the household was just given: « Réessayer » should bring something else. */
  avoidTitles?: readonly string[];
};

function fridgeLine(item: FridgeLine): string {
  const amount = `${item.quantity} ${item.unit}`;
  return `- ${inlinePromptText(item.name)} (${amount}${item.expiry ? `, ${item.expiry}` : ''})`;
}

export function recipeMessages(input: RecipePromptInput): LlmMessage[] {
  const { household } = input;
  const people = household.servings === 1 ? '1 personne' : `${household.servings} personnes`;
  const restrictions = household.restrictions.map(restrictionLabel);
  const lines = [
    `Propose-moi une recette de type « ${MEAL_TYPE_NAMES[input.type]} » pour ${people}.`,
    restrictions.length > 0
      ? `Restrictions alimentaires à respecter strictement : ${restrictions.join(', ')}.`
      : 'Aucune restriction alimentaire.',
  ];
  if (household.avoidedFoods.length > 0) {
    lines.push(
      `Aliments à ne jamais utiliser : ${household.avoidedFoods.map(inlinePromptText).join(', ')}.`,
    );
  }
  if (household.preferredFoods.length > 0) {
    lines.push(
      `Aliments que nous aimons : ${household.preferredFoods.map(inlinePromptText).join(', ')}.`,
    );
  }
  if (input.fridge) {
    lines.push(
      'Cuisine avec les ingrédients de mon frigo, en commençant par ceux qui expirent le plus tôt :',
      ...input.fridge.map(fridgeLine),
    );
    if (input.pantry && input.pantry.length > 0) {
      lines.push(`J’ai toujours au placard : ${input.pantry.map(inlinePromptText).join(', ')}.`);
    }
    lines.push(
      `Il peut manquer au plus ${MAX_MISSING_FOODS} ingrédients qui ne sont ni dans le frigo ni au placard : écris-les dans la liste des ingrédients comme les autres.`,
    );
    if (input.plannedTitles && input.plannedTitles.length > 0) {
      lines.push(
        `Déjà prévu ces prochains jours, propose autre chose : ${input.plannedTitles.map((t) => `« ${inlinePromptText(t)} »`).join(', ')}.`,
      );
    }
  }
  if (input.avoidTitles && input.avoidTitles.length > 0) {
    lines.push(
      `Propose une autre recette que : ${input.avoidTitles.map((t) => `« ${inlinePromptText(t)} »`).join(', ')}.`,
    );
  }
  return [
    { role: 'system', content: SYSTEM_PROMPT },
    { role: 'user', content: lines.join('\n') },
  ];
}
