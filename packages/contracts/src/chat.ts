import { MEAL_TYPES } from '@mijote/cuisine/vocabulary';
import { z } from 'zod';
import { ERROR_CODES } from './error-codes';
import { requiredText, rowIdSchema } from './text';

// « Assistant Chef » (spec sections 2, 3, 4, 5 and 7). The history is personal; a reply
// streams as Server-Sent Events; the actions a reply proposes are written only when the user
// confirms them, one tap each, through POST /api/chat/actions/:actionId/confirm.

/** A question longer than this is refused: the model's context and the database stay bounded. */
export const CHAT_MESSAGE_MAX_LENGTH = 2000;

/** Who answers: a language model (LLM_* configured) or the built-in offline assistant. */
export const CHAT_MODES = ['model', 'offline'] as const;
export type ChatMode = (typeof CHAT_MODES)[number];

/**
 * - complete: the reply as written;
 * - streaming: being written right now (one per user at most: the server's pending lock);
 * - incomplete: the stream was cut (the browser left, the model stopped): what was written is
 *   kept, never lost, and shown as interrupted.
 */
export const CHAT_MESSAGE_STATUSES = ['complete', 'streaming', 'incomplete'] as const;
export type ChatMessageStatus = (typeof CHAT_MESSAGE_STATUSES)[number];

export const CHAT_ACTION_KINDS = ['add-to-shopping-list', 'plan-meals'] as const;
export type ChatActionKind = (typeof CHAT_ACTION_KINDS)[number];

const plannedMealProposalSchema = z.object({
  recipeId: z.string(),
  recipeTitle: z.string(),
  date: z.string(),
  time: z.string(),
  servings: z.number().int(),
  type: z.enum(MEAL_TYPES),
});
export type ChatPlannedMealProposal = z.infer<typeof plannedMealProposalSchema>;

const actionBase = {
  id: z.uuid(),
  /** The button's French text: « Ajouter ces ingrédients à la liste ». */
  label: z.string(),
  /** proposed: nothing written yet; done: written once, when the user tapped. */
  status: z.enum(['proposed', 'done']),
  doneAt: z.iso.datetime().nullable(),
};

/** An action a reply proposes; the server writes nothing until the user confirms it. */
export const chatActionSchema = z.discriminatedUnion('kind', [
  z.object({
    ...actionBase,
    kind: z.literal('add-to-shopping-list'),
    recipeId: z.string().nullable(),
    recipeTitle: z.string().nullable(),
    servings: z.number().int().nullable(),
    /** Ingredient lines the shopping parser reads back: '200 g de farine'. */
    lines: z.array(z.string()),
  }),
  z.object({
    ...actionBase,
    kind: z.literal('plan-meals'),
    meals: z.array(plannedMealProposalSchema),
  }),
]);
export type ChatAction = z.infer<typeof chatActionSchema>;

/** A recipe of a reply that breaks the household's rules (checkCompliance), shown beside it. */
export const chatWarningSchema = z.object({
  recipeTitle: z.string(),
  /** French sentences: « « Lardons » contient du porc. » */
  reasons: z.array(z.string()),
  /** Ingredients the knowledge base could not check, when the household has rules. */
  unverified: z.array(z.string()),
});
export type ChatWarning = z.infer<typeof chatWarningSchema>;

export const chatMessageSchema = z.object({
  id: z.uuid(),
  role: z.enum(['user', 'assistant']),
  /** The user's text, or the reply's French Markdown (headings, lists, bold; never HTML). */
  content: z.string(),
  status: z.enum(CHAT_MESSAGE_STATUSES),
  /** Who wrote a reply; null for the user's messages. */
  mode: z.enum(CHAT_MODES).nullable(),
  actions: z.array(chatActionSchema),
  warnings: z.array(chatWarningSchema),
  createdAt: z.iso.datetime(),
});
export type ChatMessage = z.infer<typeof chatMessageSchema>;

/** GET /api/chat/messages: the history, oldest first, and who answers now. */
export const chatHistorySchema = z.object({
  mode: z.enum(CHAT_MODES),
  messages: z.array(chatMessageSchema),
});
export type ChatHistory = z.infer<typeof chatHistorySchema>;

/** POST /api/chat/messages. A blank message is refused (the screen never sends one). */
export const chatMessageInputSchema = z.object({
  content: requiredText('validation.chatMessageRequired', CHAT_MESSAGE_MAX_LENGTH),
});
export type ChatMessageInput = z.input<typeof chatMessageInputSchema>;

/**
 * The events of the reply's stream (`text/event-stream`, one `data:` JSON line each):
 * - start: the question is saved, the reply has begun (its id, who writes it);
 * - token: the next piece of the reply's Markdown;
 * - done: the reply as saved, with its actions (their ids, to confirm) and warnings;
 * - error: the stream stops; `reply` is what was saved of it (incomplete), if anything.
 */
export const chatStreamEventSchema = z.discriminatedUnion('type', [
  z.object({
    type: z.literal('start'),
    question: chatMessageSchema,
    replyId: z.uuid(),
    mode: z.enum(CHAT_MODES),
  }),
  z.object({ type: z.literal('token'), text: z.string() }),
  z.object({ type: z.literal('done'), reply: chatMessageSchema }),
  z.object({
    type: z.literal('error'),
    code: z.enum(ERROR_CODES),
    message: z.string(),
    reply: chatMessageSchema.nullable(),
  }),
]);
export type ChatStreamEvent = z.infer<typeof chatStreamEventSchema>;

export const chatActionParamsSchema = z.object({ actionId: rowIdSchema });

/** POST /api/chat/actions/:actionId/confirm: the action, done, and what it wrote this time. */
export const chatActionResultSchema = z.object({
  action: chatActionSchema,
  /** False when it had already been done (a second tap): nothing was written again. */
  wrote: z.boolean(),
  shoppingItemIds: z.array(z.uuid()),
  plannedMealIds: z.array(z.uuid()),
});
export type ChatActionResult = z.infer<typeof chatActionResultSchema>;
