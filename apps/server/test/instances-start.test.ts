import { cpSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { describe, expect, it } from 'vitest';
import { MIGRATIONS_DIR, openDatabase } from '../src/db/client';
import { MigrationError, migratePostgresUnderLock } from '../src/db/migrate-postgres';
import { freePort, spawnServer, stopServer, waitForHealth } from './helpers/server-process';
import { createPostgresDatabase } from './helpers/test-database';

// Several instances on one PostgreSQL database start together (an orchestrator's replicas, a
// rolling release): their migrations take turns under an advisory lock instead of racing —
// before it, two or three instances on a fresh database died of « CREATE TABLE … already
// exists » every time. Needs TEST_DATABASE_URL (`.ci/run` sets it).

const serverUrl = process.env.TEST_DATABASE_URL;

describe.skipIf(!serverUrl)('instances starting together on one PostgreSQL database', () => {
  it('all start, ten times in a row, on a fresh database', async () => {
    for (let round = 0; round < 10; round++) {
      const { url, drop } = await createPostgresDatabase(serverUrl as string, 'mijote_start');
      try {
        const opened = await Promise.allSettled(
          [1, 2, 3].map(() => openDatabase({ kind: 'postgres', url })),
        );
        const failures = opened.flatMap((o) => (o.status === 'rejected' ? [String(o.reason)] : []));
        expect(failures, `round ${round + 1}`).toEqual([]);
        for (const o of opened) if (o.status === 'fulfilled') await o.value.close();
      } finally {
        await drop();
      }
    }
  }, 240_000);

  it('three real processes started at once all become healthy', async () => {
    const { url, drop } = await createPostgresDatabase(serverUrl as string, 'mijote_start');
    const dirs = [1, 2, 3].map(() => mkdtempSync(join(tmpdir(), 'mijote-start-')));
    const ports = [await freePort(), await freePort(), await freePort()];
    const servers = dirs.map((dir, i) =>
      spawnServer({
        DATABASE_URL: url,
        DATA_DIR: dir,
        PORT: String(ports[i]),
        HOST: '127.0.0.1',
        BETTER_AUTH_SECRET: 'start-secret-start-secret-start-secret-0123456789',
      }),
    );
    try {
      await Promise.all(servers.map((server, i) => waitForHealth(ports[i] as number, server)));
    } finally {
      await Promise.all(servers.map(stopServer));
      for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
      await drop();
    }
  }, 180_000);

  it('says which migration failed, with PostgreSQL’s own reason and code', async () => {
    const { url, drop } = await createPostgresDatabase(serverUrl as string, 'mijote_start');
    const folder = mkdtempSync(join(tmpdir(), 'mijote-migrations-'));
    try {
      cpSync(MIGRATIONS_DIR, folder, { recursive: true });
      // A table the first migration creates, there already: 42P07 duplicate_table.
      const client = new pg.Client({ connectionString: url });
      await client.connect();
      await client.query('create table chat_messages (id int)');
      await client.end();
      const error = await migratePostgresUnderLock(url, folder).catch((e: unknown) => e);
      expect(error).toBeInstanceOf(MigrationError);
      const failed = error as MigrationError;
      expect(failed.code).toBe('42P07');
      expect(failed.migration).toMatch(/^0000_/);
      expect(failed.message).toMatch(
        /^La migration «\s0000_\w+\s» a échoué\s: .*chat_messages.*\(code PostgreSQL 42P07\)$/,
      );
    } finally {
      rmSync(folder, { recursive: true, force: true });
      await drop();
    }
  }, 60_000);
});
