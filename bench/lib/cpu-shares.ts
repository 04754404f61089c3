import { readdirSync, readFileSync } from 'node:fs';
import { cpus } from 'node:os';

// Where a load run's CPU goes on this machine: the server under test, PostgreSQL (every backend
// of the local cluster, those that ended during the run included), the load generator (this
// process, where autocannon runs, and the children it waited for, pgbench), and the whole
// machine. Read from /proc, in clock ticks of 10 ms: meaningful over seconds, not per request
// of a short run. The cluster and the machine are shared: anything else running counts too.

const TICK_MS = 10;

/** The fields of /proc/<pid>/stat after the command name (stat(5) field 3 is index 0). */
function statFields(path: string): string[] | undefined {
  try {
    const text = readFileSync(path, 'utf8');
    return text.slice(text.lastIndexOf(') ') + 2).split(' ');
  } catch {
    return undefined; // the process ended between the listing and the read
  }
}

const commandOf = (pid: string) => {
  try {
    return readFileSync(`/proc/${pid}/comm`, 'utf8').trim();
  } catch {
    return '';
  }
};

/** CPU time (user + system) a process has used, in ms. */
export function processCpuMs(pid: number): number {
  const fields = statFields(`/proc/${pid}/stat`) ?? [];
  return (Number(fields[11]) + Number(fields[12])) * TICK_MS;
}

/**
 * Every postgres process's time, plus what the postmaster collected from the backends it reaped
 * (cutime, cstime): a backend that ends between two snapshots still counts.
 */
function postgresCpuMs(): number {
  const pids = readdirSync('/proc').filter((name) => /^\d+$/.test(name));
  const postgres = new Set(pids.filter((pid) => commandOf(pid) === 'postgres'));
  let total = 0;
  for (const pid of postgres) {
    const fields = statFields(`/proc/${pid}/stat`);
    if (!fields) continue;
    total += Number(fields[11]) + Number(fields[12]);
    const isPostmaster = !postgres.has(fields[1]!);
    if (isPostmaster) total += Number(fields[13]) + Number(fields[14]);
  }
  return total * TICK_MS;
}

/** This process and its waited-for children (pgbench). */
function generatorCpuMs(): number {
  const fields = statFields('/proc/self/stat') ?? [];
  const children = (Number(fields[13]) + Number(fields[14])) * TICK_MS;
  const own = process.cpuUsage();
  return (own.user + own.system) / 1000 + children;
}

/** Busy time of all cores together (everything but idle and I/O wait). */
function machineBusyMs(): number {
  const [, ...ticks] = readFileSync('/proc/stat', 'utf8').split('\n')[0]!.trim().split(/\s+/);
  const values = ticks.map(Number);
  const idle = (values[3] ?? 0) + (values[4] ?? 0);
  return (values.reduce((sum, value) => sum + value, 0) - idle) * TICK_MS;
}

export type CpuSnapshot = {
  server?: number;
  postgres: number;
  generator: number;
  machine: number;
};

/** Milliseconds of CPU per request, by whom. */
export type CpuShares = CpuSnapshot;

export function cpuSnapshot(serverPid?: number): CpuSnapshot {
  return {
    ...(serverPid === undefined ? {} : { server: processCpuMs(serverPid) }),
    postgres: postgresCpuMs(),
    generator: generatorCpuMs(),
    machine: machineBusyMs(),
  };
}

export function cpuShares(before: CpuSnapshot, after: CpuSnapshot, requests: number): CpuShares {
  const per = (a: number, b: number) => (b - a) / Math.max(1, requests);
  return {
    ...(before.server === undefined || after.server === undefined
      ? {}
      : { server: per(before.server, after.server) }),
    postgres: per(before.postgres, after.postgres),
    generator: per(before.generator, after.generator),
    machine: per(before.machine, after.machine),
  };
}

/**
 * The line that says where a request's CPU went, and the throughput the machine's cores would
 * allow if that work were all it did: what two runs sharing the machine can be compared against.
 */
export function cpuSharesLine(shares: CpuShares): string {
  const cores = cpus().length;
  const ms = (value: number) => `${value.toFixed(2)} ms`;
  const parts = [
    ...(shares.server === undefined ? [] : [`server ${ms(shares.server)}`]),
    `PostgreSQL ${ms(shares.postgres)}`,
    `load generator ${ms(shares.generator)}`,
  ];
  const ceiling = (cores * 1000) / Math.max(shares.machine, 1e-6);
  return `CPU per request: ${parts.join(' + ')}; whole machine ${ms(shares.machine)} → at most ${Math.round(ceiling).toLocaleString('en')} req/s on ${cores} cores`;
}
