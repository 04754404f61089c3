import { type ChildProcess, spawn } from 'node:child_process';
import { once } from 'node:events';
import { readFileSync } from 'node:fs';
import { request } from 'node:http';
import { dirname, join } from 'node:path';
import { createInterface } from 'node:readline';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { latencyLine, summarize } from '../lib/latency';
import { atMost, recordFigure } from '../lib/summary';

// Benchmark: 200 members connected to GET /api/household/events across 100 households
// on PostgreSQL (LISTEN/NOTIFY), one change per second per household (a shopping check through
// the API, by one of its members). Printed: the delivery latency from the write sent to the event
// read by each member (p50/p99), the write's own latency, and the server's RSS. The server runs
// in a process of its own. Needs PostgreSQL: BENCH_DATABASE_URL, else 127.0.0.1:5432 as postgres.

const HOUSEHOLDS = 100;
const SECONDS = Number(process.env.BENCH_LIVE_SECONDS ?? 20);
const ORIGIN = 'http://localhost:3000';
const here = dirname(fileURLToPath(import.meta.url));
const adminUrl = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';

type Seeded = { port: number; households: { itemId: string; cookies: string[] }[] };

const rssMb = (pid: number) => {
  const line = readFileSync(`/proc/${pid}/status`, 'utf8')
    .split('\n')
    .find((l) => l.startsWith('VmRSS:'));
  return Number(line?.replace(/\D+/g, '') ?? 0) / 1024;
};

async function admin(statement: string) {
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}

/** Opens a stream; `onChange` runs at each `change` event, on this process's clock. */
function openStream(port: number, cookie: string, onChange: () => void): Promise<() => void> {
  return new Promise((resolve, reject) => {
    const req = request({
      host: '127.0.0.1',
      port,
      path: '/api/household/events',
      headers: { cookie, accept: 'text/event-stream' },
    });
    req.on('error', reject);
    req.on('response', (response) => {
      if (response.statusCode !== 200) reject(new Error(`stream: ${response.statusCode}`));
      let buffer = '';
      response.setEncoding('utf8');
      response.on('data', (chunk: string) => {
        buffer += chunk;
        for (let end = buffer.indexOf('\n\n'); end >= 0; end = buffer.indexOf('\n\n')) {
          if (buffer.slice(0, end).includes('"type":"change"')) onChange();
          buffer = buffer.slice(end + 2);
        }
      });
      resolve(() => req.destroy());
    });
    req.end();
  });
}

function patch(port: number, cookie: string, itemId: string, checked: boolean): Promise<number> {
  return new Promise((resolve, reject) => {
    const body = JSON.stringify({ checked });
    const req = request(
      {
        host: '127.0.0.1',
        port,
        method: 'PATCH',
        path: `/api/shopping/items/${itemId}`,
        headers: { cookie, origin: ORIGIN, 'content-type': 'application/json' },
      },
      (response) => {
        response.resume();
        response.on('end', () => resolve(response.statusCode ?? 0));
      },
    );
    req.on('error', reject);
    req.end(body);
  });
}

export default async function liveBenchmark() {
  try {
    await admin('select 1');
  } catch {
    console.log(`PostgreSQL not reachable at ${adminUrl}: skipped (set BENCH_DATABASE_URL).`);
    return;
  }
  const name = `mijote_bench_live_${Date.now().toString(36)}`;
  await admin(`create database ${name}`);
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  let child: ChildProcess | undefined;
  const closers: (() => void)[] = [];
  try {
    child = spawn(process.execPath, ['--import', 'tsx', join(here, '_live-server.ts')], {
      env: {
        ...process.env,
        BENCH_LIVE_DATABASE_URL: url.toString(),
        BENCH_LIVE_HOUSEHOLDS: String(HOUSEHOLDS),
      },
      stdio: ['ignore', 'pipe', 'inherit'],
    });
    const lines = createInterface({ input: child.stdout! });
    const [first] = (await once(lines, 'line')) as [string];
    const seeded = JSON.parse(first) as Seeded;
    const pid = child.pid!;
    const rssIdle = rssMb(pid);

    // Each household's pending write: when it was sent, and which members still await it.
    const pending = new Map<number, { sentAt: number; waiting: number }>();
    const deliveries: number[] = [];
    const writes: number[] = [];
    let lost = 0;
    const refused = new Map<number, number>();
    for (const [h, household] of seeded.households.entries()) {
      for (const cookie of household.cookies) {
        closers.push(
          await openStream(seeded.port, cookie, () => {
            const write = pending.get(h);
            if (!write) return;
            deliveries.push(performance.now() - write.sentAt);
            write.waiting -= 1;
            if (write.waiting === 0) pending.delete(h);
          }),
        );
      }
    }
    await new Promise((resolve) => setTimeout(resolve, 500));
    const rssConnected = rssMb(pid);

    // One change a second per household, the households spread over the second.
    const started = performance.now();
    const timers: NodeJS.Timeout[] = [];
    const inFlight = new Set<Promise<void>>();
    seeded.households.forEach((household, h) => {
      let tick = 0;
      const write = () => {
        if (performance.now() - started > SECONDS * 1_000) return;
        if (pending.has(h)) lost += pending.get(h)?.waiting ?? 0;
        const sentAt = performance.now();
        pending.set(h, { sentAt, waiting: household.cookies.length });
        const cookie = household.cookies[tick % household.cookies.length]!;
        const done = patch(seeded.port, cookie, household.itemId, tick % 2 === 0).then((status) => {
          if (status !== 200) throw new Error(`PATCH answered ${status}`);
          writes.push(performance.now() - sentAt);
        });
        inFlight.add(done);
        void done.finally(() => inFlight.delete(done));
        tick += 1;
      };
      timers.push(
        setTimeout(
          () => {
            write();
            timers.push(setInterval(write, 1_000));
          },
          (h / seeded.households.length) * 1_000,
        ),
      );
    });
    let rssPeak = rssConnected;
    while (performance.now() - started < SECONDS * 1_000) {
      await new Promise((resolve) => setTimeout(resolve, 1_000));
      rssPeak = Math.max(rssPeak, rssMb(pid));
    }
    for (const timer of timers) clearInterval(timer);
    await Promise.all(inFlight);
    await new Promise((resolve) => setTimeout(resolve, 1_000));
    for (const write of pending.values()) lost += write.waiting;

    console.log(
      `${HOUSEHOLDS} households × 2 members on PostgreSQL, ${SECONDS} s at 1 change/s/household`,
    );
    const delivery = summarize(deliveries);
    console.log(latencyLine('delivery (write sent → event at a member)', delivery));
    console.log(latencyLine('the write itself (PATCH, answered)', summarize(writes)));
    console.log(`events not delivered within 1 s of the next write: ${lost}`);
    recordFigure({
      name: 'delivery (write sent → event at a member): p50',
      value: delivery.p50,
      unit: 'ms',
    });
    recordFigure({
      name: 'delivery (write sent → event at a member): p99',
      value: delivery.p99,
      unit: 'ms',
    });
    recordFigure({
      name: 'events not delivered within 1 s',
      value: lost,
      unit: '',
      budget: atMost(0),
    });
    console.log(
      `writes refused: ${refused.size === 0 ? 'none' : JSON.stringify(Object.fromEntries(refused))}`,
    );
    console.log(
      `server RSS: ${rssIdle.toFixed(0)} MB seeded, ${rssConnected.toFixed(0)} MB with ` +
        `${closers.length} streams, ${rssPeak.toFixed(0)} MB peak under load`,
    );
  } finally {
    for (const close of closers) close();
    if (child && child.exitCode === null) {
      child.kill('SIGTERM');
      await once(child, 'exit');
    }
    await admin(`drop database if exists ${name} with (force)`);
  }
}
