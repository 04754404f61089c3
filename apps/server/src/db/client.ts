import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import type { PGlite } from '@electric-sql/pglite';
import type { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import type { Logger } from 'pino';
import { acquireDataDirLock } from './data-dir-lock';
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
    const { migrate: migratePostgres } = await import('drizzle-orm/node-postgres/migrator');
    const pool = openPostgresPool(options.url, options.logger);
    const db = drizzlePostgres(pool, { schema });
    try {
      await migratePostgres(db, { migrationsFolder: MIGRATIONS_DIR });
    } catch (error) {
      await pool.end();
      throw error;
    }
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
  let pglite: PGlite;
  if (options.dataDir) {
    const dir = join(options.dataDir, 'pglite');
    mkdirSync(dir, { recursive: true });
    // PGlite has no lock of its own: two processes on one directory would corrupt it.
    releaseLock = acquireDataDirLock(options.dataDir);
    pglite = new PGliteDatabase(dir);
  } else {
    pglite = new PGliteDatabase(options.image ? { loadDataDir: options.image } : {});
  }
  try {
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
