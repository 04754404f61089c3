import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import pg from 'pg';
import type { Logger } from 'pino';
import { errorsInChain } from './error-chain';

// Migrations on PostgreSQL, where several instances may start at once (an orchestrator's
// `replicas: 3`, a rolling release with a new migration): each takes one advisory lock on a
// connection of its own, so one applies what is pending while the others wait, then find
// nothing left to do. The connection has no statement timeout: a migration may take long.

/** The advisory lock's key: 'mijote-migrations' as a 64-bit number, the same for every instance. */
export const MIGRATION_LOCK_KEY = 4_727_195_310_826_311_509n;

/** How long an instance waits for another one's migrations before it gives up. */
export const MIGRATION_LOCK_WAIT = '5min';

/** A migration that failed: which one, and PostgreSQL's own reason and code. */
export class MigrationError extends Error {
  readonly migration: string | undefined;
  readonly code: string | undefined;
  readonly detail: string | undefined;

  constructor(
    fields: { migration?: string; code?: string; reason: string; detail?: string },
    cause: unknown,
  ) {
    const which = fields.migration
      ? `La migration « ${fields.migration} »`
      : 'La migration de la base';
    const code = fields.code ? ` (code PostgreSQL ${fields.code})` : '';
    super(`${which} a échoué : ${fields.reason}${code}`, { cause });
    this.name = 'MigrationError';
    this.migration = fields.migration;
    this.code = fields.code;
    this.detail = fields.detail;
  }
}

type PgErrorLike = { code?: unknown; message?: unknown; detail?: unknown };

/** PostgreSQL's own error under drizzle's « Failed query: … », and the query that failed. */
function readFailure(error: unknown): {
  code?: string;
  reason: string;
  detail?: string;
  query?: string;
} {
  let query: string | undefined;
  for (const link of errorsInChain(error)) {
    const candidate = link as PgErrorLike & { query?: unknown };
    if (typeof candidate.query === 'string') query ??= candidate.query;
    if (typeof candidate.code === 'string' && /^[0-9A-Z]{5}$/.test(candidate.code)) {
      return {
        code: candidate.code,
        reason: String(candidate.message),
        detail: typeof candidate.detail === 'string' ? candidate.detail : undefined,
        query,
      };
    }
  }
  return { reason: error instanceof Error ? error.message : String(error), query };
}

/** The migration file whose SQL holds `query` (drizzle applies them one statement at a time). */
function migrationHolding(folder: string, query: string | undefined): string | undefined {
  if (!query) return undefined;
  const wanted = query.trim();
  return readdirSync(folder)
    .filter((name) => name.endsWith('.sql'))
    .find((name) => readFileSync(join(folder, name), 'utf8').includes(wanted))
    ?.replace(/\.sql$/, '');
}

/** Applies the pending migrations under the advisory lock, on a connection of its own. */
export async function migratePostgresUnderLock(
  url: string,
  migrationsFolder: string,
  logger?: Logger,
): Promise<void> {
  const { drizzle } = await import('drizzle-orm/node-postgres');
  const { migrate } = await import('drizzle-orm/node-postgres/migrator');
  const client = new pg.Client({ connectionString: url });
  client.on('error', () => {});
  await client.connect();
  try {
    await client.query(`set lock_timeout = '${MIGRATION_LOCK_WAIT}'`);
    const waitStarted = Date.now();
    await client.query('select pg_advisory_lock($1)', [MIGRATION_LOCK_KEY.toString()]);
    const waitedMs = Date.now() - waitStarted;
    if (waitedMs > 100) logger?.info({ waitedMs }, 'migrations: waited for another instance');
    try {
      await migrate(drizzle(client), { migrationsFolder });
    } catch (error) {
      const failure = readFailure(error);
      throw new MigrationError(
        { ...failure, migration: migrationHolding(migrationsFolder, failure.query) },
        error,
      );
    } finally {
      await client.query('select pg_advisory_unlock($1)', [MIGRATION_LOCK_KEY.toString()]);
    }
  } finally {
    await client.end();
  }
}
