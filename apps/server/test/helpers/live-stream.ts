import { request } from 'node:http';
import type { LiveEvent } from '@mijote/contracts';
import type { FastifyInstance } from 'fastify';
import type { TestUser } from './users';

/** One event as EventSource would dispatch it: its id (if any) and its JSON data. */
export type ReceivedEvent = { id: string | undefined; event: LiveEvent; at: number };

/**
 * A reader of GET /api/household/events over real HTTP (app.inject waits for the end of a reply,
 * and this one has none): it keeps every event, comment and the `retry:` hint it received.
 */
export type LiveStream = {
  status: number;
  events: ReceivedEvent[];
  comments: string[];
  retry: number | undefined;
  /** The id EventSource would send back as Last-Event-ID. */
  lastEventId: string | undefined;
  /** Resolves with the first event (from `from` on) that matches, or rejects after `ms`. */
  next(match: (event: LiveEvent) => boolean, ms?: number, from?: number): Promise<ReceivedEvent>;
  /** Resolves once the server has ended the stream. */
  ended: Promise<void>;
  close(): void;
};

export async function openLiveStream(
  app: FastifyInstance,
  user: TestUser,
  options: { lastEventId?: string; query?: string } = {},
): Promise<LiveStream> {
  const address = app.server.address();
  if (!address || typeof address === 'string') throw new Error('the app is not listening');
  return new Promise((resolve, reject) => {
    const req = request({
      host: '127.0.0.1',
      port: address.port,
      path: `/api/household/events${options.query ?? ''}`,
      headers: {
        cookie: user.cookie,
        accept: 'text/event-stream',
        ...(options.lastEventId ? { 'last-event-id': options.lastEventId } : {}),
      },
    });
    req.on('error', reject);
    req.on('response', (response) => {
      const waiters = new Set<() => void>();
      let endStream = () => {};
      const stream: LiveStream = {
        status: response.statusCode ?? 0,
        events: [],
        comments: [],
        retry: undefined,
        lastEventId: options.lastEventId,
        ended: new Promise<void>((done) => {
          endStream = done;
        }),
        next(match, ms = 1_000, from = 0) {
          return new Promise((found, fail) => {
            const look = () => {
              const hit = stream.events.slice(from).find((received) => match(received.event));
              if (!hit) return false;
              waiters.delete(check);
              clearTimeout(timer);
              found(hit);
              return true;
            };
            const check = () => void look();
            const timer = setTimeout(() => {
              waiters.delete(check);
              fail(
                new Error(`no matching event within ${ms} ms: ${JSON.stringify(stream.events)}`),
              );
            }, ms);
            if (!look()) waiters.add(check);
          });
        },
        close: () => req.destroy(),
      };
      let buffer = '';
      response.setEncoding('utf8');
      response.on('data', (chunk: string) => {
        buffer += chunk;
        for (let end = buffer.indexOf('\n\n'); end >= 0; end = buffer.indexOf('\n\n')) {
          readBlock(stream, buffer.slice(0, end));
          buffer = buffer.slice(end + 2);
          for (const waiter of [...waiters]) waiter();
        }
      });
      response.on('end', () => endStream());
      response.on('close', () => endStream());
      resolve(stream);
    });
    req.end();
  });
}

function readBlock(stream: LiveStream, block: string) {
  let id: string | undefined;
  let data: string | undefined;
  for (const line of block.split('\n')) {
    if (line.startsWith(':')) stream.comments.push(line.slice(1).trim());
    else if (line.startsWith('retry: ')) stream.retry = Number(line.slice(7));
    else if (line.startsWith('id: ')) id = line.slice(4);
    else if (line.startsWith('data: ')) data = line.slice(6);
  }
  if (id !== undefined) stream.lastEventId = id;
  if (data !== undefined) {
    stream.events.push({ id, event: JSON.parse(data) as LiveEvent, at: Date.now() });
  }
}
