import type { AddressInfo } from 'node:net';
import { createServer, type Server, type Socket } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { askChat, doneReply } from './helpers/chat';
import { FAKE_LLM_KEY, FAKE_LLM_MODEL } from './helpers/fake-openai';
import { type Member, signUpSubscriber } from './helpers/household';
import { createTestApp, type TestApp } from './helpers/test-app';
import { callApi } from './helpers/users';

// The model's provider down (the port refuses) or stalled (it takes the
// connection and never says a word, so only the client's own timeout can end the call). The
// catalogue engine answers the suggestion and the offline assistant answers the chat, on a real
// clock, within the time the timeout allows: three attempts for a recipe (the spec's retries,
// their waits left out here), one for the chat, plus a margin for a loaded machine.

const TIMEOUT_MS = 1000;
const MARGIN_MS = 3000;

async function refusingPort(): Promise<number> {
  const probe = createServer();
  await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve));
  const { port } = probe.address() as AddressInfo;
  await new Promise<void>((resolve) => probe.close(() => resolve()));
  return port;
}

async function silentServer(): Promise<{ port: number; close(): Promise<void> }> {
  const sockets: Socket[] = [];
  const server: Server = createServer((socket) => sockets.push(socket));
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    port: (server.address() as AddressInfo).port,
    async close() {
      for (const socket of sockets) socket.destroy();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}

describe.each([
  ['refuses the connection', async () => ({ port: await refusingPort(), close: async () => {} })],
  ['takes the connection and never answers', silentServer],
])('a model provider that %s', (_label, start) => {
  let provider: { port: number; close(): Promise<void> };
  let t: TestApp;
  let lea: Member;
  beforeAll(async () => {
    provider = await start();
    t = await createTestApp({
      LLM_BASE_URL: `http://127.0.0.1:${provider.port}/v1`,
      LLM_API_KEY: FAKE_LLM_KEY,
      LLM_MODEL: FAKE_LLM_MODEL,
      LLM_TIMEOUT_MS: String(TIMEOUT_MS),
    });
    lea = await signUpSubscriber(t, 'lea@example.ch');
  });
  afterAll(async () => {
    await t?.close();
    await provider?.close();
  });

  it('the catalogue suggests a recipe within the timeout, and says the model failed', async () => {
    const started = performance.now();
    const response = await callApi(t, lea).post('/api/suggestions', { type: 'plat' });
    const elapsed = performance.now() - started;
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toMatchObject({
      engine: 'catalogue',
      fellBack: true,
      fallbackReason: { code: 'RECIPE_GENERATOR_UNAVAILABLE' },
      recipe: { type: 'plat' },
    });
    expect(elapsed).toBeLessThan(3 * TIMEOUT_MS + MARGIN_MS);
  });

  it('the offline assistant answers the chat within the timeout', async () => {
    const started = performance.now();
    const reply = doneReply(
      (await askChat(t, lea, 'combien de grammes dans une càs de farine')).events,
    );
    const elapsed = performance.now() - started;
    expect(reply).toMatchObject({ mode: 'offline', status: 'complete' });
    expect(reply.content).toMatch(/farine/);
    expect(elapsed).toBeLessThan(TIMEOUT_MS + MARGIN_MS);
  });
});
