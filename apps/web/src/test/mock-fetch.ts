import { vi } from 'vitest';

type Reply = { status: number; body?: unknown } | Promise<Response>;
type Handler = (url: string, init?: RequestInit) => Reply;

export function jsonResponse(status: number, body?: unknown): Response {
  return new Response(body === undefined ? null : JSON.stringify(body), {
    status,
    headers: { 'Content-Type': 'application/json' },
  });
}

/** Replaces the global fetch (what the app and better-auth's client both call). */
export function mockFetch(handler: Handler) {
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
    const reply = handler(url, init);
    if (reply instanceof Promise) return reply;
    return jsonResponse(reply.status, reply.body);
  });
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}
