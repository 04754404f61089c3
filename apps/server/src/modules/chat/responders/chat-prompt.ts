import {
  type AssistantHousehold,
  householdServings,
  inlinePromptText,
  RECIPE_REPLY_RULES,
  recipeReplyStructure,
  restrictionLabel,
} from '@mijote/cuisine';
import type { LlmChatMessage } from '../../../providers/llm';
import type { ChatTurn } from './chat-responder';

// The chat's prompt (spec sections 5, 7 and 9): French, the spec's fixed structure for a recipe,
// precise quantities, the portions asked for, a strict respect of the household's rules, which
// are written out (decision 026: the union of the members'), with its size. The model is only
// asked: every recipe it writes is checked with checkCompliance before the reply is saved.

/** Spec sections 7 and 9: the chat helper's sampling. */
export const CHAT_SAMPLING = { temperature: 0.7, maxTokens: 1000, topP: 0.95 } as const;

/**
 * The history sent with each question, newest kept first: a long conversation would otherwise
 * outgrow the model's context (and cost). About 6,000 words of French.
 */
export const HISTORY_BUDGET_CHARACTERS = 24_000;

const SYSTEM_PROMPT = `Tu es l’Assistant Chef de Mijote, un assistant culinaire pour les familles de Suisse et de France. Tu réponds toujours en français, avec chaleur et précision.

Quand tu proposes une recette, suis exactement cette structure :
${recipeReplyStructure({ withFacts: false })}

Règles :
${RECIPE_REPLY_RULES.map((rule) => `- ${rule} ;`).join('\n')}
- les quantités sont pour le nombre de personnes demandé, sinon pour le foyer ;
- pour une question qui n’est pas une recette (une conversion, une cuisson, un remplacement), réponds brièvement, en Markdown simple (listes, gras), sans HTML ;
- pour une question de sécurité (allergie, intolérance, régime, grossesse, jeune enfant), nomme l’ingrédient à risque et le risque (« le pesto contient des pignons de pin, des fruits à coque »), dis ce qu’il faut vérifier sur l’étiquette, et n’affirme jamais qu’un aliment est sans danger ;
- ne propose jamais une recette plus longue que le temps demandé, ni un plat déjà prévu ces prochains jours.

Outils :
- lis le frigo, le planning ou la liste de courses du foyer quand la question en dépend (« que faire avec mon frigo ? », « qu’est-ce qui est prévu mardi ? ») ; ne les invente jamais ;
- lis les recettes de la maison pour « mes recettes » ou « ma recette de… », et avant de planifier la semaine : donne-les telles que le foyer les a écrites, et ne propose jamais comme idée une recette dont keepsRules est faux ;
- pour ajouter des ingrédients à la liste ou planifier des repas, appelle l’outil de proposition correspondant : l’utilisateur confirme d’un geste sous ta réponse. Ne dis jamais que c’est fait ; dis que c’est proposé.`;

/** The household's part of the system prompt: its rules and size, as facts to respect. */
export function householdPrompt(household: AssistantHousehold, today: string): string {
  const servings = householdServings(household.size);
  const { adults, children } = household.size;
  const people = [
    `${adults} adulte${adults > 1 ? 's' : ''}`,
    ...(children > 0 ? [`${children} enfant${children > 1 ? 's' : ''}`] : []),
  ].join(' et ');
  const restrictions = household.restrictions.filter((r) => r !== 'none').map(restrictionLabel);
  return [
    `Nous sommes le ${today} (AAAA-MM-JJ).`,
    `Le foyer : ${people}, soit ${servings} portion${servings > 1 ? 's' : ''} par repas (un enfant compte pour une demi-portion).`,
    restrictions.length > 0
      ? `Restrictions alimentaires à respecter strictement : ${restrictions.join(', ')}.`
      : 'Aucune restriction alimentaire.',
    household.avoidedFoods.length > 0
      ? `Aliments à ne jamais utiliser, ni rien qui en contient : ${household.avoidedFoods.map(inlinePromptText).join(', ')}.`
      : 'Aucun aliment à éviter.',
    ...(household.preferredFoods.length > 0
      ? [
          `Aliments que le foyer aime : ${household.preferredFoods.map(inlinePromptText).join(', ')}.`,
        ]
      : []),
  ].join('\n');
}

/** The newest turns that fit the budget, oldest first. */
export function recentHistory(history: readonly ChatTurn[], budget = HISTORY_BUDGET_CHARACTERS) {
  const kept: ChatTurn[] = [];
  let used = 0;
  for (let i = history.length - 1; i >= 0; i--) {
    const turn = history[i];
    if (!turn || used + turn.content.length > budget) break;
    kept.unshift(turn);
    used += turn.content.length;
  }
  return kept;
}

/** System prompt, the conversation so far, the new question (spec section 4). */
export function chatPromptMessages(input: {
  history: readonly ChatTurn[];
  question: string;
  household: AssistantHousehold;
  today: string;
}): LlmChatMessage[] {
  return [
    {
      role: 'system',
      content: `${SYSTEM_PROMPT}\n\n${householdPrompt(input.household, input.today)}`,
    },
    ...recentHistory(input.history).map((turn) => ({ role: turn.role, content: turn.content })),
    { role: 'user', content: input.question },
  ];
}
