import { type ChildProcess, spawn } from 'node:child_process';
import { once } from 'node:events';
import { dirname, join } from 'node:path';
import { createInterface } from 'node:readline';
import { fileURLToPath } from 'node:url';
import { startFakeOpenAi } from '../../apps/server/test/helpers/fake-openai';
import { recordFigure } from '../lib/summary';

// Benchmark: the time to the first streamed words of a chat reply at the client (fetch
// over HTTP on 127.0.0.1, read as the browser reads it) against the responder's own first token
// (when the responder handed the service its first piece: the « chat reply written » log line of
// the server, a process of its own, on the machine's clock). The difference is what the server
// adds in between: SSE framing, Fastify, the socket, the client's parsing. Aim: < 50 ms.
// Twice: the offline assistant, then a model — a fake OpenAI-compatible provider on 127.0.0.1
// through the real SDK, whose own first piece is printed beside the others.

const RUNS = 60;
const QUESTIONS = [
  'une recette de quiche',
  'combien de grammes dans une càs de farine',
  'que faire avec mon frigo',
  'planifie mes dîners de la semaine',
  'par quoi remplacer les œufs',
  'bonjour',
];
const ORIGIN = 'http://localhost:3000';
const here = dirname(fileURLToPath(import.meta.url));

type ReplyLog = { msg: string; replyId: string; firstTokenAt: number | null };

/** Wall-clock milliseconds with sub-millisecond precision, comparable across processes. */
const clock = () => performance.timeOrigin + performance.now();

function percentile(values: readonly number[], p: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  if (sorted.length === 0) return Number.NaN;
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? 0;
}
const ms = (value: number) => `${value.toFixed(1)} ms`.padStart(10);

export type ServerHandle = {
  baseUrl: string;
  cookie: string;
  replies: Map<string, ReplyLog>;
  process: ChildProcess;
  stop(): Promise<void>;
};

/** Starts bench/chat/_chat-server.ts; `env` adds configuration (a model's LLM_* variables). */
export async function startChatServer(env: Record<string, string> = {}): Promise<ServerHandle> {
  const child = spawn(process.execPath, ['--import', 'tsx', join(here, '_chat-server.ts')], {
    env: { ...process.env, ...env },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const replies = new Map<string, ReplyLog>();
  const lines = createInterface({ input: child.stdout! });
  const ready = new Promise<{ port: number; cookie: string }>((resolve, reject) => {
    child.once('exit', (code) => reject(new Error(`chat server exited (${code})`)));
    lines.on('line', (line) => {
      const entry = JSON.parse(line) as Partial<ReplyLog> & {
        ready?: boolean;
        port?: number;
        cookie?: string;
      };
      if (entry.ready && entry.port && entry.cookie)
        resolve({ port: entry.port, cookie: entry.cookie });
      if (entry.msg === 'chat reply written' && entry.replyId)
        replies.set(entry.replyId, entry as ReplyLog);
    });
  });
  const { port, cookie } = await ready;
  return {
    baseUrl: `http://127.0.0.1:${port}`,
    cookie,
    replies,
    process: child,
    async stop() {
      child.kill('SIGTERM');
      await once(child, 'exit');
    },
  };
}

/** One question: when it was sent, its first byte and its first token, on the machine's clock. */
export async function ask(server: ServerHandle, content: string) {
  const sentAt = clock();
  const response = await fetch(`${server.baseUrl}/api/chat/messages`, {
    method: 'POST',
    headers: { origin: ORIGIN, cookie: server.cookie, 'content-type': 'application/json' },
    body: JSON.stringify({ content }),
  });
  if (!response.ok || !response.body) throw new Error(`ask: ${response.status}`);
  const reader = response.body.pipeThrough(new TextDecoderStream()).getReader();
  let firstByteAt: number | undefined;
  let firstTokenAt: number | undefined;
  let replyId: string | undefined;
  let buffer = '';
  for (;;) {
    const { value, done } = await reader.read();
    if (done) break;
    const now = clock();
    firstByteAt ??= now;
    buffer += value;
    const blocks = buffer.split('\n\n');
    buffer = blocks.pop() ?? '';
    for (const block of blocks) {
      const event = JSON.parse(block.slice('data: '.length)) as { type: string; replyId?: string };
      if (event.type === 'start') replyId = event.replyId;
      if (event.type === 'token') firstTokenAt ??= now;
    }
  }
  if (!firstByteAt || !firstTokenAt || !replyId) throw new Error('no token streamed');
  // The log line is written just after the last event: wait for it.
  for (let i = 0; i < 100 && !server.replies.get(replyId)?.firstTokenAt; i++) {
    await new Promise((resolve) => setTimeout(resolve, 5));
  }
  const responderFirstTokenAt = server.replies.get(replyId)?.firstTokenAt;
  if (!responderFirstTokenAt) throw new Error(`no log line for ${replyId}`);
  return {
    sentAt,
    firstByte: firstByteAt - sentAt,
    clientToken: firstTokenAt - sentAt,
    responderToken: responderFirstTokenAt - sentAt,
  };
}

type Sample = Awaited<ReturnType<typeof ask>> & { providerPiece?: number };

/**
 * `providerFirstPieces`: the fake provider's record of its first piece per answer, read after
 * each reply (one call per reply: the questions differ, so the reply cache never answers).
 */
export async function measureReplies(
  server: ServerHandle,
  questions: readonly string[],
  runs: number,
  providerFirstPieces?: number[],
) {
  // Warm-up: the first questions build the assistant's indexes and Fastify's compiled routes.
  for (const question of questions) await ask(server, question);
  const samples: Sample[] = [];
  for (let run = 0; run < runs; run++) {
    const question = questions[run % questions.length] ?? 'bonjour';
    const seen = providerFirstPieces?.length ?? 0;
    const sample: Sample = await ask(
      server,
      providerFirstPieces ? `${question} (${run})` : question,
    );
    if (providerFirstPieces) {
      if (providerFirstPieces.length !== seen + 1)
        throw new Error('the provider was not called once');
      sample.providerPiece = (providerFirstPieces.at(-1) ?? Number.NaN) - sample.sentAt;
    }
    samples.push(sample);
    // A conversation as long as the runs would grow each reply's history: start afresh.
    if (run % questions.length === questions.length - 1) {
      await fetch(`${server.baseUrl}/api/chat/messages`, {
        method: 'DELETE',
        headers: { origin: ORIGIN, cookie: server.cookie },
      });
    }
  }
  return samples;
}

export function printSideBySide(title: string, samples: Sample[]) {
  const row = (label: string, values: number[]) =>
    console.log(
      `  ${label.padEnd(50)}p50 ${ms(percentile(values, 50))}  p95 ${ms(percentile(values, 95))}`,
    );
  console.log(`\n${title} — ${samples.length} replies, times from the request's send`);
  const provider = samples.flatMap((s) => (s.providerPiece === undefined ? [] : [s.providerPiece]));
  if (provider.length > 0) row('provider: its first piece written (fake, 127.0.0.1)', provider);
  row(
    'responder’s first token (server log)',
    samples.map((s) => s.responderToken),
  );
  row(
    'client: first byte (the « start » event)',
    samples.map((s) => s.firstByte),
  );
  row(
    'client: first token',
    samples.map((s) => s.clientToken),
  );
  recordFigure({
    name: `${title}: first token, p50`,
    value: percentile(
      samples.map((s) => s.clientToken),
      50,
    ),
    unit: 'ms',
  });
  row(
    'overhead: client first token − responder’s',
    samples.map((s) => s.clientToken - s.responderToken),
  );
}

export default async function benchmarkChatTimeToFirstByte(): Promise<void> {
  const offline = await startChatServer();
  try {
    printSideBySide(
      'Chat, offline assistant, HTTP on 127.0.0.1',
      await measureReplies(offline, QUESTIONS, RUNS),
    );
  } finally {
    await offline.stop();
  }

  const fake = await startFakeOpenAi();
  fake.fallback = {
    reply:
      'Bonne idée ! Pour ce soir, une **soupe de légumes** : faites revenir un oignon, ajoutez courgettes et pommes de terre, couvrez d’eau et laissez cuire 20 minutes.',
  };
  const model = await startChatServer(fake.env());
  try {
    printSideBySide(
      'Chat, model (fake OpenAI-compatible provider, real SDK), HTTP on 127.0.0.1',
      await measureReplies(model, QUESTIONS, RUNS, fake.firstPieceAt),
    );
  } finally {
    await model.stop();
    await fake.close();
  }
}
