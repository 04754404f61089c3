import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { loadConfig } from '../src/config';
import { createLlmClient, type LlmClient, LlmUnavailableError } from '../src/providers/llm';
import {
  FAKE_LLM_KEY,
  FAKE_LLM_MODEL,
  type FakeOpenAi,
  startFakeOpenAi,
} from './helpers/fake-openai';

// The one OpenAI-compatible client (providers/llm), through the real SDK against the fake
// server: what recipe suggestions use now and the chat will use next.

const SAMPLING = { temperature: 0.7, maxTokens: 1000, topP: 0.95 };
const MESSAGES = [
  { role: 'system' as const, content: 'Tu es un chef.' },
  { role: 'user' as const, content: 'Une idée de dessert ?' },
];

describe('the LLM client', () => {
  let fake: FakeOpenAi;
  let llm: LlmClient;
  beforeAll(async () => {
    fake = await startFakeOpenAi();
    const config = loadConfig({ ...fake.env(), LLM_TIMEOUT_MS: '1000' });
    llm = createLlmClient(config.llm!);
  });
  afterAll(async () => {
    await fake.close();
  });
  beforeEach(() => {
    fake.requests.length = 0;
    fake.script.length = 0;
  });

  it('sends the model, the messages and the sampling, with the key, and reads the first choice', async () => {
    fake.script.push({ reply: 'Une tarte aux pommes.' });
    expect(await llm.complete(MESSAGES, SAMPLING)).toBe('Une tarte aux pommes.');
    expect(fake.requests).toEqual([
      {
        path: '/v1/chat/completions',
        authorization: `Bearer ${FAKE_LLM_KEY}`,
        body: {
          model: FAKE_LLM_MODEL,
          messages: MESSAGES,
          temperature: 0.7,
          max_tokens: 1000,
          top_p: 0.95,
        },
      },
    ]);
  });

  it('answers an empty text when the model sends no content (spec section 7)', async () => {
    fake.script.push({ reply: null });
    expect(await llm.complete(MESSAGES, SAMPLING)).toBe('');
  });

  it('streams the reply piece by piece', async () => {
    const reply = 'Une mousse au chocolat, légère et rapide à préparer.';
    fake.script.push({ reply });
    const pieces: string[] = [];
    for await (const piece of llm.stream(MESSAGES, SAMPLING)) pieces.push(piece);
    expect(pieces.length).toBeGreaterThan(1);
    expect(pieces.join('')).toBe(reply);
    expect(fake.requests[0]?.body.stream).toBe(true);
  });

  it('reports an HTTP error once, as LlmUnavailableError with its status (no retry of its own)', async () => {
    fake.script.push({ status: 503 }, { reply: 'trop tard' });
    const error = await llm.complete(MESSAGES, SAMPLING).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(LlmUnavailableError);
    expect((error as LlmUnavailableError).status).toBe(503);
    expect(fake.requests).toHaveLength(1);
  });

  it('gives up after LLM_TIMEOUT_MS, as LlmUnavailableError without a status', async () => {
    fake.script.push({ reply: 'trop lent', delayMs: 1500 });
    const started = Date.now();
    const error = await llm.complete(MESSAGES, SAMPLING).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(LlmUnavailableError);
    expect((error as LlmUnavailableError).status).toBeUndefined();
    expect(Date.now() - started).toBeLessThan(1450);
  });

  it('reports a failed stream the same way', async () => {
    fake.script.push({ status: 500 });
    const consume = async () => {
      for await (const _ of llm.stream(MESSAGES, SAMPLING)) {
        // nothing arrives
      }
    };
    await expect(consume()).rejects.toBeInstanceOf(LlmUnavailableError);
  });
});
