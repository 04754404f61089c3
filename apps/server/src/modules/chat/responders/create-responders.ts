import { setTimeout as wait } from 'node:timers/promises';
import type { AppContext } from '../../../app-context';
import type { ChatResponder } from './chat-responder';
import { createModelResponder } from './model-responder';
import { createOfflineResponder } from './offline-responder';
import { createReplyCache } from './reply-cache';

/**
 * The offline assistant writes a few words every OFFLINE_PACE_MS: a whole recipe reads as written
 * in about a second, like a model's reply, instead of landing at once after the typing indicator.
 */
export const OFFLINE_PACE_MS = 12;

/**
 * Who answers the chat: the model when LLM_* is configured, with the offline assistant answering
 * instead whenever the model fails before writing anything; the offline assistant alone otherwise.
 */
export function createChatResponders(ctx: Pick<AppContext, 'sleep' | 'llm' | 'now'>): {
  responder: ChatResponder;
  fallback?: ChatResponder;
} {
  const offline = createOfflineResponder({
    sleep: ctx.sleep ?? ((ms) => wait(ms)),
    paceMs: OFFLINE_PACE_MS,
  });
  if (!ctx.llm) return { responder: offline };
  const model = createModelResponder({
    model: ctx.llm,
    cache: createReplyCache(ctx.now),
    now: ctx.now,
  });
  return { responder: model, fallback: offline };
}
