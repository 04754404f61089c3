import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ERROR_MESSAGES } from '@mijote/contracts';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { POSTGRES_TIMEOUTS } from '../src/db/postgres-pool';
import { type Outcome, sleep, startLoad, timeUntilHealthy } from './helpers/outage-load';
import {
  findPostgresBin,
  type PostgresCluster,
  startPostgresCluster,
} from './helpers/postgres-cluster';
import {
  freePort,
  type ServerProcess,
  spawnServer,
  stopServer,
  waitForHealth,
} from './helpers/server-process';
import { startTcpProxy } from './helpers/tcp-proxy';
import { createPostgresDatabase } from './helpers/test-database';

// PostgreSQL going away under load never kills the server. The server runs as
// a real process (a crash must be able to show); sign-ups, reads and health checks flow while
// the link is cut (a TCP proxy of the test's own), stalled, and while PostgreSQL itself is
// stopped (`pg_ctl stop -m fast` and `-m immediate`) and started again. Asserted: the process
// lives on, every answer during the outage is a quick French 503, the server recovers alone,
// and every sign-up that was answered 200 is in the database at the end.
//
// Needs a PostgreSQL server: TEST_DATABASE_URL, or the server binaries to make a throwaway
// cluster (as in CI). Without either it is skipped, saying why.

const serverUrl = process.env.TEST_DATABASE_URL;
const postgresBin = findPostgresBin();
const clusterBin = 'bin' in postgresBin ? postgresBin.bin : undefined;
if (!clusterBin) {
  console.warn(
    `database outage: no throwaway cluster (${'reason' in postgresBin ? postgresBin.reason : ''}); ` +
      (serverUrl
        ? 'the pg_ctl stop/start test is skipped, the TCP-proxy test runs on TEST_DATABASE_URL'
        : 'and no TEST_DATABASE_URL: both outage tests are skipped'),
  );
}

// CI sets REQUIRE_DATABASE_OUTAGE_TEST: there a skip would hide that the test never ran.
if (process.env.REQUIRE_DATABASE_OUTAGE_TEST && !serverUrl && !clusterBin) {
  throw new Error('REQUIRE_DATABASE_OUTAGE_TEST: no PostgreSQL binaries and no TEST_DATABASE_URL');
}

const ORIGIN = 'http://localhost:3000';

type App = { server: ServerProcess; baseUrl: string; dataDir: string };

async function startApp(databaseUrl: string): Promise<App> {
  const port = await freePort();
  const dataDir = mkdtempSync(join(tmpdir(), 'mijote-outage-'));
  const server = spawnServer({
    PORT: String(port),
    HOST: '127.0.0.1',
    PUBLIC_URL: ORIGIN,
    DATA_DIR: dataDir,
    DATABASE_URL: databaseUrl,
    BETTER_AUTH_SECRET: 'outage-secret-outage-secret-0123456789',
    AUTH_RATE_LIMIT_MAX: '100000',
    LOG_LEVEL: 'error',
  });
  await waitForHealth(port, server);
  return { server, baseUrl: `http://127.0.0.1:${port}`, dataDir };
}

async function stopApp(app: App) {
  await stopServer(app.server);
  rmSync(app.dataDir, { recursive: true, force: true });
}

async function signUpCookie(app: App): Promise<string> {
  const response = await fetch(`${app.baseUrl}/api/auth/sign-up/email`, {
    method: 'POST',
    headers: { origin: ORIGIN, 'content-type': 'application/json' },
    body: JSON.stringify({
      email: 'reader@example.ch',
      password: 'secret123',
      firstName: 'Léa',
      lastName: 'Lecture',
    }),
  });
  expect(response.status).toBe(200);
  return response.headers
    .getSetCookie()
    .map((c) => c.split(';')[0])
    .join('; ');
}

/** Every answer is a success or the French 503 of its kind: never a 500, never no answer. */
function expectOnlySuccessOrUnavailable(outcomes: Outcome[]) {
  const unexpected = outcomes.filter((o) => o.status !== 200 && o.status !== 503);
  expect(unexpected.map((o) => `${o.kind} ${o.status} ${JSON.stringify(o.body)}`)).toEqual([]);
  for (const outcome of outcomes.filter((o) => o.status === 503)) {
    if (outcome.kind === 'health') {
      expect(outcome.body).toMatchObject({
        status: 'degraded',
        database: { status: 'unavailable', kind: 'postgres' },
      });
    } else {
      expect(outcome.body).toMatchObject({
        code: 'SERVICE_UNAVAILABLE',
        message: ERROR_MESSAGES.SERVICE_UNAVAILABLE,
      });
    }
  }
}

/**
 * The database away during [from, to]: 503s were answered in that time, and every request sent
 * in it was answered within maxMs. Returns the figures for the log.
 */
function outageFigures(outcomes: Outcome[], from: number, to: number, maxMs: number) {
  const answeredAt = (o: Outcome) => o.sentAt + o.ms;
  const refused = outcomes.filter(
    (o) => o.status === 503 && answeredAt(o) >= from && answeredAt(o) <= to,
  );
  expect(refused.length).toBeGreaterThan(0);
  const sent = outcomes.filter((o) => o.sentAt >= from && o.sentAt <= to);
  const slowest = Math.max(...sent.map((o) => o.ms));
  expect(slowest).toBeLessThan(maxMs);
  const first = Math.min(...refused.map(answeredAt)) - from;
  return { refused: refused.length, firstRefusalMs: first, slowest };
}

async function expectAcknowledgedSignUpsKept(databaseUrl: string, outcomes: Outcome[]) {
  const acknowledged = outcomes
    .filter((o) => o.kind === 'sign-up' && o.status === 200)
    .map((o) => o.email as string);
  expect(acknowledged.length).toBeGreaterThan(0);
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const { rows } = await client.query<{ email: string }>(
      'select email from users where email = any($1)',
      [acknowledged],
    );
    expect(new Set(rows.map((r) => r.email))).toEqual(new Set(acknowledged));
  } finally {
    await client.end();
  }
  return acknowledged.length;
}

const round = (ms: number) => Math.round(ms);

describe.runIf(serverUrl || clusterBin)('the server while PostgreSQL goes away', () => {
  let cluster: PostgresCluster | undefined;
  beforeAll(async () => {
    if (clusterBin) cluster = await startPostgresCluster(clusterBin);
  });
  afterAll(async () => {
    await cluster?.destroy();
  });

  it('answers a cut or stalled link with quick French 503s and recovers alone, losing no acknowledged sign-up', async () => {
    const database = await createPostgresDatabase(
      serverUrl ?? (cluster as PostgresCluster).url,
      'mijote_outage',
    );
    const target = new URL(database.url);
    const proxy = await startTcpProxy({ host: target.hostname, port: Number(target.port || 5432) });
    const app = await startApp(proxy.url(database.url));
    try {
      const load = startLoad(app.baseUrl, ORIGIN, await signUpCookie(app));
      await sleep(1000);

      const cutAt = load.clock();
      proxy.cut();
      await sleep(2000);
      const restoredAt = load.clock();
      proxy.restore();
      const cutRecoveryMs = await timeUntilHealthy(app.baseUrl, 10_000);
      await sleep(800);

      // A dead network: no reset, no refusal, only silence; the pool's timeouts must answer.
      const stallAt = load.clock();
      proxy.stall();
      await sleep(8000);
      const unstalledAt = load.clock();
      proxy.restore();
      const stallRecoveryMs = await timeUntilHealthy(app.baseUrl, 10_000);
      await sleep(800);
      await load.stop();

      expect(app.server.child.exitCode).toBeNull();
      expectOnlySuccessOrUnavailable(load.outcomes);
      const cut = outageFigures(load.outcomes, cutAt, restoredAt, 2000);
      const stall = outageFigures(
        load.outcomes,
        stallAt,
        unstalledAt,
        POSTGRES_TIMEOUTS.queryMs + 1500,
      );
      const afterwards = load.outcomes.filter((o) => o.sentAt > unstalledAt + stallRecoveryMs);
      expect(afterwards.length).toBeGreaterThan(0);
      expect(afterwards.filter((o) => o.status !== 200)).toEqual([]);
      const kept = await expectAcknowledgedSignUpsKept(database.url, load.outcomes);
      console.info(
        `TCP proxy: cut → first 503 after ${round(cut.firstRefusalMs)} ms, slowest answer ` +
          `${round(cut.slowest)} ms, healthy ${round(cutRecoveryMs)} ms after restore; stalled → ` +
          `first 503 after ${round(stall.firstRefusalMs)} ms, slowest ${round(stall.slowest)} ms, ` +
          `healthy ${round(stallRecoveryMs)} ms after restore; ${load.outcomes.length} requests, ` +
          `${kept} acknowledged sign-ups all kept`,
      );
    } finally {
      await stopApp(app);
      await proxy.close();
      await database.drop();
    }
  }, 60_000);

  it.runIf(clusterBin)(
    'survives `pg_ctl stop -m fast` and `-m immediate` under load, then serves again once started',
    async () => {
      const running = cluster as PostgresCluster;
      const database = await createPostgresDatabase(running.url, 'mijote_restart');
      const app = await startApp(database.url);
      try {
        const load = startLoad(app.baseUrl, ORIGIN, await signUpCookie(app));
        const figures: string[] = [];
        for (const mode of ['fast', 'immediate', 'fast', 'immediate'] as const) {
          await sleep(700);
          const stoppedAt = load.clock();
          await running.stop(mode);
          await sleep(1200);
          const startingAt = load.clock();
          await running.start();
          const startedAt = load.clock();
          const recoveryMs = await timeUntilHealthy(app.baseUrl, 10_000);
          expect(app.server.child.exitCode).toBeNull();
          const outage = outageFigures(load.outcomes, stoppedAt, startingAt, 4000);
          figures.push(
            `${mode}: first 503 after ${round(outage.firstRefusalMs)} ms, slowest ` +
              `${round(outage.slowest)} ms, healthy ${round(recoveryMs)} ms after pg_ctl start ` +
              `returned (${round(startedAt - startingAt)} ms)`,
          );
        }
        await sleep(700);
        await load.stop();

        expect(app.server.child.exitCode).toBeNull();
        expect(app.server.output()).not.toMatch(/TypeError|Uncaught|uncaughtException/);
        expectOnlySuccessOrUnavailable(load.outcomes);
        const kept = await expectAcknowledgedSignUpsKept(database.url, load.outcomes);
        console.info(
          `pg_ctl stop/start: ${figures.join('; ')}; ${load.outcomes.length} requests, ` +
            `${kept} acknowledged sign-ups all kept`,
        );
      } finally {
        await stopApp(app);
        await database.drop();
      }
    },
    60_000,
  );
});
