import type { ErrorCode } from '@mijote/contracts';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { AppError } from './app-error';

// What a user sends may be refused, never crash a query. PostgreSQL cannot store a
// NUL character in text (it answered 500s), nor half of a UTF-16 pair (a lone surrogate, which
// JSON's \udXXX escapes carry: the drivers' UTF-8 encoding silently made it U+FFFD, so a name
// was stored other than sent), and nested JSON past any real form is an attack on
// whoever walks it. All are refused here, once, for every route: our JSON routes through the
// app's JSON parser, the raw mounts (better-auth) through `refusalOfRawBody`, and every URL
// (path parameters, query, tokens) through the onRequest hook.

/** Deeper than any body of the API (the deepest, preferences, has 2 levels). */
export const MAX_JSON_DEPTH = 32;

const ESCAPED_NUL = /%00/i;
/** Half of a UTF-16 pair, alone: with the u flag a whole pair reads as one character. */
const LONE_SURROGATE = /\p{Cs}/u;

/** A character no text column can hold as sent: NUL, or a lone surrogate. */
function hasInvalidCharacter(text: string): boolean {
  return text.includes('\u0000') || LONE_SURROGATE.test(text);
}

/**
 * The catalogue code a parsed JSON value is refused with: a NUL or a lone surrogate in a key or a
 * string, or depth.
 */
export function refusalOfJson(value: unknown): ErrorCode | null {
  const stack: Array<[unknown, number]> = [[value, 0]];
  while (stack.length > 0) {
    const [current, depth] = stack.pop() as [unknown, number];
    if (typeof current === 'string') {
      if (hasInvalidCharacter(current)) return 'INVALID_CHARACTER';
      continue;
    }
    if (typeof current !== 'object' || current === null) continue;
    if (depth >= MAX_JSON_DEPTH) return 'MALFORMED_BODY';
    if (Array.isArray(current)) {
      for (const item of current) stack.push([item, depth + 1]);
      continue;
    }
    for (const [key, item] of Object.entries(current)) {
      if (hasInvalidCharacter(key)) return 'INVALID_CHARACTER';
      stack.push([item, depth + 1]);
    }
  }
  return null;
}

/** A NUL in the URL, raw or percent-encoded: in a path parameter, the query, a mailed token. */
export function urlHasNul(url: string): boolean {
  return url.includes('\u0000') || ESCAPED_NUL.test(url);
}

type JsonParser = ReturnType<FastifyInstance['getDefaultJsonParser']>;

/** The JSON media types better-auth reads as JSON (better-call's own test). */
const JSON_TYPE = /^application\/([a-z0-9.+-]*\+)?json/i;

/**
 * A raw body as the auth mount receives it (bytes, handed on untouched), judged like our own
 * routes' bodies: JSON read with Fastify's parser (prototype poisoning refused), a form on its
 * decoded fields, anything else on its bytes. An empty body is fine (sign-out sends none).
 */
export function refusalOfRawBody(
  parseJson: JsonParser,
  request: FastifyRequest,
  body: Buffer,
): Promise<ErrorCode | null> {
  if (body.includes(0)) return Promise.resolve('INVALID_CHARACTER');
  const text = body.toString('utf8');
  if (text.trim() === '') return Promise.resolve(null);
  const type = String(request.headers['content-type'] ?? '');
  if (type.toLowerCase().includes('application/x-www-form-urlencoded')) {
    for (const [key, value] of new URLSearchParams(text)) {
      if (key.includes('\u0000') || value.includes('\u0000')) {
        return Promise.resolve('INVALID_CHARACTER');
      }
    }
    return Promise.resolve(null);
  }
  if (!JSON_TYPE.test(type)) return Promise.resolve(null);
  return new Promise((resolve) => {
    parseJson(request, text, (error, value) => {
      resolve(error ? 'MALFORMED_BODY' : refusalOfJson(value));
    });
  });
}

/**
 * The app's JSON parser and URL check (buildApp calls it first). Browsers and SDKs send
 * `content-type: application/json` with an empty body on bodiless POSTs (sign-out, checkout):
 * that reads as no body instead of a 400. The rest is Fastify's parser, then `refusalOfJson`.
 */
export function installInputGuards(app: FastifyInstance) {
  const parseJson = app.getDefaultJsonParser('error', 'error');
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
    if (typeof body === 'string' && body.trim() === '') return done(null, undefined);
    return parseJson(request, body.toString(), (error, value) => {
      if (error) return done(error);
      const refusal = refusalOfJson(value);
      return refusal ? done(new AppError(refusal)) : done(null, value);
    });
  });
  app.addHook('onRequest', async (request) => {
    if (urlHasNul(request.url)) throw new AppError('INVALID_CHARACTER');
  });
}
