import { once } from 'node:events';
import { existsSync, mkdirSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { Worker } from 'node:worker_threads';
import type { PGlite } from '@electric-sql/pglite';
import type { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import type { Logger } from 'pino';
import { acquireDataDirLock } from './data-dir-lock';
import { migratePostgresUnderLock } from './migrate-postgres';
import {
  listenOnPostgres,
  type NotificationHandlers,
  type StopListening,
} from './notification-listener';
import { openPostgresPool } from './postgres-pool';
import * as schema from './schema';

// Each driver is loaded only when chosen: a server on PostgreSQL carries no PGlite in memory.

export const MIGRATIONS_DIR = new URL('../../drizzle', import.meta.url).pathname;

/** One type for both drivers: the app only uses what PGlite and node-postgres have in common. */
export type Db = ReturnType<typeof drizzlePglite<typeof schema>>;

export type Database = {
  db: Db;
  kind: 'pglite' | 'postgres';
  ping(): Promise<void>;
  /**
   * `LISTEN channel`: the committed `NOTIFY`s of every process on this database. In the embedded
   * PGlite, the one process's own; on PostgreSQL, a dedicated connection that reconnects by itself.
   */
  listen(channel: string, handlers: NotificationHandlers): Promise<StopListening>;
  close(): Promise<void>;
};

export type DatabaseOptions =
  | { kind: 'postgres'; url: string; logger?: Logger }
  | {
      kind: 'pglite';
      dataDir: string | undefined; // undefined: in memory (tests)
      /** In memory only: start from this dump of a migrated database instead of an empty one. */
      image?: Blob;
    };

/** Opens the database and applies the committed migrations (the same for both drivers). */
export async function openDatabase(options: DatabaseOptions): Promise<Database> {
  if (options.kind === 'postgres') {
    const { drizzle: drizzlePostgres } = await import('drizzle-orm/node-postgres');
    // Instances starting together take turns (an advisory lock); one applies what is pending.
    await migratePostgresUnderLock(options.url, MIGRATIONS_DIR, options.logger);
    const pool = openPostgresPool(options.url, options.logger);
    const db = drizzlePostgres(pool, { schema });
    return {
      db: db as unknown as Db,
      kind: 'postgres',
      ping: async () => {
        await pool.query('select 1');
      },
      listen: (channel, handlers) =>
        listenOnPostgres(options.url, channel, handlers, options.logger),
      close: () => pool.end(),
    };
  }

  const { PGlite: PGliteDatabase } = await import('@electric-sql/pglite');
  const { drizzle: drizzleOnPglite } = await import('drizzle-orm/pglite');
  const { migrate: migratePglite } = await import('drizzle-orm/pglite/migrator');
  let releaseLock = () => {};
  try {
    let pglite: PGlite;
    const startParams = pgliteStartParams(PGliteDatabase);
    if (options.dataDir) {
      const dir = join(options.dataDir, 'pglite');
      mkdirSync(dir, { recursive: true });
      // PGlite has no lock of its own: two processes on one directory would corrupt it.
      releaseLock = acquireDataDirLock(options.dataDir);
      if (!existsSync(join(dir, 'PG_VERSION'))) await createPgliteDirectory(dir);
      pglite = new PGliteDatabase(dir, { startParams });
    } else {
      pglite = new PGliteDatabase({
        startParams,
        ...(options.image ? { loadDataDir: options.image } : {}),
      });
    }
    await pglite.waitReady;
    const db = drizzleOnPglite(pglite, { schema });
    await migratePglite(db, { migrationsFolder: MIGRATIONS_DIR });
    return {
      db,
      kind: 'pglite',
      ping: async () => {
        await pglite.query('select 1');
      },
      // One process, one connection: nothing can be missed, so there is never a gap.
      listen: (channel, handlers) =>
        pglite.listen(channel, (payload) => handlers.onNotification(payload)),
      close: async () => {
        await pglite.close();
        releaseLock();
      },
    };
  } catch (error) {
    releaseLock();
    throw error;
  }
}

/**
 * PGlite's PostgreSQL holds its shared buffers in the process's WebAssembly memory, reserved at
 * start: PostgreSQL's default of 128 MB, for a database of one household or a few, whose pages
 * stay in the operating system's cache besides. 16 MB take 100–125 MB off the server's RSS, idle
 * and under load. The WAL buffers, which PostgreSQL sizes at 1/32 of the shared buffers, keep the
 * 4 MB they had: at 512 kB the list looked slower on PGlite (medians of 253 against 280 req/s,
 * in noisy runs; docs/performance.md, 27 Nov 2026, night).
 */
export const PGLITE_SHARED_BUFFERS = '16MB';
export const PGLITE_WAL_BUFFERS = '4MB';

function pgliteStartParams(pglite: { defaultStartParams: readonly string[] }): string[] {
  return [
    ...pglite.defaultStartParams,
    '-c',
    `shared_buffers=${PGLITE_SHARED_BUFFERS}`,
    '-c',
    `wal_buffers=${PGLITE_WAL_BUFFERS}`,
  ];
}

/**
 * Creates PGlite's database in a new directory, and migrates it, from a worker thread. initdb and
 * the migrations make PGlite's WebAssembly memory grow, and an instance never gives it back, even
 * closed: done by the server's own instance, the first start idled at 845 MB instead of the
 * 363 MB of every later start. A worker's memory is freed when it ends.
 */
async function createPgliteDirectory(dir: string): Promise<void> {
  const resolve = createRequire(import.meta.url).resolve;
  const worker = new Worker(
    `const { workerData } = require('node:worker_threads');
     const { PGlite } = require(workerData.pglite);
     const { drizzle } = require(workerData.drizzle);
     const { migrate } = require(workerData.migrator);
     const db = new PGlite(workerData.dir);
     db.waitReady
       .then(() => migrate(drizzle(db), { migrationsFolder: workerData.migrations }))
       .then(() => db.close());`,
    {
      eval: true,
      workerData: {
        pglite: resolve('@electric-sql/pglite'),
        drizzle: resolve('drizzle-orm/pglite'),
        migrator: resolve('drizzle-orm/pglite/migrator'),
        migrations: MIGRATIONS_DIR,
        dir,
      },
    },
  );
  const failed = (cause?: unknown) =>
    new Error(`PGlite could not create its database in ${dir}`, { cause });
  // An error inside the worker rejects this wait (once() rejects on 'error').
  const [exitCode] = await once(worker, 'exit').catch((error: unknown) => {
    throw failed(error);
  });
  if (exitCode !== 0) throw failed();
}
