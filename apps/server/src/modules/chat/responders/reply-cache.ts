import { createHash } from 'node:crypto';
import type { AssistantAction } from '@mijote/cuisine';
import { createTtlCache, type TtlCache } from '../../../lib/ttl-cache';
import type { LlmChatMessage } from '../../../providers/llm';

// Spec section 9: the chat helper has its own 5-minute cache, for an identical message list (the
// system prompt with the household's rules, the history, the question). A reply that read the
// household's fridge, planning or list is not kept: the same words a minute later may need a
// different answer. One cache per server process; with several instances each keeps its own,
// which only costs calls.

export const CHAT_CACHE_MS = 5 * 60 * 1000;
const MAX_ENTRIES = 500;

export type CachedReply = { text: string; proposals: AssistantAction[] };

export function replyCacheKey(model: string, messages: readonly LlmChatMessage[]): string {
  return createHash('sha256')
    .update(JSON.stringify([model, messages]))
    .digest('hex');
}

export type ReplyCache = TtlCache<CachedReply>;

export function createReplyCache(now: () => Date, ttlMs = CHAT_CACHE_MS): ReplyCache {
  return createTtlCache<CachedReply>(now, ttlMs, MAX_ENTRIES);
}
