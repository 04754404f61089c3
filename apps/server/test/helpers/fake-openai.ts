import { once } from 'node:events';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

// A fake OpenAI-compatible chat-completions API on 127.0.0.1, for the real `openai` SDK (suggestion
// and chat tests, benchmarks). It records every request and answers each from a script: a reply
// text, an HTTP error, a delay longer than the client's timeout, a stream cut after a few pieces,
// or tool calls. A request that finds the script empty gets `fallback`. `stream: true` requests
// get Server-Sent Events, the first chunk carrying role 'assistant' (the SDK's stream helper
// requires it, stack notes).

export type FakeAnswer =
  | { reply: string | null; delayMs?: number }
  | { status: number; message?: string; delayMs?: number }
  /**
   * Streams these pieces. With `cutAfter`, stops after that many, mid-reply: `cut` 'reset' kills
   * the connection; 'end' ends the response politely, but without the finish (a proxy giving up).
   */
  | { stream: string[]; cutAfter?: number; cut?: 'reset' | 'end'; delayMs?: number }
  /** Asks for these tools (streamed as tool-call deltas, finish_reason 'tool_calls'). */
  | { toolCalls: Array<{ name: string; arguments: unknown }>; delayMs?: number };

type RecordedMessage = {
  role: string;
  content: string | null;
  tool_calls?: Array<{ id: string; type: string; function: { name: string; arguments: string } }>;
  tool_call_id?: string;
};

export type RecordedCompletion = {
  path: string;
  authorization: string | undefined;
  body: {
    model: string;
    messages: RecordedMessage[];
    tools?: Array<{ type: string; function: { name: string; description?: string } }>;
    temperature?: number;
    max_tokens?: number;
    top_p?: number;
    stream?: boolean;
  };
};

export type FakeOpenAi = {
  /** The base URL to put in LLM_BASE_URL (…/v1). */
  baseUrl: string;
  requests: RecordedCompletion[];
  /** Answers for the next requests, in order. */
  script: FakeAnswer[];
  /** The answer once the script is used up. */
  fallback: FakeAnswer;
  /** Sent before answering every request: the provider's own latency (benchmarks). */
  latencyMs: number;
  /** When each streamed answer's first text piece was written (performance.timeOrigin + now). */
  firstPieceAt: number[];
  env(): { LLM_BASE_URL: string; LLM_API_KEY: string; LLM_MODEL: string };
  close(): Promise<void>;
};

export const FAKE_LLM_KEY = 'sk-fake-llm-key';
export const FAKE_LLM_MODEL = 'chef-fictif-1';

const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

function completion(model: string, content: string | null) {
  return {
    id: `chatcmpl-${Math.random().toString(36).slice(2)}`,
    object: 'chat.completion',
    created: Math.floor(Date.now() / 1000),
    model,
    choices: [
      { index: 0, message: { role: 'assistant', content }, finish_reason: 'stop', logprobs: null },
    ],
    usage: { prompt_tokens: 1, completion_tokens: 1, total_tokens: 2 },
  };
}

function chunkOf(model: string, delta: Record<string, unknown>, finish: string | null) {
  return `data: ${JSON.stringify({
    id: 'chatcmpl-stream',
    object: 'chat.completion.chunk',
    created: Math.floor(Date.now() / 1000),
    model,
    choices: [{ index: 0, delta, finish_reason: finish, logprobs: null }],
  })}\n\n`;
}

async function sendStream(
  res: ServerResponse,
  model: string,
  pieces: string[],
  onFirstPiece: () => void,
  cutAfter?: number,
  cut: 'reset' | 'end' = 'reset',
) {
  res.writeHead(200, { 'content-type': 'text/event-stream', 'cache-control': 'no-cache' });
  res.write(chunkOf(model, { role: 'assistant', content: '' }, null));
  for (const [index, piece] of pieces.entries()) {
    if (cutAfter !== undefined && index === cutAfter) {
      // The provider dies mid-reply, once what it wrote has reached the client: no
      // finish_reason, no [DONE], the connection just closes.
      await wait(50);
      if (cut === 'end') res.end();
      else res.socket?.destroy();
      return;
    }
    if (index === 0) onFirstPiece();
    res.write(chunkOf(model, { content: piece }, null));
  }
  res.write(chunkOf(model, {}, 'stop'));
  res.end('data: [DONE]\n\n');
}

function sendToolCalls(
  res: ServerResponse,
  model: string,
  calls: Array<{ name: string; arguments: unknown }>,
) {
  res.writeHead(200, { 'content-type': 'text/event-stream', 'cache-control': 'no-cache' });
  res.write(chunkOf(model, { role: 'assistant', content: null }, null));
  for (const [index, call] of calls.entries()) {
    const args = JSON.stringify(call.arguments);
    const half = Math.floor(args.length / 2);
    // As providers do: the id and name first, the arguments in pieces.
    res.write(
      chunkOf(
        model,
        {
          tool_calls: [
            {
              index,
              id: `call_${index}_${Math.random().toString(36).slice(2, 8)}`,
              type: 'function',
              function: { name: call.name, arguments: args.slice(0, half) },
            },
          ],
        },
        null,
      ),
    );
    res.write(
      chunkOf(model, { tool_calls: [{ index, function: { arguments: args.slice(half) } }] }, null),
    );
  }
  res.write(chunkOf(model, {}, 'tool_calls'));
  res.end('data: [DONE]\n\n');
}

export async function startFakeOpenAi(): Promise<FakeOpenAi> {
  const fake: Omit<FakeOpenAi, 'baseUrl' | 'env' | 'close'> = {
    requests: [],
    script: [],
    fallback: { status: 500, message: 'no scripted answer' },
    latencyMs: 0,
    firstPieceAt: [],
  };
  const recordFirstPiece = () => fake.firstPieceAt.push(performance.timeOrigin + performance.now());

  async function handle(req: IncomingMessage, res: ServerResponse) {
    const chunks: Buffer[] = [];
    for await (const chunk of req) chunks.push(chunk as Buffer);
    if (req.method !== 'POST' || !req.url?.endsWith('/chat/completions')) {
      res.writeHead(404, { 'content-type': 'application/json' });
      res.end(JSON.stringify({ error: { message: 'not found' } }));
      return;
    }
    const body = JSON.parse(Buffer.concat(chunks).toString('utf8')) as RecordedCompletion['body'];
    fake.requests.push({ path: req.url, authorization: req.headers.authorization, body });
    const answer = fake.script.shift() ?? fake.fallback;
    if (fake.latencyMs > 0) await wait(fake.latencyMs);
    if (answer.delayMs) await wait(answer.delayMs);
    // The client gave up (its timeout): nothing to answer.
    if (res.destroyed || !res.socket || res.socket.destroyed) return;
    if ('status' in answer) {
      res.writeHead(answer.status, { 'content-type': 'application/json' });
      res.end(
        JSON.stringify({ error: { message: answer.message ?? 'error', type: 'server_error' } }),
      );
      return;
    }
    if ('toolCalls' in answer) {
      sendToolCalls(res, body.model, answer.toolCalls);
      return;
    }
    if ('stream' in answer) {
      await sendStream(
        res,
        body.model,
        answer.stream,
        recordFirstPiece,
        answer.cutAfter,
        answer.cut,
      );
      return;
    }
    if (body.stream) {
      const pieces = (answer.reply ?? '').match(/[\s\S]{1,12}/g) ?? [];
      await sendStream(res, body.model, pieces, recordFirstPiece);
      return;
    }
    res.writeHead(200, { 'content-type': 'application/json' });
    res.end(JSON.stringify(completion(body.model, answer.reply)));
  }

  const server = createServer((req, res) => {
    handle(req, res).catch((error: unknown) => {
      if (!res.headersSent) res.writeHead(500);
      res.end(String(error));
    });
  });
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  const { port } = server.address() as AddressInfo;
  const baseUrl = `http://127.0.0.1:${port}/v1`;
  return Object.assign(fake, {
    baseUrl,
    env: () => ({ LLM_BASE_URL: baseUrl, LLM_API_KEY: FAKE_LLM_KEY, LLM_MODEL: FAKE_LLM_MODEL }),
    async close() {
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  });
}

/** A reply in the format the prompt asks for (spec section 5). */
export function recipeReply(fields: {
  title?: string;
  description?: string;
  ingredients?: string[];
  instructions?: string[];
  facts?: string[];
}): string {
  const ingredients = fields.ingredients ?? [
    '4 courgettes',
    '200 g de mozzarella',
    '2 càs d’huile d’olive',
    '1 pincée de sel',
  ];
  const instructions = fields.instructions ?? [
    'Préchauffer le four à 200 °C.',
    'Couper les courgettes en rondelles et les disposer dans un plat.',
    'Ajouter la mozzarella et l’huile, puis gratiner 30 minutes.',
  ];
  return [
    `# ${fields.title ?? 'Gratin de courgettes à la mozzarella'}`,
    '',
    fields.description ?? 'Un gratin fondant pour les soirs d’été.',
    ...(fields.facts ?? [
      'Temps de préparation : 15 minutes',
      'Temps de cuisson : 30 minutes',
      'Difficulté : facile',
      'Pour 4 personnes',
    ]),
    '',
    '## Ingrédients',
    ...ingredients.map((line) => `- ${line}`),
    '',
    '## Instructions',
    ...instructions.map((step, index) => `${index + 1}. ${step}`),
  ].join('\n');
}
