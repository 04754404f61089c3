import { randomUUID } from 'node:crypto';
import { STATUS_CODES } from 'node:http';
import type { Socket } from 'node:net';
import { type ApiErrorBody, ERROR_MESSAGES, type ErrorCode } from '@mijote/contracts';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { ZodError } from 'zod';
import { isDatabaseUnavailable } from '../db/unavailable';
import { AppError, codeForStatus, statusForCode } from './app-error';
import { zodIssues } from './validation-issues';

/**
 * The one place errors are shaped: every answer that is not a success is
 * `{ code, message, requestId, issues? }`, its status is `statusForCode(code)` and its message
 * the French text of the catalogue. AppError → its code; validation → 422 with field issues;
 * Fastify's own refusals → the codes below; the database out of reach → 503 SERVICE_UNAVAILABLE
 * (wherever the error was wrapped: a route, a service, better-auth); anything else → 500 with a
 * generic French text and a log line (never a stack trace).
 */
export function errorBody(
  code: ErrorCode,
  requestId: string,
  issues?: ApiErrorBody['issues'],
): ApiErrorBody {
  return { code, message: ERROR_MESSAGES[code], requestId, ...(issues ? { issues } : {}) };
}

/** Fastify's refusals by their error code; any other 4xx goes by its status. */
const CODE_BY_FASTIFY_ERROR: Record<string, ErrorCode> = {
  FST_ERR_BAD_URL: 'MALFORMED_URL', // '%ff' in a path
  FST_ERR_MAX_PARAM_LENGTH: 'URL_TOO_LONG', // a path parameter past maxParamLength
  FST_ERR_CTP_BODY_TOO_LARGE: 'BODY_TOO_LARGE',
  FST_ERR_CTP_INVALID_MEDIA_TYPE: 'UNSUPPORTED_MEDIA_TYPE',
  FST_ERR_CTP_INVALID_JSON_BODY: 'MALFORMED_BODY', // syntax error or prototype poisoning
  FST_ERR_CTP_EMPTY_JSON_BODY: 'MALFORMED_BODY',
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: 'BAD_REQUEST',
};

export function errorHandler(
  error: FastifyError | Error,
  request: FastifyRequest,
  reply: FastifyReply,
) {
  // The header is set here too: a refusal of the router (frameworkErrors) runs no onSend hook.
  const send = (code: ErrorCode, issues?: ApiErrorBody['issues']) =>
    reply
      .status(statusForCode(code))
      .header('x-request-id', request.id)
      .send(errorBody(code, request.id, issues));

  // Before the AppError branch: a service may have wrapped it (RESET_EMAIL_FAILED, say).
  if (!(error instanceof AppError && error.status < 500) && isDatabaseUnavailable(error)) {
    request.log.warn({ err: error }, 'database unavailable');
    // Clients and proxies may retry after a short wait; the pool reconnects on its own.
    reply.header('retry-after', '5');
    return send('SERVICE_UNAVAILABLE');
  }
  if (error instanceof AppError) {
    if (error.status >= 500) request.log.error({ err: error.cause ?? error }, error.message);
    return send(error.code, error.issues);
  }
  if (error instanceof ZodError) return send('VALIDATION_FAILED', zodIssues(error));
  const fastifyError = error as FastifyError;
  if (fastifyError.validation) {
    // The route's zod schema refused params, query or body: the zod message is the web's
    // `validation.*` key, the path its field.
    return send(
      'VALIDATION_FAILED',
      fastifyError.validation.map((v) => ({
        path: v.instancePath.replace(/^\//, '').replaceAll('/', '.'),
        message: v.message ?? 'invalid',
      })),
    );
  }
  const status = fastifyError.statusCode;
  if (status !== undefined && status >= 400 && status < 500) {
    request.log.info({ err: error }, 'request refused');
    return send(CODE_BY_FASTIFY_ERROR[fastifyError.code] ?? codeForStatus(status));
  }
  request.log.error({ err: error }, 'unexpected error');
  return send('INTERNAL');
}

/**
 * What Node's HTTP parser refuses never reaches a route (headers past 16 KB, a URL that long, a
 * malformed request line, a timeout): this answers on the bare socket, in the same shape.
 */
export function clientErrorHandler(
  this: FastifyInstance,
  error: NodeJS.ErrnoException,
  socket: Socket,
) {
  if (error.code === 'ECONNRESET' || socket.destroyed) return;
  const code: ErrorCode =
    error.code === 'HPE_HEADER_OVERFLOW'
      ? 'HEADERS_TOO_LARGE'
      : error.code === 'ERR_HTTP_REQUEST_TIMEOUT'
        ? 'REQUEST_TIMEOUT'
        : 'BAD_REQUEST';
  const requestId = randomUUID();
  this.log.info({ err: error, requestId, code }, 'request refused by the HTTP parser');
  const body = JSON.stringify(errorBody(code, requestId));
  const status = statusForCode(code);
  if (socket.writable) {
    socket.write(
      `HTTP/1.1 ${status} ${STATUS_CODES[status]}\r\n` +
        'Content-Type: application/json; charset=utf-8\r\n' +
        `Content-Length: ${Buffer.byteLength(body)}\r\n` +
        `x-request-id: ${requestId}\r\n` +
        'Connection: close\r\n\r\n' +
        body,
    );
  }
  socket.destroy(error);
}
