import type { IncomingHttpHeaders } from 'node:http';
import type { FastifyBaseLogger, FastifyInstance, FastifyRequest } from 'fastify';
import type { Config } from '../config';
import { AppError } from './app-error';
import { STATE_CHANGING_METHODS } from './route-table';

/**
 * Where a state-changing request comes from, as the browser says: its `Origin`, or, without
 * one, its `Sec-Fetch-Site`. A request with neither header is not a browser's (the Stripe
 * webhook, curl, a server): no page can have sent it, so there is no cross-site forgery to stop.
 */
export function isFromTrustedPage(headers: IncomingHttpHeaders, trusted: readonly string[]) {
  const origin = headers.origin;
  if (origin !== undefined) return trusted.includes(origin);
  const site = headers['sec-fetch-site'];
  return site === undefined || site === 'same-origin' || site === 'none';
}

/**
 * One hook for every state-changing route of the table (docs/decisions/008-origins-and-client-addresses.md): a page of a
 * foreign origin gets 403 ORIGIN_REFUSED before any parsing, session lookup or write. SameSite
 * cookies alone left PUT /api/preferences open to a sibling subdomain and to old browsers.
 * Routes that declare `origin: 'any'` (the signed Stripe webhook) are let through.
 */
export function enforceTrustedOrigin(app: FastifyInstance, config: Config) {
  const report = createOriginReporter(config);
  app.addHook('onRequest', async (request) => {
    if (request.is404 || !STATE_CHANGING_METHODS.has(request.method)) return;
    if (request.routeOptions.config.origin === 'any') return;
    if (isFromTrustedPage(request.headers, config.trustedOrigins)) return;
    report(request);
    throw new AppError('ORIGIN_REFUSED');
  });
  return report;
}

export type OriginReporter = (request: FastifyRequest) => void;

/** Distinct origins reported, so that a page retrying in a loop does not fill the log. */
const REPORTED_LIMIT = 100;

/**
 * The one log line that tells the operator how to fix a refused origin: the user opened the app
 * at an address the server was not told about (the first sign-up on a fresh machine).
 * Once per origin; better-auth's own refusals are reported through it too.
 */
export function createOriginReporter(config: Config): OriginReporter {
  const reported = new Set<string>();
  return (request) => {
    const origin =
      request.headers.origin ?? `(no Origin, Sec-Fetch-Site: ${request.headers['sec-fetch-site']})`;
    if (reported.has(origin)) return;
    if (reported.size < REPORTED_LIMIT) reported.add(origin);
    logHowToFix(request.log, origin, config);
  };
}

function logHowToFix(log: FastifyBaseLogger, origin: string, config: Config) {
  const fix = config.isPublicUrlDefault
    ? `If users open Mijote at ${origin}, start the server with PUBLIC_URL=${origin}`
    : `If ${origin} is an address of this app, add it to TRUSTED_ORIGINS (comma separated) or make it PUBLIC_URL`;
  log.warn(
    { origin, trustedOrigins: config.trustedOrigins },
    `Refused a request from a page at ${origin}, which is not a trusted origin. ${fix}.`,
  );
}
