import { execFile } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { cpus, tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { type CapturedQuery, inline, literal } from '../lib/captured-sql';
import { percentile } from '../lib/latency';

// bench/api's baseline on PostgreSQL: the database alone running the endpoint's own SQL.

export type PgbenchRun = {
  reqPerS: number;
  p50: number;
  p99: number;
  errors: number;
  /** Transactions in the log: what the run's CPU is divided by. */
  transactions: number;
};

/**
 * Runs each script (the statements an endpoint runs, values inlined) with pgbench, picked at
 * random per transaction, and answers its throughput and latency percentiles from its log.
 */
export async function runPgbench(
  databaseUrl: string,
  scripts: CapturedQuery[][],
  { clients, seconds }: { clients: number; seconds: number },
): Promise<PgbenchRun> {
  const dir = mkdtempSync(join(tmpdir(), 'mijote-pgbench-'));
  try {
    const files = scripts.map((queries, i) => {
      const file = join(dir, `script-${i}.sql`);
      writeFileSync(file, `${queries.map(statementOf).join('\n')}\n`);
      return `${file}@1`;
    });
    const named = new Set(scripts.flat().flatMap((q) => (q.name ? [q.name] : [])));
    const url = new URL(databaseUrl);
    const { stdout } = await promisify(execFile)(
      'pgbench',
      [
        '-h',
        url.hostname,
        '-p',
        url.port || '5432',
        '-U',
        url.username || 'postgres',
        '-n',
        '-M',
        'extended',
        '-c',
        String(clients),
        '-j',
        String(Math.max(1, cpus().length)),
        '-T',
        String(seconds),
        '-l',
        '--log-prefix',
        join(dir, 'log'),
        ...[...named].flatMap((name) => ['-D', `${preparedFlag(name)}=0`]),
        ...files.flatMap((f) => ['-f', f]),
        url.pathname.slice(1),
      ],
      { maxBuffer: 64 * 1024 * 1024 },
    );
    const tps = Number(/tps = ([\d.]+)/.exec(stdout)?.[1] ?? 0);
    const failed = Number(/number of failed transactions: (\d+)/.exec(stdout)?.[1] ?? 0);
    const latencies: number[] = [];
    for (const log of readdirSync(dir).filter((f) => f.startsWith('log'))) {
      for (const line of readFileSync(join(dir, log), 'utf8').split('\n')) {
        const microseconds = Number(line.split(' ')[2]);
        if (Number.isFinite(microseconds) && line) latencies.push(microseconds / 1000);
      }
    }
    latencies.sort((a, b) => a - b);
    return {
      reqPerS: tps,
      p50: percentile(latencies, 50),
      p99: percentile(latencies, 99),
      errors: failed,
      transactions: latencies.length,
    };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

/**
 * One statement as the app sends it. A statement the app names is prepared once per connection
 * by node-postgres and then only bound and executed, planned by PostgreSQL's plan cache: each
 * pgbench client PREPAREs it on its first transaction and EXECUTEs it after. The others are sent
 * whole, parsed and planned every time, as the app sends them.
 */
export function statementOf(query: CapturedQuery): string {
  if (!query.name) return `${inline(query)};`;
  const flag = preparedFlag(query.name);
  return [
    `\\if :${flag} = 0`,
    `PREPARE "${query.name}" AS ${query.text};`,
    `\\set ${flag} 1`,
    '\\endif',
    `EXECUTE "${query.name}"(${query.values.map(literal).join(', ')});`,
  ].join('\n');
}

/** The pgbench client variable saying the statement is prepared on its connection. */
const preparedFlag = (name: string) => `prepared_${name.replace(/\W/g, '_')}`;
