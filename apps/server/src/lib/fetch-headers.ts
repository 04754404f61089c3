import type { IncomingHttpHeaders } from 'node:http';

/** Node's request headers as Fetch `Headers`, for the better-auth calls that take a Request. */
export function toFetchHeaders(source: IncomingHttpHeaders): Headers {
  const headers = new Headers();
  for (const [name, value] of Object.entries(source)) {
    if (value === undefined) continue;
    headers.set(name, Array.isArray(value) ? value.join(', ') : value);
  }
  return headers;
}
