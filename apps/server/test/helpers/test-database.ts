import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { type Database, openDatabase } from '../../src/db/client';
import { readPgliteImage } from './pglite-image';

/**
 * A database of its own for each test file: PGlite in memory by default, or a freshly created
 * PostgreSQL database when TEST_DATABASE_URL (or `serverUrl`) points at a server (dropped again by
 * `drop`).
 */
export async function createTestDatabase(
  serverUrl = process.env.TEST_DATABASE_URL,
): Promise<{ database: Database; drop(): Promise<void> }> {
  if (!serverUrl) {
    const image = readPgliteImage();
    const database = await openDatabase({
      kind: 'pglite',
      dataDir: undefined,
      ...(image ? { image } : {}),
    });
    return { database, drop: () => database.close() };
  }
  const { url, drop } = await createPostgresDatabase(serverUrl, 'mijote_test');
  const database = await openDatabase({ kind: 'postgres', url });
  return {
    database,
    async drop() {
      await database.close();
      await drop();
    },
  };
}

/** A new, uniquely named database on the server at `serverUrl`; `drop` removes it. */
export async function createPostgresDatabase(
  serverUrl: string,
  prefix: string,
): Promise<{ url: string; drop(): Promise<void> }> {
  const name = `${prefix}_${randomBytes(6).toString('hex')}`;
  await runAdmin(serverUrl, `create database ${name}`);
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    drop: () => runAdmin(serverUrl, `drop database if exists ${name} with (force)`),
  };
}

async function runAdmin(serverUrl: string, statement: string): Promise<void> {
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  try {
    await admin.query(statement);
  } finally {
    await admin.end();
  }
}
