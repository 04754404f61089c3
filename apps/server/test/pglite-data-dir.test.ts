import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import {
  MIGRATIONS_DIR,
  openDatabase,
  PGLITE_SHARED_BUFFERS,
  PGLITE_WAL_BUFFERS,
} from '../src/db/client';
import { households } from '../src/db/schema';

// The embedded database under DATA_DIR (decisions: PGlite by default): a new directory is created
// and migrated by a worker thread (so that initdb's memory leaves with it), then opened by the
// server's own instance; what was written is there at the next start.

const dirs: string[] = [];
const newDataDir = () => {
  const dir = mkdtempSync(join(tmpdir(), 'mijote-pglite-'));
  dirs.push(dir);
  return dir;
};
afterAll(() => {
  for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
});

const migrationCount = () =>
  JSON.parse(readFileSync(join(MIGRATIONS_DIR, 'meta/_journal.json'), 'utf8')).entries.length;

describe('PGlite under DATA_DIR', () => {
  it('creates and migrates a new directory, and keeps what was written for the next start', async () => {
    const dataDir = newDataDir();
    const first = await openDatabase({ kind: 'pglite', dataDir });
    expect(existsSync(join(dataDir, 'pglite', 'PG_VERSION'))).toBe(true);
    const applied = await first.db.execute<{ n: number }>(
      sql`select count(*)::int as n from drizzle.__drizzle_migrations`,
    );
    expect(applied.rows[0]?.n).toBe(migrationCount());
    await first.db.insert(households).values({ name: 'Foyer Martin' });
    await first.close();

    const again = await openDatabase({ kind: 'pglite', dataDir });
    const rows = await again.db.select({ name: households.name }).from(households);
    expect(rows).toEqual([{ name: 'Foyer Martin' }]);
    await again.close();
  });

  it('reserves shared buffers for a household’s database, not PostgreSQL’s 128 MB', async () => {
    const database = await openDatabase({ kind: 'pglite', dataDir: newDataDir() });
    const setting = async (name: string) =>
      (
        await database.db.execute<{ setting: string }>(
          sql`select current_setting(${name}) as setting`,
        )
      ).rows[0]?.setting;
    const shared = await setting('shared_buffers');
    const wal = await setting('wal_buffers');
    await database.close();
    // PostgreSQL's defaults would read 128MB and 4MB.
    expect([shared, wal]).toEqual([PGLITE_SHARED_BUFFERS, PGLITE_WAL_BUFFERS]);
  });

  it('says so when the directory cannot be created, and leaves no lock behind', async () => {
    const dataDir = newDataDir();
    // A directory PostgreSQL cannot initialise: a file where it puts its databases.
    mkdirSync(join(dataDir, 'pglite'));
    writeFileSync(join(dataDir, 'pglite', 'base'), 'not a directory');
    await expect(openDatabase({ kind: 'pglite', dataDir })).rejects.toThrow(
      `PGlite could not create its database in ${join(dataDir, 'pglite')}`,
    );
    expect(existsSync(join(dataDir, '.lock'))).toBe(false);
  });
});
