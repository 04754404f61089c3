import { type ApiErrorBody, ERROR_MESSAGES } from '@mijote/contracts';
import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';
import { ZodError } from 'zod';
import { AppError } from './app-error';

/**
 * The one error handler: AppError → its status and French text; validation → 422 with field
 * issues; anything else → 500 with a generic French text and a log line (never a stack trace).
 */
export function errorHandler(
  error: FastifyError | Error,
  request: FastifyRequest,
  reply: FastifyReply,
) {
  const body = (code: ApiErrorBody['code'], issues?: ApiErrorBody['issues']): ApiErrorBody => ({
    code,
    message: ERROR_MESSAGES[code],
    requestId: request.id,
    ...(issues ? { issues } : {}),
  });

  if (error instanceof AppError) {
    if (error.status >= 500) request.log.error({ err: error.cause ?? error }, error.message);
    return reply.status(error.status).send(body(error.code, error.issues));
  }
  if (error instanceof ZodError) {
    const issues = error.issues.map((i) => ({ path: i.path.join('.'), message: i.message }));
    return reply.status(422).send(body('VALIDATION_FAILED', issues));
  }
  const fastifyError = error as FastifyError;
  if (fastifyError.validation) {
    const issues = fastifyError.validation.map((v) => ({
      path: v.instancePath.replace(/^\//, '').replaceAll('/', '.'),
      message: v.message ?? 'invalid',
    }));
    return reply.status(422).send(body('VALIDATION_FAILED', issues));
  }
  if (fastifyError.statusCode === 429) return reply.status(429).send(body('RATE_LIMITED'));
  if (fastifyError.statusCode && fastifyError.statusCode >= 400 && fastifyError.statusCode < 500) {
    // Malformed JSON, body too large, unsupported type: the caller's mistake, said in French.
    return reply.status(fastifyError.statusCode).send(body('VALIDATION_FAILED'));
  }
  request.log.error({ err: error }, 'unexpected error');
  return reply.status(500).send(body('INTERNAL'));
}
