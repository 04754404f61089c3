import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Config } from '../../config';
import { AppError, statusForCode } from '../../lib/app-error';
import { errorBody } from '../../lib/error-handler';
import { toFetchHeaders } from '../../lib/fetch-headers';
import { refusalOfRawBody } from '../../lib/input-guards';
import type { OriginReporter } from '../../lib/origin-check';
import type { Auth } from './auth';
import { AUTH_BUCKETS } from './auth-buckets';
import { runAuthCall } from './auth-call-scope';
import { toAppErrorCode } from './auth-errors';

export type AuthRoutesOptions = { auth: Auth; config: Config; reportOrigin: OriginReporter };

/**
 * Mounts better-auth under /api/auth. Encapsulated so that it can take every body raw (sign-out
 * sends an empty JSON body, which Fastify's JSON parser refuses) and hand the exact bytes on,
 * after the app's own input guards have judged them. Public for the access hook: better-auth
 * checks its own sessions, and declares no schema (its endpoints validate themselves; our rules
 * run in its `before` hook). One route per rate-limit bucket (auth-buckets.ts).
 */
export async function authRoutes(app: FastifyInstance, options: AuthRoutesOptions) {
  const parseJson = app.getDefaultJsonParser('error', 'error');
  app.removeAllContentTypeParsers();
  app.addContentTypeParser('*', { parseAs: 'buffer' }, (request, body, done) => {
    const bytes = Buffer.isBuffer(body) ? body : Buffer.from(body);
    refusalOfRawBody(parseJson, request, bytes).then(
      (refusal) => (refusal ? done(new AppError(refusal)) : done(null, bytes)),
      (error: Error) => done(error),
    );
  });

  for (const bucket of AUTH_BUCKETS) {
    app.route({
      method: bucket.method,
      url: bucket.url,
      config: {
        access: 'public',
        rateLimit: { max: bucket.max(options.config), timeWindow: '1 minute' },
      },
      handler: (request, reply) => forward(options, request, reply),
    });
  }
}

async function forward(
  { auth, reportOrigin }: AuthRoutesOptions,
  request: FastifyRequest,
  reply: FastifyReply,
) {
  const url = new URL(request.url, `${request.protocol}://${request.host}`);
  const headers = toFetchHeaders(request);
  const body = Buffer.isBuffer(request.body) && request.body.length > 0 ? request.body : undefined;
  const { result: response, isDatabaseUnavailable } = await runAuthCall(() =>
    auth.handler(new Request(url, { method: request.method, headers, ...(body ? { body } : {}) })),
  );

  const text = await response.text();
  if (response.status < 400) {
    reply.status(response.status);
    copyHeaders(response, reply);
    return reply.send(text || undefined);
  }
  // better-auth turned the database being out of reach into an answer of its own.
  if (isDatabaseUnavailable) throw new AppError('SERVICE_UNAVAILABLE');

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
    { status: response.status, authCode: parsed.code, code },
    'auth request refused',
  );
  if (code === 'ORIGIN_REFUSED') reportOrigin(request);
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
