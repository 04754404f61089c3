import type { FastifyRequest } from 'fastify';
import type { Config } from '../../config';

/**
 * The web origin that success, cancel and return URLs are built on: the caller's Origin when it
 * is one of ours (the Vite dev server, say), else PUBLIC_URL — never an arbitrary header value,
 * or the payment pages would redirect wherever a forged request asked.
 */
export function requestOrigin(config: Config, request: FastifyRequest): string {
  const origin = request.headers.origin;
  return typeof origin === 'string' && config.trustedOrigins.includes(origin)
    ? origin
    : config.publicUrl;
}
