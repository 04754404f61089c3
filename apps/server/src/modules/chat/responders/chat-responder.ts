import type { ChatMode } from '@mijote/contracts';
import type { AssistantAction, AssistantHousehold } from '@mijote/cuisine';
import type { HouseholdReader } from '../household-reader';

// Who writes the replies of « Assistant Chef »: the offline assistant of packages/cuisine, or a
// language model (LLM_* configured). The service does the rest the same way for both: the pending
// lock, saving, streaming to the browser, the compliance warnings, the actions to confirm.

/** An earlier message of the conversation, oldest first. */
export type ChatTurn = { role: 'user' | 'assistant'; content: string };

export type ResponderInput = {
  /** The conversation before the question (complete and incomplete replies included). */
  history: readonly ChatTurn[];
  question: string;
  /** The household's rules (decision 026: the union of its members') and size. */
  household: AssistantHousehold;
  /** Reads the caller's household only: the one way a responder sees the household's data. */
  reader: HouseholdReader;
  /** Catalogue recipes the conversation proposed, most recent first (« ce plat »). */
  recentRecipeIds: readonly string[];
  /** 'YYYY-MM-DD' in Swiss time. */
  today: string;
  /** Aborted when the browser leaves or the reply takes too long: stop writing. */
  signal: AbortSignal;
};

/**
 * What a responder emits, in order: pieces of the Markdown as they are written, then what the
 * reply proposes. A proposal is only a proposal: nothing is written before the user confirms.
 */
export type ResponderEvent =
  | { type: 'token'; text: string }
  | { type: 'proposal'; action: AssistantAction }
  | { type: 'recipes'; recipeIds: string[] };

export type ChatResponder = {
  readonly mode: ChatMode;
  respond(input: ResponderInput): AsyncIterable<ResponderEvent>;
};
