import { Socket } from 'node:net';
import pg from 'pg';
import type { Logger } from 'pino';

/**
 * How long the server waits on PostgreSQL before it answers 503 SERVICE_UNAVAILABLE
 * (docs/decisions/007-postgres-driver.md). Our queries are short: none should come near these.
 */
export const POSTGRES_TIMEOUTS = {
  /** To get a connection from the pool, opening it included (a database down, or all busy). */
  connectMs: 3_000,
  /** PostgreSQL cancels a statement running longer (57014), freeing its connection. */
  statementMs: 4_000,
  /**
   * The client gives up on an answer that never comes (a dead link the server cannot cancel):
   * the connection is closed, so a transaction's ROLLBACK does not wait as long again.
   */
  queryMs: 5_000,
} as const;

/**
 * The node-postgres pool behind DATABASE_URL. It survives a restart of PostgreSQL: a dead
 * connection errors its own queries and is dropped, the next query opens a new one (postgres-js
 * could crash the process there). A connection that dies while nobody is using it, or
 * between two statements of a transaction, emits `error`: with no listener Node would throw it,
 * so every connection gets one, and so does the pool.
 */
export function openPostgresPool(url: string, logger?: Logger): pg.Pool {
  const pool = new pg.Pool({
    connectionString: url,
    max: 10,
    connectionTimeoutMillis: POSTGRES_TIMEOUTS.connectMs,
    statement_timeout: POSTGRES_TIMEOUTS.statementMs,
    query_timeout: POSTGRES_TIMEOUTS.queryMs,
    idleTimeoutMillis: 30_000,
    // Notices a dead peer on an idle connection instead of finding out at the next query.
    keepAlive: true,
  });
  pool.on('error', (error) =>
    logger?.warn({ err: error }, 'PostgreSQL connection lost; the next query opens another'),
  );
  // In use, the connection's query (or the transaction's next one) gets the error and the pool
  // drops it at release: nothing more to do than to keep Node from throwing.
  pool.on('connect', (client) => {
    client.on('error', () => {});
    closeWhenSilent(client as pg.Client);
  });
  return pool;
}

/**
 * node-postgres's own query_timeout answers the caller but leaves the query on the connection,
 * and whatever comes next (a transaction's ROLLBACK) queues behind it until the link returns.
 * A connection that has work waiting and has heard nothing for `queryMs` is closed instead:
 * everything on it fails at once (ETIMEDOUT → 503) and the pool opens a fresh one next time.
 */
function closeWhenSilent(client: pg.Client) {
  const socket = client.connection.stream;
  if (!(socket instanceof Socket)) return;
  // The driver's internals, read only: whether a query is running or waiting.
  const work = client as unknown as { _getActiveQuery(): unknown; _queryQueue: unknown[] };
  socket.setTimeout(POSTGRES_TIMEOUTS.queryMs);
  socket.on('timeout', () => {
    if (!work._getActiveQuery() && work._queryQueue.length === 0) return;
    const error = Object.assign(new Error('PostgreSQL did not answer in time'), {
      code: 'ETIMEDOUT',
    });
    socket.destroy(error);
  });
}
