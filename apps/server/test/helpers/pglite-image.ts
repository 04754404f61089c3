import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { drizzle } from 'drizzle-orm/pglite';
import { migrate } from 'drizzle-orm/pglite/migrator';
import { MIGRATIONS_DIR } from '../../src/db/client';

// A new PGlite database costs an initdb and every migration: seconds each, and ten times more on
// a loaded CI machine, for each of the server suite's dozens of apps. The suite's global setup
// builds one migrated database, dumps it to a file named by the migrations and PGlite's version,
// and each test database is loaded from that dump (a fraction of the time).

/** Where the dump of the current migrations lives; its name changes when they do. */
export function pgliteImagePath(): string {
  const hash = createHash('sha256');
  // The package does not export its package.json: read it beside its entry point (dist/).
  const entry = createRequire(import.meta.url).resolve('@electric-sql/pglite');
  hash.update(readFileSync(join(dirname(entry), '..', 'package.json')));
  const walk = (dir: string) => {
    for (const entry of readdirSync(dir, { withFileTypes: true }).sort((a, b) =>
      a.name.localeCompare(b.name),
    )) {
      const path = join(dir, entry.name);
      if (entry.isDirectory()) walk(path);
      else hash.update(entry.name).update(readFileSync(path));
    }
  };
  walk(MIGRATIONS_DIR);
  return join(tmpdir(), `mijote-pglite-${hash.digest('hex').slice(0, 16)}.tar`);
}

/** Builds the dump unless a previous run left it (written under a temporary name, then renamed). */
export async function buildPgliteImage(): Promise<void> {
  const path = pgliteImagePath();
  if (existsSync(path)) return;
  const pglite = new PGlite();
  try {
    await migrate(drizzle(pglite), { migrationsFolder: MIGRATIONS_DIR });
    const dump = await pglite.dumpDataDir('none');
    const partial = `${path}.${process.pid}.partial`;
    writeFileSync(partial, Buffer.from(await dump.arrayBuffer()));
    renameSync(partial, path);
  } finally {
    await pglite.close();
  }
}

/** The dump, when the global setup built it (otherwise each database starts empty). */
export function readPgliteImage(): Blob | undefined {
  if (image === undefined) {
    const path = pgliteImagePath();
    image = existsSync(path) ? new Blob([readFileSync(path)]) : null;
  }
  return image ?? undefined;
}

let image: Blob | null | undefined;
