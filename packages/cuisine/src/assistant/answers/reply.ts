import type { AssistantAction, AssistantIntent, AssistantReply } from '../types';

export function reply(
  intent: AssistantIntent,
  markdown: string,
  recipeIds: string[] = [],
  actions: AssistantAction[] = [],
): AssistantReply {
  return { intent, markdown, recipeIds, actions };
}

/** The sentence every proposed action ends with: nothing is written before the tap. */
export const CONFIRM_NOTE = 'Rien n’est enregistré tant que vous n’avez pas touché le bouton.';
