import type { FastifyRequest } from 'fastify';

/**
 * The header better-auth reads the client's address from (`advanced.ipAddress`): Fastify's
 * `request.ip`, which follows TRUST_PROXY. Whatever a client sent under this name is replaced,
 * so a spoofed X-Forwarded-For never reaches better-auth's session records.
 */
export const CLIENT_IP_HEADER = 'x-mijote-client-ip';

/** A request's headers as Fetch `Headers`, for the better-auth calls that take a Request. */
export function toFetchHeaders(request: FastifyRequest): Headers {
  const headers = new Headers();
  for (const [name, value] of Object.entries(request.headers)) {
    if (value === undefined) continue;
    headers.set(name, Array.isArray(value) ? value.join(', ') : value);
  }
  headers.set(CLIENT_IP_HEADER, request.ip);
  return headers;
}
