import type { ErrorCode } from '@mijote/contracts';
import type { FastifyRequest } from 'fastify';
import { AppError } from './app-error';

type Limit = { max: number; timeWindow: string };

/**
 * A route's rate limit counted per signed-in user rather than per address: counted once the
 * access check knows who calls (the preHandler hook), so a household behind one router is not one
 * bucket, and a user on two networks is. For routes whose access level names the caller; the
 * address is the key only if none is known. Refused with `error` (the error handler answers it
 * in French, with its code), or with the plugin's RATE_LIMITED.
 */
export function perCallerRateLimit(bucket: string, limit: Limit, error?: ErrorCode) {
  return {
    ...limit,
    hook: 'preHandler' as const,
    keyGenerator: (request: FastifyRequest) => `${bucket}:${request.caller?.id ?? request.ip}`,
    ...(error ? { errorResponseBuilder: () => new AppError(error) } : {}),
  };
}
