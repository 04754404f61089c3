import type { ChatStreamEvent } from '@mijote/contracts';
import type { TestApp } from './test-app';
import { TEST_ORIGIN, type TestUser } from './users';

// The chat's reply is a text/event-stream: these read it the way the browser does, over real
// HTTP on 127.0.0.1 (app.inject would wait for the whole body; a test of a cut stream cannot).

/** Starts the app on a free port of 127.0.0.1; answers its base URL. */
export async function listenOnLoopback(t: TestApp): Promise<string> {
  await t.app.listen({ host: '127.0.0.1', port: 0 });
  const address = t.app.server.address();
  if (typeof address !== 'object' || !address) throw new Error('no address');
  return `http://127.0.0.1:${address.port}`;
}

/** The `data:` events of an SSE text (what app.inject collects whole). */
export function parseEvents(text: string): ChatStreamEvent[] {
  return text
    .split('\n\n')
    .map((block) => block.trim())
    .filter((block) => block.startsWith('data: '))
    .map((block) => JSON.parse(block.slice('data: '.length)) as ChatStreamEvent);
}

export type ChatStream = {
  status: number;
  /** The JSON body of a refusal (409, 422, 429), undefined for a stream. */
  error: { code: string; message: string } | undefined;
  /** Resolves with the next event, undefined at the end of the stream. */
  next(): Promise<ChatStreamEvent | undefined>;
  /** Every event left until the end. */
  rest(): Promise<ChatStreamEvent[]>;
  /** Cuts the connection, as a browser tab closed mid-reply. */
  cut(): void;
};

export async function openChatStream(
  baseUrl: string,
  user: TestUser,
  content: string,
): Promise<ChatStream> {
  const controller = new AbortController();
  const response = await fetch(`${baseUrl}/api/chat/messages`, {
    method: 'POST',
    headers: { origin: TEST_ORIGIN, cookie: user.cookie, 'content-type': 'application/json' },
    body: JSON.stringify({ content }),
    signal: controller.signal,
  });
  const isStream = response.headers.get('content-type')?.startsWith('text/event-stream');
  const error = isStream ? undefined : ((await response.json()) as ChatStream['error']);
  const reader = isStream ? response.body?.getReader() : undefined;
  const decoder = new TextDecoder();
  let buffer = '';
  const queued: ChatStreamEvent[] = [];
  const next = async (): Promise<ChatStreamEvent | undefined> => {
    while (queued.length === 0) {
      if (!reader) return undefined;
      const chunk = await reader.read();
      if (chunk.done) return undefined;
      buffer += decoder.decode(chunk.value, { stream: true });
      const blocks = buffer.split('\n\n');
      buffer = blocks.pop() ?? '';
      queued.push(...parseEvents(blocks.map((b) => `${b}\n\n`).join('')));
    }
    return queued.shift();
  };
  return {
    status: response.status,
    error,
    next,
    async rest() {
      const events: ChatStreamEvent[] = [];
      for (let event = await next(); event; event = await next()) events.push(event);
      return events;
    },
    cut: () => controller.abort(),
  };
}

/** Asks through app.inject and answers the events, once the reply is complete. */
export async function askChat(t: TestApp, user: TestUser, content: string) {
  const response = await t.app.inject({
    method: 'POST',
    url: '/api/chat/messages',
    headers: { origin: TEST_ORIGIN, cookie: user.cookie },
    payload: { content },
  });
  const isStream = String(response.headers['content-type']).startsWith('text/event-stream');
  return {
    response,
    events: isStream ? parseEvents(response.body) : [],
  };
}

/** The reply of a finished stream (its `done` event), or a failure naming what came instead. */
export function doneReply(events: readonly ChatStreamEvent[]) {
  const done = events.find((e) => e.type === 'done');
  if (done?.type !== 'done') {
    throw new Error(`no done event in ${JSON.stringify(events.map((e) => e.type))}`);
  }
  return done.reply;
}
