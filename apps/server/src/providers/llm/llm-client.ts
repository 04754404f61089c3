import type OpenAI from 'openai';
import type { LlmConfig } from '../../config';
import {
  type LlmChatMessage,
  type LlmChatOptions,
  type LlmChatPart,
  streamChatCompletion,
} from './chat-stream';

// The one module that talks to a text-generation model (decision 014: the server only, never the
// browser). Any OpenAI-compatible endpoint works (OpenAI, Mistral, Ollama, vLLM…) through the
// official SDK. Recipe suggestions call `complete`; the chat calls
// `streamChat`, with tools, on the same client, configuration and error type.
//
// The SDK's own retries are off (maxRetries 0): callers apply the spec's retry policy (spec
// section 9: waits of 2 s × 2^attempt) and must see each failure to count it.

export type LlmMessage = { role: 'system' | 'user' | 'assistant'; content: string };

import type { LlmSampling } from './sampling';

export type { LlmSampling };

export type LlmCallOptions = LlmSampling & { signal?: AbortSignal };

export type LlmClient = {
  /** The model named in LLM_MODEL. */
  readonly model: string;
  /** The first choice's message content ('' when the model sent none, as spec section 7 has it). */
  complete(messages: readonly LlmMessage[], options: LlmCallOptions): Promise<string>;
  /** The reply as it is written, piece by piece (Server-Sent Events). */
  stream(messages: readonly LlmMessage[], options: LlmCallOptions): AsyncIterable<string>;
  /** A streamed reply that may call tools (OpenAI-style): its text, then the calls it asks for. */
  streamChat(
    messages: readonly LlmChatMessage[],
    options: LlmChatOptions,
  ): AsyncIterable<LlmChatPart>;
};

/**
 * The model could not be reached or refused the call: a 4xx/5xx answer, a timeout
 * (LLM_TIMEOUT_MS), a connection error. `status` is the HTTP status when there was one.
 */
export class LlmUnavailableError extends Error {
  override name = 'LlmUnavailableError';
  readonly status: number | undefined;

  constructor(message: string, options: { status?: number | undefined; cause: unknown }) {
    super(message, { cause: options.cause });
    this.status = options.status;
  }
}

// The SDK (≈ 5 MB of memory) loads with the first call: a server without a model never loads it.
let sdk: Promise<typeof OpenAI> | undefined;
const loadSdk = () => {
  sdk ??= import('openai').then((module) => module.default);
  return sdk;
};

async function unavailable(error: unknown): Promise<unknown> {
  const OpenAISdk = await loadSdk();
  if (error instanceof OpenAISdk.APIError) {
    // Timeouts and connection errors are APIErrors without a status.
    return new LlmUnavailableError(error.message, { status: error.status, cause: error });
  }
  return error;
}

export function createLlmClient(config: LlmConfig): LlmClient {
  let client: Promise<OpenAI> | undefined;
  const openClient = () => {
    client ??= loadSdk().then(
      (OpenAISdk) =>
        new OpenAISdk({
          baseURL: config.baseUrl,
          // A local server (Ollama, vLLM) needs no key, but the SDK insists on one.
          apiKey: config.apiKey ?? 'no-key',
          timeout: config.timeoutMs,
          maxRetries: 0,
        }),
    );
    return client;
  };
  const body = (messages: readonly LlmMessage[], options: LlmCallOptions) => ({
    model: config.model,
    messages: messages.map((m) => ({ role: m.role, content: m.content })),
    temperature: options.temperature,
    max_tokens: options.maxTokens,
    top_p: options.topP,
  });
  const requestOptions = (options: LlmCallOptions) =>
    options.signal ? { signal: options.signal } : {};

  return {
    model: config.model,
    async complete(messages, options) {
      try {
        const completion = await (await openClient()).chat.completions.create(
          body(messages, options),
          requestOptions(options),
        );
        return completion.choices[0]?.message?.content ?? '';
      } catch (error) {
        throw await unavailable(error);
      }
    },
    async *stream(messages, options) {
      try {
        const chunks = await (await openClient()).chat.completions.create(
          { ...body(messages, options), stream: true },
          requestOptions(options),
        );
        for await (const chunk of chunks) {
          const text = chunk.choices[0]?.delta?.content;
          if (text) yield text;
        }
      } catch (error) {
        throw await unavailable(error);
      }
    },
    async *streamChat(messages, options) {
      try {
        yield* streamChatCompletion(await openClient(), config.model, messages, options);
      } catch (error) {
        throw await unavailable(error);
      }
    },
  };
}
