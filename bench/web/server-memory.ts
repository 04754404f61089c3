import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { createRequire } from 'node:module';
import { atMost, recordFigure } from '../lib/summary';
import {
  type ProductionServer,
  residentMegabytes,
  signedInCookie,
  startProductionServer,
} from './_server-process';

// The production server's start-up time and resident memory (RSS), idle and under a
// short autocannon load (BENCH_LOAD_SECONDS, 10 s, at 50 connections, on 127.0.0.1) against an
// authenticated `GET /api/me` and the landing page, on the embedded database (PGlite) and on
// PostgreSQL (BENCH_DATABASE_URL, else the local server on 127.0.0.1:5432 when it answers).
// Budget: RSS ≤ 150 MB under load.

const BUDGET_MB = 150;
const SECONDS = Number(process.env.BENCH_LOAD_SECONDS ?? 10);
const CONNECTIONS = 50;
const AUTOCANNON = createRequire(import.meta.url).resolve('autocannon/autocannon.js');

type LoadResult = { requests: { average: number }; latency: { p50: number; p99: number } };

async function load(url: string, headers: Record<string, string>): Promise<LoadResult> {
  const args = [AUTOCANNON, '--json', '-c', String(CONNECTIONS), '-d', String(SECONDS)];
  for (const [name, value] of Object.entries(headers)) args.push('-H', `${name}=${value}`);
  const child = spawn(process.execPath, [...args, url], { stdio: ['ignore', 'pipe', 'ignore'] });
  let output = '';
  child.stdout.on('data', (chunk: Buffer) => {
    output += chunk.toString();
  });
  await once(child, 'exit');
  return JSON.parse(output) as LoadResult;
}

async function measure(label: string, server: ProductionServer) {
  const cookie = await signedInCookie(server.baseUrl);
  await new Promise((resolve) => setTimeout(resolve, 3000));
  const idle = residentMegabytes(server.serverPid);
  let peak = idle;
  const sampler = setInterval(() => {
    peak = Math.max(peak, residentMegabytes(server.serverPid));
  }, 100);
  const me = await load(`${server.baseUrl}/api/me`, { cookie });
  const landing = await load(`${server.baseUrl}/`, { 'accept-encoding': 'gzip, br' });
  clearInterval(sampler);
  const after = residentMegabytes(server.serverPid);
  const mb = (value: number) => `${value.toFixed(0)} MB`.padStart(8);
  recordFigure({ name: `${label}: start-up`, value: server.startupMs / 1000, unit: 's' });
  recordFigure({ name: `${label}: server RSS idle`, value: idle, unit: 'MB' });
  recordFigure({
    name: `${label}: server RSS under load (/api/me, /)`,
    value: peak,
    unit: 'MB',
    budget: atMost(BUDGET_MB),
  });
  recordFigure({ name: `${label}: GET /api/me p99`, value: me.latency.p99, unit: 'ms' });
  console.log(
    [
      label.padEnd(12),
      `${(server.startupMs / 1000).toFixed(1)} s`.padStart(8),
      mb(idle),
      mb(peak),
      `≤ ${BUDGET_MB} MB ${peak <= BUDGET_MB ? 'ok' : 'MISSED'}`.padEnd(16),
      mb(after),
      `${Math.round(me.requests.average)} req/s p99 ${me.latency.p99} ms`.padStart(26),
      `${Math.round(landing.requests.average)} req/s p99 ${landing.latency.p99} ms`.padStart(26),
    ].join(' '),
  );
}

async function postgresAdminUrl(): Promise<string | undefined> {
  const url = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
  const { default: pg } = await import('pg');
  const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 2000 });
  try {
    await client.connect();
    await client.end();
    return url;
  } catch {
    return undefined;
  }
}

export default async function benchmarkServerMemory(): Promise<void> {
  console.log(
    `\nServer (npm start), RSS idle and under ${SECONDS} s of autocannon at ${CONNECTIONS} connections per target`,
  );
  console.log(
    [
      'database'.padEnd(12),
      'start-up'.padStart(8),
      'idle'.padStart(8),
      'peak'.padStart(8),
      'budget'.padEnd(16),
      'after'.padStart(8),
      'GET /api/me (signed in)'.padStart(26),
      'GET / (landing)'.padStart(26),
    ].join(' '),
  );
  const targets: { label: string; databaseUrl?: string }[] = [{ label: 'PGlite' }];
  const adminUrl = await postgresAdminUrl();
  if (adminUrl) targets.push({ label: 'PostgreSQL', databaseUrl: adminUrl });
  else console.log('(PostgreSQL not reachable: set BENCH_DATABASE_URL to measure it)');
  for (const target of targets) {
    const server = await startProductionServer(
      target.databaseUrl ? { databaseUrl: target.databaseUrl } : {},
    );
    try {
      await measure(target.label, server);
    } finally {
      await server.stop();
    }
  }
}
