import { execFile, execFileSync } from 'node:child_process';
import { chownSync, existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir, userInfo } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { freePort } from './server-process';

/**
 * A throwaway PostgreSQL cluster of the test's own (initdb in a temporary folder, its own port
 * and socket folder), to stop and start under load. Needs the PostgreSQL server binaries, as in
 * CI; `findPostgresBin` says where they are, or why the test cannot run here.
 */
export type PostgresCluster = {
  /** postgres://postgres@127.0.0.1:<port>/postgres */
  url: string;
  port: number;
  /** `pg_ctl stop -m <mode>`: fast (clients told, 57P01) or immediate (no goodbye). */
  stop(mode: 'fast' | 'immediate'): Promise<void>;
  start(): Promise<void>;
  destroy(): Promise<void>;
};

export function findPostgresBin(): { bin: string } | { reason: string } {
  const root = '/usr/lib/postgresql';
  const versions = existsSync(root)
    ? readdirSync(root)
        .filter((v) => existsSync(join(root, v, 'bin', 'initdb')))
        .sort((a, b) => Number(b) - Number(a))
    : [];
  const newest = versions[0];
  if (!newest) return { reason: `no PostgreSQL server binaries (${root}/*/bin/initdb)` };
  if (userInfo().uid === 0 && !hasPostgresUser()) {
    return { reason: 'running as root and no `postgres` user to run initdb as' };
  }
  return { bin: join(root, newest, 'bin') };
}

function hasPostgresUser(): boolean {
  try {
    execFileSync('id', ['-u', 'postgres'], { stdio: 'ignore' });
    return true;
  } catch {
    return false;
  }
}

export async function startPostgresCluster(bin: string): Promise<PostgresCluster> {
  const dir = mkdtempSync(join(tmpdir(), 'mijote-pg-'));
  const data = join(dir, 'data');
  const isRoot = userInfo().uid === 0;
  // initdb and postgres refuse to run as root: as root, run them as the `postgres` user.
  if (isRoot) chownSync(dir, Number(execFileSync('id', ['-u', 'postgres'])), 0);
  // Asynchronous: the test's own load keeps flowing while pg_ctl waits.
  const run = async (tool: string, args: string[]) => {
    const command = isRoot ? 'runuser' : join(bin, tool);
    const argv = isRoot ? ['-u', 'postgres', '--', join(bin, tool), ...args] : args;
    await promisify(execFile)(command, argv, { timeout: 60_000 });
  };
  const port = await freePort();
  await run('initdb', ['-D', data, '-A', 'trust', '-U', 'postgres', '--no-sync', '-E', 'UTF8']);
  const options = `-p ${port} -k ${dir} -c listen_addresses=127.0.0.1 -c fsync=off`;
  const start = () =>
    run('pg_ctl', ['-D', data, '-o', options, '-l', join(dir, 'log'), '-w', 'start']);
  await start();
  return {
    url: `postgres://postgres@127.0.0.1:${port}/postgres`,
    port,
    stop: (mode) => run('pg_ctl', ['-D', data, '-m', mode, '-w', 'stop']),
    start,
    async destroy() {
      await run('pg_ctl', ['-D', data, '-m', 'immediate', '-w', 'stop']).catch(() => {});
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
