import { errorsInChain } from './error-chain';

/**
 * Whether an error means "the database cannot be reached right now" (a restart, a cut link, a
 * timeout) rather than a bug or a refused statement: the one error handler answers those with
 * 503 SERVICE_UNAVAILABLE, and the next request tries again (docs/decisions/007-postgres-driver.md). Drizzle and
 * better-auth wrap the driver's error, so the whole `cause` chain is read.
 */
export function isDatabaseUnavailable(error: unknown): boolean {
  return errorsInChain(error).some(isUnavailableItself);
}

/** Node's socket errors when PostgreSQL is down or the link dropped. */
const NETWORK_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ECONNABORTED',
  'EPIPE',
  'ETIMEDOUT',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'ENOTFOUND',
  'EAI_AGAIN',
]);

/**
 * PostgreSQL's SQLSTATEs for the same: class 08 (connection exception), 57P01 admin_shutdown
 * (`pg_ctl stop -m fast`), 57P02 crash_shutdown (`-m immediate`), 57P03 cannot_connect_now
 * (starting up or shutting down), 57014 query_canceled (our statement_timeout), 53300
 * too_many_connections.
 */
const SQLSTATES = new Set(['57P01', '57P02', '57P03', '57014', '53300']);

/** What node-postgres and its pool say when a connection dies, times out or cannot be had. */
const DRIVER_MESSAGES = [
  'Connection terminated',
  'timeout exceeded when trying to connect',
  'Query read timeout',
  'is not queryable',
];

function isUnavailableItself(error: object): boolean {
  const { code, message } = error as { code?: unknown; message?: unknown };
  if (typeof code === 'string') {
    if (NETWORK_CODES.has(code) || SQLSTATES.has(code) || /^08[0-9A-Z]{3}$/.test(code)) {
      return true;
    }
  }
  return typeof message === 'string' && DRIVER_MESSAGES.some((text) => message.includes(text));
}
