import { PassThrough } from 'node:stream';
import type { FastifyReply } from 'fastify';

/**
 * A `text/event-stream` answer (Server-Sent Events): the chat's streamed POST, read with fetch,
 * and the household's live updates, read with EventSource. Sent through Fastify, so
 * the security headers and the request id still apply. `signal` aborts when the browser goes
 * away before the end: the writer stops, what it wrote is kept.
 */
export function openEventStream(reply: FastifyReply) {
  const stream = new PassThrough();
  const left = new AbortController();
  // Fastify pipes the stream once its onSend hooks have run; until then, writes wait in it.
  // A browser gone before that never sees the pipe: its departure settles the wait as well.
  const piped = new Promise<void>((resolve) => {
    reply.raw.once('pipe', () => resolve());
    left.signal.addEventListener('abort', () => resolve(), { once: true });
  });
  reply.raw.on('close', () => {
    if (!reply.raw.writableFinished) left.abort();
  });
  void reply
    .status(200)
    .header('content-type', 'text/event-stream; charset=utf-8')
    .header('cache-control', 'no-cache, no-store, no-transform')
    // Proxies (nginx) must pass each event on at once, not buffer the reply.
    .header('x-accel-buffering', 'no')
    .send(stream);
  const write = (text: string) => {
    if (stream.destroyed || stream.writableEnded || left.signal.aborted) return;
    stream.write(text);
  };
  return {
    signal: left.signal,
    /**
     * One event: a `data:` line of JSON (JSON has no raw newline, so one line is enough), after
     * its `id:` when given (EventSource sends the last one back as Last-Event-ID on reconnecting).
     */
    send(event: unknown, id?: string) {
      write(`${id === undefined ? '' : `id: ${id}\n`}data: ${JSON.stringify(event)}\n\n`);
    },
    /** How long EventSource waits before reconnecting, in ms. */
    retry(ms: number) {
      write(`retry: ${Math.round(ms)}\n\n`);
    },
    /** A comment line: EventSource ignores it; proxies and load balancers see the link alive. */
    heartbeat() {
      write(': ping\n\n');
    },
    /**
     * Resolves once what was sent so far has left for the socket: the headers and the first
     * event reach the browser before the reply's slower work begins.
     */
    async flush() {
      await piped;
      await new Promise<void>((resolve) => setImmediate(resolve));
    },
    end() {
      if (!stream.destroyed && !stream.writableEnded) stream.end();
    },
  };
}
