import { type CpuShares, cpuSharesLine } from '../lib/cpu-shares';
import { atLeast, atMost, recordFigure } from '../lib/summary';

// bench/api's figures: the lines it prints, each beside its budget, and the same
// figures recorded for the table `npm run bench` ends with.

export const BUDGET = { p99Ms: 25, ratio: 0.5, scale: 1.5, rssMb: 150, cpuOfHealth: 3 };

export type Load = {
  reqPerS: number;
  p50: number;
  p99: number;
  errors: number;
  non2xx: number;
  /** The machine's 1-minute load average when the run ended (it is shared: read beside it). */
  loadAverage?: number;
  /**
   * The server process's CPU time (user + system) per answered request: what the code costs,
   * far less dependent than latency on what else the shared machine runs.
   */
  cpuMsPerRequest?: number;
  /** Where the run's CPU went, per request (on PostgreSQL: server, database, load generator). */
  cpu?: CpuShares;
};
export type Row = {
  database: 'PostgreSQL' | 'PGlite';
  label: string;
  endpoint: Load;
  baseline?: Load;
  baselineName?: string;
  /**
   * `GET /api/health` of the same run: the endpoint's server CPU per request over the cheapest
   * route's, a ratio the shared machine's load moves far less than absolute times.
   */
  reference?: Load;
};

export const f1 = (n: number) => n.toFixed(1);
export const mark = (ok: boolean) => (ok ? 'ok  ' : 'MISS');

export function loadLine(label: string, load: Load) {
  const errors =
    load.errors + load.non2xx > 0 ? `  (${load.errors} errors, ${load.non2xx} non-2xx)` : '';
  const cpu =
    load.cpuMsPerRequest === undefined ? '' : `  ${load.cpuMsPerRequest.toFixed(2)} ms CPU/req`;
  const machine = load.loadAverage === undefined ? '' : `  (load ${f1(load.loadAverage)})`;
  return `${label.padEnd(44)}${f1(load.reqPerS).padStart(9)} req/s  p50 ${f1(load.p50).padStart(6)} ms  p99 ${f1(load.p99).padStart(6)} ms${errors}${cpu}${machine}`;
}

/** The CPU line under a load's line, when the run measured it. */
export function printCpu(load: Load) {
  if (load.cpu) console.log(`    ${cpuSharesLine(load.cpu)}`);
}

export function printRow(row: Row) {
  console.log(
    `${loadLine(row.label, row.endpoint)}   ${mark(row.endpoint.p99 <= BUDGET.p99Ms)} p99 ≤ ${BUDGET.p99Ms} ms`,
  );
  printCpu(row.endpoint);
  const name = `${row.database}, ${row.label.replace(/ \(.*\)$/, '')}`;
  recordFigure({ name: `${name}: throughput`, value: row.endpoint.reqPerS, unit: 'req/s' });
  recordFigure({ name: `${name}: p50`, value: row.endpoint.p50, unit: 'ms' });
  recordFigure({
    name: `${name}: p99`,
    value: row.endpoint.p99,
    unit: 'ms',
    budget: atMost(BUDGET.p99Ms),
  });
  const cpu = row.endpoint.cpuMsPerRequest;
  const referenceCpu = row.reference?.cpuMsPerRequest;
  if (cpu !== undefined && referenceCpu) {
    const ratio = cpu / referenceCpu;
    console.log(
      `  server CPU per request ÷ GET /api/health's: ${ratio.toFixed(2)} ${mark(ratio <= BUDGET.cpuOfHealth)} ≤ ${BUDGET.cpuOfHealth}`,
    );
    recordFigure({
      name: `${name}: server CPU ÷ health's`,
      value: ratio,
      unit: '×',
      budget: atMost(BUDGET.cpuOfHealth),
    });
  }
  if (row.baseline) {
    const ratio = row.endpoint.reqPerS / row.baseline.reqPerS;
    console.log(
      `${loadLine(`  baseline: ${row.baselineName}`, row.baseline)}   endpoint/baseline ${ratio.toFixed(2)} ${mark(ratio >= BUDGET.ratio)} ≥ ${BUDGET.ratio}`,
    );
    printCpu(row.baseline);
    recordFigure({
      name: `${name}: ÷ ${row.baselineName}`,
      value: ratio,
      unit: '×',
      budget: atLeast(BUDGET.ratio),
    });
  }
}

/** The RSS line of a database's run, and its figures. */
export function printRss(database: Row['database'], idle: number, peak: number) {
  console.log(
    `server RSS: idle ${f1(idle)} MB, under load ${f1(peak)} MB   ${mark(peak <= BUDGET.rssMb)} ≤ ${BUDGET.rssMb} MB`,
  );
  recordFigure({ name: `${database}, server RSS idle`, value: idle, unit: 'MB' });
  recordFigure({
    name: `${database}, server RSS under load`,
    value: peak,
    unit: 'MB',
    budget: atMost(BUDGET.rssMb),
  });
}
