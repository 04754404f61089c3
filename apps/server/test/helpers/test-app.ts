import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import pino, { type Logger } from 'pino';
import { type AppDeps, buildApp } from '../../src/app';
import { type Env, loadConfig } from '../../src/config';
import type { Database } from '../../src/db/client';
import { createMailer } from '../../src/providers/mail';
import { createOutboxMailer } from '../../src/providers/mail/outbox-mailer';
import { type OutboxMail, readOutbox } from './outbox-reader';
import { createTestDatabase } from './test-database';

export type TestApp = {
  app: FastifyInstance;
  database: Database;
  dataDir: string;
  /** Mails written so far, oldest first, decoded enough to read subject, recipient and link. */
  outbox(): OutboxMail[];
  close(): Promise<void>;
};

export type TestAppOptions = {
  /** Serve GET /api/openapi.json (off under NODE_ENV=test unless asked). */
  openApi?: boolean;
  /** Adds routes of the test's own to the real app before it starts. */
  extraRoutes?: (app: FastifyInstance) => void;
  /** The app's clock (default: the real one). */
  now?: () => Date;
  /** Where the app logs (default: nowhere, or TEST_LOG_LEVEL). */
  logger?: Logger;
  /** Waits between retries and the offline chat's pace (default: none at all). */
  sleep?: (ms: number) => Promise<void>;
  /** The app's randomness (default: Math.random). */
  random?: () => number;
  /** A PostgreSQL server to make the app's database on (default: TEST_DATABASE_URL, else PGlite). */
  databaseServerUrl?: string;
  /** The live stream's heartbeat and access re-check (default: the server's). */
  liveTiming?: AppDeps['liveTiming'];
  /** The readiness the app reports (main.ts keeps it to say « stopping »). */
  readiness?: AppDeps['readiness'];
  /** How long a client may take to send its request (default: the server's). */
  slowClientLimits?: AppDeps['slowClientLimits'];
  /** Reads recipe pages (default: safeFetch, which refuses the tests' own 127.0.0.1). */
  readPage?: AppDeps['readPage'];
};

export async function createTestApp(
  env: Partial<Record<keyof Env, string>> = {},
  options: TestAppOptions = {},
): Promise<TestApp> {
  const dataDir = mkdtempSync(join(tmpdir(), 'mijote-test-'));
  const config = loadConfig({
    NODE_ENV: 'test',
    DATA_DIR: dataDir,
    PUBLIC_URL: 'http://localhost:3000',
    AUTH_RATE_LIMIT_MAX: '1000',
    ...env,
  });
  const logger = options.logger ?? pino({ level: process.env.TEST_LOG_LEVEL ?? 'silent' });
  const { database, drop } = await createTestDatabase(options.databaseServerUrl);
  const outboxDir = join(dataDir, 'outbox');
  // The same choice as the server: SMTP when SMTP_URL is set, else the outbox under DATA_DIR.
  const mailer = createMailer(config, logger);
  const app = await buildApp({
    config,
    database,
    mailer,
    logger,
    authSecret: 'test-secret-test-secret-test-secret-0123456789',
    sleep: options.sleep ?? (async () => {}),
    ...(options.now ? { now: options.now } : {}),
    ...(options.random ? { random: options.random } : {}),
    ...(options.liveTiming ? { liveTiming: options.liveTiming } : {}),
    ...(options.readiness ? { readiness: options.readiness } : {}),
    ...(options.slowClientLimits ? { slowClientLimits: options.slowClientLimits } : {}),
    ...(options.readPage ? { readPage: options.readPage } : {}),
    ...(options.openApi === undefined ? {} : { openApi: options.openApi }),
  });
  try {
    options.extraRoutes?.(app);
    await app.ready();
  } catch (error) {
    await app.close();
    await drop();
    rmSync(dataDir, { recursive: true, force: true });
    throw error;
  }
  return {
    app,
    database,
    dataDir,
    outbox: () => readOutbox(outboxDir),
    async close() {
      await app.close();
      await mailer.close();
      await drop();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** Another app on the same database and data dir (another configuration); close it yourself. */
export async function buildAppBeside(
  t: TestApp,
  env: Partial<Record<keyof Env, string>>,
  deps: Pick<AppDeps, 'serveWeb' | 'openApi'> = {},
): Promise<FastifyInstance> {
  const logger = pino({ level: 'silent' });
  return buildApp({
    config: loadConfig({ DATA_DIR: t.dataDir, ...env }),
    database: t.database,
    mailer: createOutboxMailer(join(t.dataDir, 'outbox'), 'x@y', logger),
    logger,
    authSecret: 'another-secret-another-secret-0123456789',
    ...deps,
  });
}

/** Cookie header to send back, from the Set-Cookie headers of a response. */
export function cookiesFrom(setCookie: string | string[] | undefined): string {
  const list = Array.isArray(setCookie) ? setCookie : setCookie ? [setCookie] : [];
  return list.map((c) => c.split(';')[0]).join('; ');
}
