import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app';
import { loadConfig } from '../src/config';
import { type Database, openDatabase } from '../src/db/client';
import { createOutboxMailer } from '../src/providers/mail/outbox-mailer';
import { joinHousehold, type Member, signUpSubscriber } from './helpers/household';
import { type LiveStream, openLiveStream } from './helpers/live-stream';
import { startTcpProxy, type TcpProxy } from './helpers/tcp-proxy';
import type { TestApp } from './helpers/test-app';
import { createPostgresDatabase } from './helpers/test-database';
import { callApi } from './helpers/users';

// Live updates across instances: two servers on one PostgreSQL database (LISTEN/NOTIFY). A
// change made through instance A reaches a client of instance B; B's LISTEN connection comes back
// by itself after the link to the database is cut. Needs TEST_DATABASE_URL (`.ci/run` sets it).

const serverUrl = process.env.TEST_DATABASE_URL;
const SECOND = 1_000;
const SECRET = 'live-secret-live-secret-live-secret-0123456789';

type Instance = { app: FastifyInstance; database: Database };

async function startInstance(url: string, dataDir: string): Promise<Instance> {
  const logger = pino({ level: process.env.TEST_LOG_LEVEL ?? 'silent' });
  const database = await openDatabase({ kind: 'postgres', url, logger });
  const app = await buildApp({
    config: loadConfig({
      NODE_ENV: 'test',
      DATA_DIR: dataDir,
      PUBLIC_URL: 'http://localhost:3000',
      AUTH_RATE_LIMIT_MAX: '1000',
    }),
    database,
    mailer: createOutboxMailer(join(dataDir, 'outbox'), 'x@y', logger),
    logger,
    authSecret: SECRET,
  });
  await app.listen({ host: '127.0.0.1', port: 0 });
  return { app, database };
}

describe.skipIf(!serverUrl)('live updates across instances (PostgreSQL LISTEN/NOTIFY)', () => {
  let dataDir: string;
  let drop: () => Promise<void>;
  let proxy: TcpProxy;
  let a: Instance;
  let b: Instance;
  let lea: Member;
  let zoe: Member;
  let zoeOnB: LiveStream;

  beforeAll(async () => {
    dataDir = mkdtempSync(join(tmpdir(), 'mijote-live-'));
    const created = await createPostgresDatabase(serverUrl ?? '', 'mijote_live');
    drop = created.drop;
    const target = new URL(created.url);
    proxy = await startTcpProxy({ host: target.hostname, port: Number(target.port || 5432) });
    a = await startInstance(created.url, dataDir);
    // B reaches the database through a proxy the test can cut.
    b = await startInstance(proxy.url(created.url), dataDir);
    const asTestApp = { ...a, dataDir } as unknown as TestApp;
    lea = await signUpSubscriber(asTestApp, 'lea-instances@example.ch');
    zoe = await joinHousehold(
      asTestApp,
      await signUpSubscriber(asTestApp, 'zoe-instances@example.ch'),
      lea.householdId,
    );
  });

  afterAll(async () => {
    zoeOnB?.close();
    await b?.app.close();
    await a?.app.close();
    await b?.database.close();
    await a?.database.close();
    await proxy?.close();
    await drop?.();
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('delivers a change made through instance A to a client of instance B', async () => {
    zoeOnB = await openLiveStream(b.app, zoe);
    await zoeOnB.next((e) => e.type === 'ready');
    const started = Date.now();
    await callApi({ app: a.app } as TestApp, lea).post('/api/shopping/items', { name: 'Poireaux' });
    // (Her joining may come first: a stream opened just after a change gets it again.)
    const received = await zoeOnB.next(
      (e) => e.type === 'change' && e.resource === 'shopping',
      SECOND,
    );
    expect(received.event).toEqual({ type: 'change', resource: 'shopping' });
    expect(received.at - started).toBeLessThan(SECOND);
  });

  it('resumes on B with an id A handed out', async () => {
    const onA = await openLiveStream(a.app, zoe);
    await onA.next((e) => e.type === 'ready');
    const lastId = onA.lastEventId;
    onA.close();
    await callApi({ app: a.app } as TestApp, lea).post('/api/fridge/items', { name: 'Beurre' });
    await zoeOnB.next((e) => e.type === 'change' && e.resource === 'fridge', SECOND);
    const onB = await openLiveStream(b.app, zoe, { lastEventId: lastId });
    await onB.next((e) => e.type === 'ready');
    onB.close();
    expect(onB.events.map((e) => e.event)).toEqual([
      { type: 'change', resource: 'fridge' },
      { type: 'ready' },
    ]);
  });

  it('listens again by itself after the link to the database is cut, says to resync, and is not ready meanwhile', async () => {
    const from = zoeOnB.events.length;
    const ready = async () => (await b.app.inject({ method: 'GET', url: '/api/ready' })).statusCode;
    expect(await ready()).toBe(200);
    proxy.cut();
    await new Promise((resolve) => setTimeout(resolve, 500));
    // Without its LISTEN link (and its database), B is alive but not ready for traffic.
    const down = await b.app.inject({ method: 'GET', url: '/api/ready' });
    expect(down.statusCode).toBe(503);
    expect(down.json()).toMatchObject({ status: 'not-ready', checks: { live: false } });
    proxy.restore();
    await zoeOnB.next((e) => e.type === 'resync', 10 * SECOND, from);
    expect(await ready()).toBe(200);
    await callApi({ app: a.app } as TestApp, lea).post('/api/shopping/items', { name: 'Sel' });
    await zoeOnB.next((e) => e.type === 'change' && e.resource === 'shopping', SECOND, from);
  });
});
