import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { statusForCode } from '../../lib/app-error';
import { errorBody } from '../../lib/error-handler';
import { toFetchHeaders } from '../../lib/fetch-headers';
import type { Auth } from './auth';
import { toAppErrorCode } from './auth-errors';

/**
 * Mounts better-auth under /api/auth. Encapsulated so that it can take every body raw (sign-out
 * sends an empty JSON body, which Fastify's JSON parser refuses) and hand the exact bytes on.
 * Public for the access hook: better-auth checks its own sessions, and declares no schema
 * (its endpoints validate themselves; our sign-up rules run in its `before` hook).
 */
export async function authRoutes(
  app: FastifyInstance,
  { auth, rateLimitMax }: { auth: Auth; rateLimitMax: number },
) {
  app.removeAllContentTypeParsers();
  app.addContentTypeParser('*', { parseAs: 'buffer' }, (_request, body, done) => done(null, body));

  app.route({
    method: ['GET', 'POST'],
    url: '/api/auth/*',
    config: { access: 'public', rateLimit: { max: rateLimitMax, timeWindow: '1 minute' } },
    handler: (request, reply) => forward(auth, request, reply),
  });
}

async function forward(auth: Auth, request: FastifyRequest, reply: FastifyReply) {
  const url = new URL(request.url, `${request.protocol}://${request.host}`);
  const headers = toFetchHeaders(request.headers);
  const body = Buffer.isBuffer(request.body) && request.body.length > 0 ? request.body : undefined;
  const response = await auth.handler(
    new Request(url, { method: request.method, headers, ...(body ? { body } : {}) }),
  );

  const text = await response.text();
  if (response.status < 400) {
    reply.status(response.status);
    copyHeaders(response, reply);
    return reply.send(text || undefined);
  }

  // Errors leave in the app's shape: a code of the spec's catalogue, its French text and the
  // status the catalogue gives that code (a used address is 409, as everywhere in the API).
  let parsed: { code?: unknown; message?: unknown; issues?: unknown } = {};
  try {
    parsed = text ? JSON.parse(text) : {};
  } catch {
    parsed = {};
  }
  const code = toAppErrorCode(response.status, parsed.code, parsed.message);
  request.log.info(
    {
      status: response.status,
      authCode: parsed.code,
      code,
      ...(code === 'ORIGIN_REFUSED' ? { origin: request.headers.origin ?? null } : {}),
    },
    'auth request refused',
  );
  copyHeaders(response, reply);
  return reply
    .status(statusForCode(code))
    .type('application/json')
    .send(errorBody(code, request.id, Array.isArray(parsed.issues) ? parsed.issues : undefined));
}

/** better-auth's headers, every Set-Cookie kept (a refusal may clear the session cookie). */
function copyHeaders(response: Response, reply: FastifyReply) {
  response.headers.forEach((value, name) => {
    if (name !== 'set-cookie' && name !== 'content-length') reply.header(name, value);
  });
  const cookies = response.headers.getSetCookie();
  if (cookies.length > 0) reply.header('set-cookie', cookies);
}
