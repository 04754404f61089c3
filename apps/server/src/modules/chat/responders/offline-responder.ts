import { answerOffline } from '@mijote/cuisine';
import { planningWindow } from '../household-reader';
import type { ChatResponder, ResponderEvent, ResponderInput } from './chat-responder';
import { markdownPieces } from './markdown-pieces';

export type OfflineResponderOptions = {
  /**
   * Waits between two pieces of the reply, so it reads as written (0 in tests: the app's sleep
   * is instant there). The first piece is never delayed.
   */
  sleep: (ms: number) => Promise<void>;
  paceMs: number;
};

/** The offline assistant (packages/cuisine) as a responder: no model, no network. */
export function createOfflineResponder(options: OfflineResponderOptions): ChatResponder {
  return {
    mode: 'offline',
    async *respond(input: ResponderInput): AsyncGenerator<ResponderEvent> {
      const { reader } = input;
      const [fridge, planning, shoppingList, pantry, ownRecipes] = await Promise.all([
        reader.fridge(),
        reader.planning(planningWindow(input.today)),
        reader.shoppingList(),
        reader.pantry(),
        reader.ownRecipes(),
      ]);
      const reply = answerOffline(input.question, {
        today: input.today,
        household: input.household,
        fridge,
        planning,
        shoppingList,
        pantry,
        ownRecipes,
        recentRecipeIds: input.recentRecipeIds,
      });
      const pieces = markdownPieces(reply.markdown);
      for (const [index, piece] of pieces.entries()) {
        if (input.signal.aborted) return;
        if (index > 0 && options.paceMs > 0) await options.sleep(options.paceMs);
        if (input.signal.aborted) return;
        yield { type: 'token', text: piece };
      }
      if (reply.recipeIds.length > 0) yield { type: 'recipes', recipeIds: reply.recipeIds };
      for (const action of reply.actions) yield { type: 'proposal', action };
    },
  };
}
