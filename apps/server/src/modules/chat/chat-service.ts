import {
  type ChatActionResult,
  type ChatHistory,
  type ChatMessage,
  type ChatMode,
  type ChatStreamEvent,
  ERROR_MESSAGES,
  type ErrorCode,
  localDateOf,
} from '@mijote/contracts';
import type { AssistantAction, AssistantHousehold } from '@mijote/cuisine';
import type { Logger } from 'pino';
import type { Db } from '../../db/client';
import { AppError } from '../../lib/app-error';
import type { Caller } from '../../lib/caller';
import { failsAs } from '../../lib/fails-as';
import { loadHouseholdContext } from '../household';
import { writeAction } from './action-writes';
import { toChatAction, toChatMessage } from './chat-messages';
import {
  claimAction,
  deleteMessages,
  type Exchange,
  findAction,
  finishReply,
  listActionsOf,
  listMessages,
  openExchange,
} from './chat-repo';
import { chatHouseholdOf, createHouseholdReader } from './household-reader';
import { recipeWarnings } from './recipe-warnings';
import type {
  ChatResponder,
  ChatTurn,
  ResponderEvent,
  ResponderInput,
} from './responders/chat-responder';

/** A reply that takes longer than this is cut (and saved as incomplete). */
export const CHAT_REPLY_DEADLINE_MS = 120_000;
/** A reply still 'streaming' after this was left by a server that stopped: the lock is released. */
export const CHAT_STALE_REPLY_MS = CHAT_REPLY_DEADLINE_MS + 30_000;

export type ChatDeps = {
  db: Db;
  now: () => Date;
  logger: Logger;
  /** Who answers: the model when one is configured, else the offline assistant. */
  responder: ChatResponder;
  /** Answers instead when the model fails before writing anything (the offline assistant). */
  fallback?: ChatResponder;
};

export async function getChatHistory(deps: ChatDeps, caller: Caller): Promise<ChatHistory> {
  return failsAs('CHAT_LOAD_FAILED', async () => ({
    mode: deps.responder.mode,
    messages: await readConversation(deps.db, caller.id),
  }));
}

/** A user's conversation as the chat shows it, oldest first, each reply with its actions. */
export async function readConversation(db: Db, userId: string): Promise<ChatMessage[]> {
  const rows = await listMessages(db, userId);
  const actions = await listActionsOf(
    db,
    userId,
    rows.filter((row) => row.role === 'assistant').map((row) => row.id),
  );
  const actionsOf = new Map<string, typeof actions>();
  for (const action of actions) {
    const ofMessage = actionsOf.get(action.messageId);
    if (ofMessage) ofMessage.push(action);
    else actionsOf.set(action.messageId, [action]);
  }
  return rows.map((row) => toChatMessage(row, actionsOf.get(row.id)));
}

/** Reset: every message of the caller (spec section 4), and the actions they proposed. */
export async function resetConversation(deps: ChatDeps, caller: Caller): Promise<void> {
  await failsAs('CHAT_RESET_FAILED', () => deleteMessages(deps.db, caller.id));
}

/**
 * Saves the question and opens its reply, or refuses with 409 when a reply of this user is still
 * being written (one in flight per user, enforced here rather than trusted to the screen).
 */
export async function openReply(
  deps: ChatDeps,
  caller: Caller,
  question: string,
): Promise<Exchange> {
  const at = deps.now();
  const exchange = await failsAs('CHAT_SEND_FAILED', () =>
    openExchange(deps.db, caller.id, {
      question,
      mode: deps.responder.mode,
      at,
      staleBefore: new Date(at.getTime() - CHAT_STALE_REPLY_MS),
    }),
  );
  if (!exchange) throw new AppError('CHAT_REPLY_PENDING');
  return exchange;
}

/** The conversation before the question: what the responder is given as history. */
async function conversationBefore(deps: ChatDeps, caller: Caller, exchange: Exchange) {
  const rows = (await listMessages(deps.db, caller.id)).filter(
    (row) => row.id !== exchange.question.id && row.id !== exchange.reply.id,
  );
  const history: ChatTurn[] = rows
    .filter((row) => row.content.trim() !== '')
    .map((row) => ({ role: row.role as ChatTurn['role'], content: row.content }));
  const recentRecipeIds = [
    ...new Set(
      rows
        .filter((row) => row.role === 'assistant')
        .reverse()
        .flatMap((row) => row.recipeIds),
    ),
  ];
  return { history, recentRecipeIds };
}

/**
 * The responder's events; when it fails before emitting anything (the model is down, refuses with
 * 429, times out) the fallback answers instead, and `onFallback` says so. A failure after the
 * reply has begun is not hidden: the reply is kept as written and marked incomplete.
 */
async function* respondWithFallback(
  deps: ChatDeps,
  input: ResponderInput,
  onFallback: (mode: ChatResponder['mode'], error: unknown) => void,
): AsyncGenerator<ResponderEvent> {
  let hasEmitted = false;
  try {
    for await (const event of deps.responder.respond(input)) {
      hasEmitted = true;
      yield event;
    }
  } catch (error) {
    if (hasEmitted || !deps.fallback || input.signal.aborted) throw error;
    onFallback(deps.fallback.mode, error);
    yield* deps.fallback.respond(input);
  }
}

/** What a reply became while it was written: what is saved and logged at its end. */
type ReplyDraft = {
  mode: ChatMode;
  content: string;
  recipeIds: string[];
  proposals: AssistantAction[];
  household: AssistantHousehold | undefined;
  failure: ErrorCode | undefined;
  startedAt: number;
  firstTokenAt: number | undefined;
};

/**
 * Writes the reply: `start`, its tokens as they come, then `done` with the saved reply (its
 * actions to confirm, its warnings), or `error` with what was saved of it. The reply is saved in
 * every case, even when the browser left halfway (`signal`): incomplete, never lost.
 */
export async function* streamReply(
  deps: ChatDeps,
  caller: Caller,
  exchange: Exchange,
  signal: AbortSignal,
): AsyncGenerator<ChatStreamEvent> {
  yield {
    type: 'start',
    question: toChatMessage(exchange.question),
    replyId: exchange.reply.id,
    mode: deps.responder.mode,
  };
  const draft: ReplyDraft = {
    mode: deps.responder.mode,
    content: '',
    recipeIds: [],
    proposals: [],
    household: undefined,
    failure: undefined,
    startedAt: performance.now(),
    firstTokenAt: undefined,
  };
  yield* writeReply(deps, caller, exchange, signal, draft);
  const reply = await saveReply(deps, caller, exchange, draft);
  logReply(deps, exchange, draft);
  if (draft.failure === undefined && reply) {
    yield { type: 'done', reply };
  } else {
    const code = draft.failure ?? 'CHAT_REPLY_INTERRUPTED';
    yield { type: 'error', code, message: ERROR_MESSAGES[code], reply };
  }
}

/** The responder's answer, token by token, gathered into `draft` within the reply's deadline. */
async function* writeReply(
  deps: ChatDeps,
  caller: Caller,
  exchange: Exchange,
  signal: AbortSignal,
  draft: ReplyDraft,
): AsyncGenerator<ChatStreamEvent> {
  const deadline = AbortSignal.any([signal, AbortSignal.timeout(CHAT_REPLY_DEADLINE_MS)]);
  try {
    const context = await loadHouseholdContext(deps.db, caller);
    draft.household = chatHouseholdOf(context);
    const { history, recentRecipeIds } = await conversationBefore(deps, caller, exchange);
    const today = localDateOf(deps.now());
    const input: ResponderInput = {
      history,
      question: exchange.question.content,
      household: draft.household,
      reader: createHouseholdReader(deps.db, caller, context, today),
      recentRecipeIds,
      today,
      signal: deadline,
    };
    const events = respondWithFallback(deps, input, (fallbackMode, error) => {
      deps.logger.warn({ err: error, replyId: exchange.reply.id }, 'chat model failed: offline');
      draft.mode = fallbackMode;
    });
    for await (const event of events) {
      if (event.type === 'token') {
        draft.firstTokenAt ??= performance.now();
        draft.content += event.text;
        yield { type: 'token', text: event.text };
      } else if (event.type === 'recipes') {
        draft.recipeIds = event.recipeIds;
      } else {
        draft.proposals.push(event.action);
      }
      if (deadline.aborted) break;
    }
    if (deadline.aborted) draft.failure = 'CHAT_REPLY_INTERRUPTED';
  } catch (error) {
    draft.failure = 'CHAT_REPLY_INTERRUPTED';
    if (!deadline.aborted) {
      deps.logger.warn({ err: error, replyId: exchange.reply.id }, 'chat reply interrupted');
    }
  }
}

/**
 * The reply as written, complete or not, with its warnings and (complete only) its proposals.
 * Null when it could not be saved (the draft's failure says so) or the conversation was reset
 * meanwhile.
 */
async function saveReply(
  deps: ChatDeps,
  caller: Caller,
  exchange: Exchange,
  draft: ReplyDraft,
): Promise<ChatMessage | null> {
  const isComplete = draft.failure === undefined;
  const saved = await finishReply(deps.db, caller.id, exchange.reply.id, {
    content: draft.content,
    status: isComplete ? 'complete' : 'incomplete',
    mode: draft.mode,
    recipeIds: draft.recipeIds,
    warnings: draft.household ? recipeWarnings(draft.content, draft.household) : [],
    // A cut reply proposes nothing: its proposals may rest on text the user never saw.
    actions: isComplete ? draft.proposals : [],
    at: deps.now(),
  }).catch((error: unknown) => {
    deps.logger.error({ err: error, replyId: exchange.reply.id }, 'chat reply not saved');
    draft.failure = 'CHAT_SEND_FAILED';
    return undefined;
  });
  return saved ? toChatMessage(saved.reply, saved.actions) : null;
}

/**
 * What the benchmark (bench/chat/ttfb.ts) and an operator read: when the responder gave its
 * first words, on the process's high-resolution clock, and how long the whole reply took.
 */
function logReply(deps: ChatDeps, exchange: Exchange, draft: ReplyDraft): void {
  const { firstTokenAt, startedAt } = draft;
  deps.logger.info(
    {
      replyId: exchange.reply.id,
      mode: draft.mode,
      status: draft.failure === undefined ? 'complete' : 'incomplete',
      firstTokenMs: firstTokenAt === undefined ? null : firstTokenAt - startedAt,
      firstTokenAt: firstTokenAt === undefined ? null : performance.timeOrigin + firstTokenAt,
      totalMs: performance.now() - startedAt,
      characters: draft.content.length,
    },
    'chat reply written',
  );
}

/**
 * « Ajouter à la liste », « Planifier »: the writes an action proposed, done once, with the
 * caller's rights only. A second confirmation (double tap, second device) writes nothing and
 * answers the action as done; an action of someone else is not found.
 */
export async function confirmChatAction(
  deps: ChatDeps,
  caller: Caller,
  actionId: string,
): Promise<ChatActionResult> {
  return failsAs('CHAT_ACTION_FAILED', () =>
    deps.db.transaction(async (tx) => {
      const claimed = await claimAction(tx, caller.id, actionId, deps.now());
      if (!claimed) {
        const existing = await findAction(tx, caller.id, actionId);
        if (!existing) throw new AppError('NOT_FOUND');
        return {
          action: toChatAction(existing),
          wrote: false,
          shoppingItemIds: [],
          plannedMealIds: [],
        };
      }
      const writes = await writeAction(tx, caller, claimed.payload);
      return { action: toChatAction(claimed), wrote: true, ...writes };
    }),
  );
}
