import { type AssistantAction, householdServings } from '@mijote/cuisine';
import type { LlmChatMessage, LlmClient } from '../../../providers/llm';
import { CHAT_SAMPLING, chatPromptMessages } from './chat-prompt';
import type { ChatResponder, ResponderEvent, ResponderInput } from './chat-responder';
import { CHAT_TOOLS, runTool } from './chat-tools';
import { markdownPieces } from './markdown-pieces';
import type { ReplyCache } from './reply-cache';
import { replyCacheKey } from './reply-cache';

/** Rounds of tool calls one reply may take before it must answer (a loop costs money). */
export const MAX_TOOL_ROUNDS = 4;

/** What the responder needs of the LLM client: its model's name and a streamed chat with tools. */
export type ChatModel = Pick<LlmClient, 'model' | 'streamChat'>;

export type ModelResponderDeps = {
  model: ChatModel;
  cache: ReplyCache;
  now: () => Date;
};

/**
 * A language model as the chat's responder: the system prompt with the household's rules, the
 * history and the question, streamed back token by token, with tool calls run in between (the
 * household read with the caller's rights, actions proposed, never written).
 */
export function createModelResponder(deps: ModelResponderDeps): ChatResponder {
  return {
    mode: 'model',
    async *respond(input: ResponderInput): AsyncGenerator<ResponderEvent> {
      const messages: LlmChatMessage[] = chatPromptMessages(input);
      const key = replyCacheKey(deps.model.model, messages);
      const cached = deps.cache.get(key);
      if (cached) {
        for (const text of markdownPieces(cached.text)) yield { type: 'token', text };
        for (const action of cached.proposals) yield { type: 'proposal', action };
        return;
      }
      const context = {
        reader: input.reader,
        rules: {
          restrictions: input.household.restrictions,
          avoidedFoods: input.household.avoidedFoods,
        },
        today: input.today,
        servings: householdServings(input.household.size),
        now: deps.now,
      };
      const proposals: AssistantAction[] = [];
      let text = '';
      let hasRead = false;
      for (let round = 0; round <= MAX_TOOL_ROUNDS; round++) {
        let roundText = '';
        let calls: Array<{ id: string; name: string; arguments: string }> = [];
        const options = {
          ...CHAT_SAMPLING,
          // The last round must answer: no tools offered.
          tools: round < MAX_TOOL_ROUNDS ? CHAT_TOOLS : [],
          signal: input.signal,
        };
        for await (const part of deps.model.streamChat(messages, options)) {
          if (part.type === 'text') {
            roundText += part.text;
            text += part.text;
            yield { type: 'token', text: part.text };
          } else {
            calls = part.calls;
          }
        }
        if (calls.length === 0) break;
        messages.push({ role: 'assistant', content: roundText, toolCalls: calls });
        for (const call of calls) {
          const outcome = await runTool(call.name, call.arguments, context);
          if (call.name.startsWith('read_')) hasRead = true;
          if (outcome.proposal) {
            proposals.push(outcome.proposal);
            yield { type: 'proposal', action: outcome.proposal };
          }
          messages.push({ role: 'tool', toolCallId: call.id, content: outcome.result });
        }
      }
      // A reply built on the household's data would be stale for the next identical question.
      if (!hasRead && text !== '') deps.cache.set(key, { text, proposals });
    },
  };
}
