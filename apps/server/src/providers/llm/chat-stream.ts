import type OpenAI from 'openai';
import type { LlmSampling } from './sampling';

// A chat completion streamed with OpenAI-style tool calling (the chat): the text as it
// is written, then the tools the model asks for, their arguments gathered from the deltas.

export type LlmToolCall = { id: string; name: string; arguments: string };

export type LlmChatMessage =
  | { role: 'system' | 'user'; content: string }
  | { role: 'assistant'; content: string; toolCalls?: LlmToolCall[] }
  | { role: 'tool'; toolCallId: string; content: string };

/** A function the model may call: its name, what it is for, its arguments as JSON Schema. */
export type LlmTool = { name: string; description: string; parameters: Record<string, unknown> };

export type LlmChatOptions = LlmSampling & { tools: readonly LlmTool[]; signal?: AbortSignal };

export type LlmChatPart =
  | { type: 'text'; text: string }
  | { type: 'tool-calls'; calls: LlmToolCall[] };

/** The stream stopped before the model said it had finished (a cut connection, a dead worker). */
export class LlmStreamCutError extends Error {
  override name = 'LlmStreamCutError';
}

function toOpenAiMessage(message: LlmChatMessage): OpenAI.Chat.ChatCompletionMessageParam {
  if (message.role === 'tool') {
    return { role: 'tool', tool_call_id: message.toolCallId, content: message.content };
  }
  if (message.role === 'assistant' && message.toolCalls && message.toolCalls.length > 0) {
    return {
      role: 'assistant',
      content: message.content === '' ? null : message.content,
      tool_calls: message.toolCalls.map((call) => ({
        id: call.id,
        type: 'function',
        function: { name: call.name, arguments: call.arguments },
      })),
    };
  }
  return { role: message.role, content: message.content };
}

export async function* streamChatCompletion(
  client: OpenAI,
  model: string,
  messages: readonly LlmChatMessage[],
  options: LlmChatOptions,
): AsyncGenerator<LlmChatPart> {
  const stream = await client.chat.completions.create(
    {
      model,
      messages: messages.map(toOpenAiMessage),
      temperature: options.temperature,
      max_tokens: options.maxTokens,
      top_p: options.topP,
      stream: true,
      ...(options.tools.length > 0
        ? {
            tools: options.tools.map((tool) => ({
              type: 'function' as const,
              function: {
                name: tool.name,
                description: tool.description,
                parameters: tool.parameters,
              },
            })),
          }
        : {}),
    },
    options.signal ? { signal: options.signal } : {},
  );
  const calls = new Map<number, LlmToolCall>();
  let finishReason: string | null = null;
  for await (const chunk of stream) {
    const choice = chunk.choices[0];
    if (!choice) continue;
    if (choice.delta?.content) yield { type: 'text', text: choice.delta.content };
    for (const delta of choice.delta?.tool_calls ?? []) {
      const call = calls.get(delta.index) ?? { id: '', name: '', arguments: '' };
      if (delta.id) call.id = delta.id;
      if (delta.function?.name) call.name += delta.function.name;
      if (delta.function?.arguments) call.arguments += delta.function.arguments;
      calls.set(delta.index, call);
    }
    if (choice.finish_reason) finishReason = choice.finish_reason;
  }
  // The SDK ends quietly when the connection closes mid-stream: a reply without its finish is cut.
  if (finishReason === null)
    throw new LlmStreamCutError('the stream ended before the model finished');
  if (calls.size > 0) {
    yield {
      type: 'tool-calls',
      calls: [...calls.entries()].sort(([a], [b]) => a - b).map(([, call]) => call),
    };
  }
}
