import { type ChildProcess, execFile, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import autocannon from 'autocannon';
import pg from 'pg';
// @ts-expect-error: the start scripts are plain JavaScript modules without declarations.
import { buildWhatIsStale, SERVER_BUNDLE, SERVER_NODE_ARGS } from '../../scripts/lib.mjs';
import { type CapturedQuery, remap } from '../lib/captured-sql';
import { cpuShares, cpuSnapshot } from '../lib/cpu-shares';
import { atMost, loadAverages, machine, recordFigure } from '../lib/summary';
import { runPgbench } from './_pgbench';
import { BUDGET, f1, type Load, loadLine, mark, printCpu, printRow, printRss } from './_report';
import { explainAll, seedHouseholds } from './_scale-database';

// The API under load. autocannon against the real server (a child process,
// as in production) for an authenticated GET of a 50-item shopping list and for checking an
// item (PATCH), 50 connections; beside it pgbench at the same concurrency running the very SQL
// the endpoint runs (captured from node-postgres while the app answers in-process), the
// statements the app prepares prepared there too (bench/api/_pgbench.ts). Then the
// same on PGlite (its baseline: the same SQL in-process, one connection, as the server has).
// Then scale: 100,000 households with 50 shopping items, 20 meals and 30 fridge items each,
// the same endpoints again, and the EXPLAIN of every list query. Server RSS idle and under load.
//
// Creates and drops its own database on 127.0.0.1:5432; stops the servers it starts by PID.
// `npm run bench -- api --quick`: 2 s runs and 1,000 households (a smoke run, not figures);
// `--no-scale` and `--no-pglite` leave those parts out (comparing two builds on PostgreSQL).
//
// The server measured is the production one: the compiled bundle `npm start` runs
// (apps/server/dist/server/main.js, rebuilt first when its sources are newer), with the same
// node flags as scripts/start.mjs.

const QUICK = process.argv.includes('--quick');
const SCALE = !process.argv.includes('--no-scale');
const PGLITE = !process.argv.includes('--no-pglite');
const SERVER_URL =
  process.env.BENCH_DATABASE_SERVER ?? 'postgres://postgres@127.0.0.1:5432/postgres';
/** Another build to measure (e.g. a copy of main's bundle, to compare in the same hour). */
const BUNDLE = process.env.BENCH_SERVER_BUNDLE ?? SERVER_BUNDLE;
/** More node flags for the server, e.g. `--cpu-prof --cpu-prof-dir=/tmp/prof` to profile it. */
const extraNodeArgs = (process.env.BENCH_NODE_ARGS ?? '').split(' ').filter(Boolean);
const PORT = Number(process.env.BENCH_PORT ?? 3307);
const ORIGIN = `http://127.0.0.1:${PORT}`;
const SECRET = 'bench-secret-bench-secret-bench-secret-0123';
const CONNECTIONS = 50;
const DURATION_S = Number(process.env.BENCH_DURATION_S ?? (QUICK ? 2 : 10));
const HOUSEHOLDS = Number(process.env.BENCH_HOUSEHOLDS ?? (QUICK ? 1_000 : 100_000));
const ITEMS = 50;
const SEED = new URL('./_api-seed-server.ts', import.meta.url).pathname;

// Interrupted (Ctrl-C, SIGTERM), the bench still stops its server and drops its database.
const onInterrupt: (() => Promise<void>)[] = [];
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    void Promise.allSettled(onInterrupt.map((undo) => undo())).then(() => process.exit(130));
  });
}

/** What bench/api/_api-seed-server.ts prints (its own type, checked by apps/server). */
type Fixture = {
  cookie: string;
  token: string;
  userId: string;
  householdId: string;
  itemIds: string[];
  get: CapturedQuery[];
  patch: CapturedQuery[];
  lists: Record<string, CapturedQuery[]>;
};

/** Runs bench/api/_api-seed-server.ts and parses the JSON it prints last. */
async function seedServer<T>(args: string[]): Promise<T> {
  const { stdout } = await promisify(execFile)(
    process.execPath,
    ['--import', 'tsx', SEED, ...args],
    {
      maxBuffer: 64 * 1024 * 1024,
      env: { ...process.env, NODE_ENV: 'test' },
    },
  );
  const last = stdout.trim().split('\n').at(-1) ?? '';
  return JSON.parse(last) as T;
}

const seed = (target: string, capture: boolean, dataDir: string) =>
  seedServer<Fixture>([
    'seed',
    target,
    ORIGIN,
    SECRET,
    String(ITEMS),
    capture ? '1' : '0',
    dataDir,
  ]);

async function inProcessBaseline(dataDir: string, scripts: CapturedQuery[][]): Promise<Load> {
  const file = join(dataDir, 'bench-scripts.json');
  writeFileSync(file, JSON.stringify(scripts));
  const figures = await seedServer<{ reqPerS: number; p50: number; p99: number }>([
    'baseline',
    dataDir,
    String(DURATION_S),
    file,
  ]);
  rmSync(file);
  return { ...figures, errors: 0, non2xx: 0 };
}

// ---------------------------------------------------------------------------------------------
// The server as a child process, its memory, autocannon.

type Server = { child: ChildProcess; output: () => string };

async function startServer(env: Record<string, string>): Promise<Server> {
  const child = spawn(process.execPath, [...SERVER_NODE_ARGS, ...extraNodeArgs, BUNDLE], {
    env: {
      ...process.env,
      NODE_ENV: 'production',
      HOST: '127.0.0.1',
      PORT: String(PORT),
      PUBLIC_URL: ORIGIN,
      BETTER_AUTH_SECRET: SECRET,
      ...env,
    },
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  let output = '';
  child.stderr?.on('data', (chunk) => (output += chunk));
  for (let i = 0; i < 300; i++) {
    if (child.exitCode !== null) throw new Error(`server exited: ${output}`);
    try {
      if ((await fetch(`${ORIGIN}/api/health`)).ok) return { child, output: () => output };
    } catch {
      // not listening yet
    }
    await sleep(200);
  }
  child.kill('SIGTERM');
  throw new Error(`server not healthy: ${output}`);
}

async function stopServer(server: Server) {
  if (server.child.exitCode !== null) return;
  const exited = new Promise((resolve) => server.child.once('exit', resolve));
  process.kill(server.child.pid as number, 'SIGTERM');
  await Promise.race([exited, sleep(15_000)]);
  if (server.child.exitCode === null) process.kill(server.child.pid as number, 'SIGKILL');
}

function loadAverage(): number {
  return Number(readFileSync('/proc/loadavg', 'utf8').split(' ')[0]);
}

function rssMb(pid: number): number {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  return Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0) / 1024;
}

async function cannon(fixture: Fixture, kind: 'get' | 'patch' | 'health', pid: number) {
  let peakRss = rssMb(pid);
  const sampler = setInterval(() => {
    peakRss = Math.max(peakRss, rssMb(pid));
  }, 250);
  const headers = { cookie: fixture.cookie, origin: ORIGIN, 'content-type': 'application/json' };
  const run = (duration: number) =>
    autocannon({
      url: ORIGIN,
      connections: CONNECTIONS,
      duration,
      headers,
      requests: [
        kind === 'health'
          ? { method: 'GET', path: '/api/health' }
          : kind === 'get'
            ? { method: 'GET', path: '/api/shopping/items' }
            : {
                method: 'PATCH',
                // Each request checks or unchecks one of the 50 items, at random.
                setupRequest: (request) => ({
                  ...request,
                  path: `/api/shopping/items/${fixture.itemIds[Math.floor(Math.random() * fixture.itemIds.length)]}`,
                  body: JSON.stringify({ checked: Math.random() < 0.5 }),
                }),
              },
      ],
    });
  // A first second unmeasured: the server compiles its hot paths and loads what it loads lazily
  // (the ingredient knowledge base) on its first requests, as any server does once after start.
  await run(1);
  const cpuBefore = cpuSnapshot(pid);
  const result = await run(DURATION_S);
  clearInterval(sampler);
  const cpu = cpuShares(cpuBefore, cpuSnapshot(pid), result.requests.total);
  const load: Load = {
    loadAverage: loadAverage(),
    cpuMsPerRequest: cpu.server,
    cpu,
    reqPerS: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    errors: result.errors + result.timeouts,
    non2xx: result.non2xx,
  };
  return { load, peakRss };
}

// ---------------------------------------------------------------------------------------------
// Baselines: pgbench on PostgreSQL, the same SQL in-process on PGlite.

/** pgbench at the endpoints' concurrency and duration, with the machine's load beside it. */
async function pgbench(databaseUrl: string, scripts: CapturedQuery[][]): Promise<Load> {
  const cpuBefore = cpuSnapshot();
  const { transactions, ...run } = await runPgbench(databaseUrl, scripts, {
    clients: CONNECTIONS,
    seconds: DURATION_S,
  });
  const cpu = cpuShares(cpuBefore, cpuSnapshot(), transactions);
  return { ...run, cpu, loadAverage: loadAverage(), non2xx: 0 };
}

/** The PATCH's statements for every item, checked and unchecked (pgbench picks one at random). */
function patchScripts(fixture: Fixture, patch: CapturedQuery[]): CapturedQuery[][] {
  const first = fixture.itemIds[0];
  return fixture.itemIds.flatMap((id) =>
    [true, false].map((checked) =>
      remap(
        patch,
        new Map<unknown, unknown>([
          [first, id],
          [true, checked],
        ]),
      ),
    ),
  );
}

// ---------------------------------------------------------------------------------------------
// Scale: 100,000 households (bench/api/_scale-database.ts), then the same endpoints and EXPLAIN.

/** The same endpoints after 100,000 more households, against the nearly empty database. */
async function scaleRun(pgUrl: string, fixture: Fixture, pid: number, get: Load, patch: Load) {
  // --- Scale ------------------------------------------------------------------------------
  console.log(
    `\nScale: seeding ${HOUSEHOLDS.toLocaleString('en')} households × (50 items, 20 meals, 30 fridge items)…`,
  );
  const seedStart = performance.now();
  await seedHouseholds(pgUrl, HOUSEHOLDS);
  console.log(
    `  seeded, vacuumed and checkpointed in ${f1((performance.now() - seedStart) / 1000)} s`,
  );
  const bigGet = await cannon(fixture, 'get', pid);
  const bigPatch = await cannon(fixture, 'patch', pid);
  for (const [label, small, big] of [
    ['GET /api/shopping/items', get, bigGet.load],
    ['PATCH /api/shopping/items/:id', patch, bigPatch.load],
  ] as const) {
    const r50 = big.p50 / small.p50;
    const r99 = big.p99 / small.p99;
    console.log(
      `${loadLine(`${label} at ${HOUSEHOLDS.toLocaleString('en')}`, big)}   ` +
        `×${r50.toFixed(2)} p50, ×${r99.toFixed(2)} p99 of the empty database ${mark(r99 <= BUDGET.scale)} ≤ ${BUDGET.scale}×`,
    );
    printCpu(big);
    recordFigure({
      name: `${label} at ${HOUSEHOLDS.toLocaleString('en')} households: p99 ÷ empty`,
      value: r99,
      unit: '×',
      budget: atMost(BUDGET.scale),
    });
  }
  console.log('EXPLAIN of every list query (at scale):');
  const plans = await explainAll(pgUrl, fixture.lists);
  for (const { line } of plans) console.log(line);
  recordFigure({
    name: 'list queries planned without an index (at scale)',
    value: plans.filter((plan) => !plan.ok).length,
    unit: `of ${plans.length}`,
    budget: atMost(0),
  });
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

// ---------------------------------------------------------------------------------------------

export default async function apiBench() {
  if (!process.env.BENCH_SERVER_BUNDLE) buildWhatIsStale();
  console.log(
    `API under load: autocannon ${DURATION_S} s × ${CONNECTIONS} connections${QUICK ? ' (--quick: a smoke run, not figures)' : ''}`,
  );
  console.log(
    `machine: ${machine()}; load average ${loadAverages()} at start ` +
      '(shared with other engineers: figures are noisy)',
  );

  // --- PostgreSQL -------------------------------------------------------------------------
  const name = `mijote_bench_${randomBytes(5).toString('hex')}`;
  const admin = async (statement: string) => {
    const client = new pg.Client({ connectionString: SERVER_URL });
    await client.connect();
    try {
      await client.query(statement);
    } finally {
      await client.end();
    }
  };
  await admin(`create database ${name}`);
  const pgUrl = Object.assign(new URL(SERVER_URL), { pathname: `/${name}` }).toString();
  const pgDataDir = mkdtempSync(join(tmpdir(), 'mijote-bench-'));
  let server: Server | undefined;
  onInterrupt.push(async () => {
    if (server) await stopServer(server);
    await admin(`drop database if exists ${name} with (force)`);
    rmSync(pgDataDir, { recursive: true, force: true });
  });
  try {
    const fixture = await seed(pgUrl, true, pgDataDir);
    capturedOnPostgres = fixture;
    server = await startServer({ DATABASE_URL: pgUrl, DATA_DIR: pgDataDir });
    const pid = server.child.pid as number;
    await sleep(1000);
    const idleRss = rssMb(pid);
    console.log('\nPostgreSQL (127.0.0.1:5432, pool of 10 in the server; pgbench 50 clients)');
    // For scale: the cheapest route of the same server (one `select 1`), on the same machine.
    const health = await cannon(fixture, 'health', pid);
    console.log(`${loadLine('GET /api/health (reference: select 1)', health.load)}`);
    printCpu(health.load);
    recordFigure({
      name: 'PostgreSQL, GET /api/health (select 1): throughput',
      value: health.load.reqPerS,
      unit: 'req/s',
    });
    const get = await cannon(fixture, 'get', pid);
    const getBase = await pgbench(pgUrl, [fixture.get]);
    printRow({
      database: 'PostgreSQL',
      label: 'GET /api/shopping/items (50 items)',
      endpoint: get.load,
      baseline: getBase,
      baselineName: 'pgbench, same statements',
      reference: health.load,
    });
    const patch = await cannon(fixture, 'patch', pid);
    const patchBase = await pgbench(pgUrl, patchScripts(fixture, fixture.patch));
    printRow({
      database: 'PostgreSQL',
      label: 'PATCH /api/shopping/items/:id (check)',
      endpoint: patch.load,
      baseline: patchBase,
      baselineName: 'pgbench, same statements',
    });
    const peak = Math.max(get.peakRss, patch.peakRss);
    printRss('PostgreSQL', idleRss, peak);

    if (SCALE) await scaleRun(pgUrl, fixture, pid, get.load, patch.load);
    await stopServer(server);
    server = undefined;
  } finally {
    if (server) await stopServer(server);
    await admin(`drop database if exists ${name} with (force)`);
    rmSync(pgDataDir, { recursive: true, force: true });
  }

  // --- PGlite -----------------------------------------------------------------------------
  if (!PGLITE) return;
  const liteDir = mkdtempSync(join(tmpdir(), 'mijote-bench-pglite-'));
  onInterrupt.splice(0, onInterrupt.length, async () => {
    if (server) await stopServer(server);
    rmSync(liteDir, { recursive: true, force: true });
  });
  try {
    const fixture = await seed(liteDir, false, liteDir);
    server = await startServer({ DATA_DIR: liteDir });
    const pid = server.child.pid as number;
    await sleep(1000);
    const idleRss = rssMb(pid);
    console.log(
      '\nPGlite (embedded, one connection; baseline: the same SQL in-process, sequential)',
    );
    const get = await cannon(fixture, 'get', pid);
    const patch = await cannon(fixture, 'patch', pid);
    await stopServer(server);
    server = undefined;
    // The SQL captured on PostgreSQL, with this database's user, session, household and items.
    const swaps = new Map<unknown, unknown>();
    {
      const pgFixture = capturedOnPostgres;
      if (pgFixture) {
        swaps.set(pgFixture.token, fixture.token);
        swaps.set(pgFixture.userId, fixture.userId);
        swaps.set(pgFixture.householdId, fixture.householdId);
        for (const [i, id] of pgFixture.itemIds.entries()) swaps.set(id, fixture.itemIds[i]);
        const getBase = await inProcessBaseline(liteDir, [remap(pgFixture.get, swaps)]);
        const patchBase = await inProcessBaseline(
          liteDir,
          patchScripts(fixture, remap(pgFixture.patch, swaps)),
        );
        printRow({
          database: 'PGlite',
          label: 'GET /api/shopping/items (50 items)',
          endpoint: get.load,
          baseline: getBase,
          baselineName: 'same SQL in-process',
        });
        printRow({
          database: 'PGlite',
          label: 'PATCH /api/shopping/items/:id (check)',
          endpoint: patch.load,
          baseline: patchBase,
          baselineName: 'same SQL in-process',
        });
      }
    }
    const peak = Math.max(get.peakRss, patch.peakRss);
    printRss('PGlite', idleRss, peak);
  } finally {
    if (server) await stopServer(server);
    rmSync(liteDir, { recursive: true, force: true });
  }
}

let capturedOnPostgres: Fixture | undefined;
