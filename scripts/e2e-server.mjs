// The server the end-to-end tests talk to, on E2E_PORT, as on a fresh machine: no PUBLIC_URL
// (localhost and 127.0.0.1 at the port are both trusted), a fresh DATA_DIR (PGlite + outbox) each
// run, or, when E2E_DATABASE_URL points at a PostgreSQL server, a freshly created database there
// (dropped again when the run ends).
import { randomBytes } from 'node:crypto';
import { mkdirSync, rmSync } from 'node:fs';
import pg from 'pg';
import { buildWhatIsStale, startServer } from './lib.mjs';

const dataDir = process.env.E2E_DATA_DIR;
if (!dataDir) throw new Error('E2E_DATA_DIR is required');
rmSync(dataDir, { recursive: true, force: true });
mkdirSync(dataDir, { recursive: true });

let databaseUrl;
let dropDatabase = async () => {};
if (process.env.E2E_DATABASE_URL) {
  const name = `mijote_e2e_${randomBytes(6).toString('hex')}`;
  await runAdmin(`create database ${name}`);
  const url = new URL(process.env.E2E_DATABASE_URL);
  url.pathname = `/${name}`;
  databaseUrl = url.toString();
  dropDatabase = () => runAdmin(`drop database if exists ${name} with (force)`);
}

/** One statement on the server's admin database, on a connection of its own. */
async function runAdmin(statement) {
  const admin = new pg.Client({ connectionString: process.env.E2E_DATABASE_URL });
  await admin.connect();
  try {
    await admin.query(statement);
  } finally {
    await admin.end();
  }
}

// The suite runs the server as `npm start` does: compiled (a no-op after `npm run build`).
buildWhatIsStale();
const port = process.env.E2E_PORT ?? '3100';
const server = startServer({
  NODE_ENV: 'test',
  PORT: port,
  HOST: '127.0.0.1',
  DATA_DIR: dataDir,
  AUTH_RATE_LIMIT_MAX: '1000',
  COMPLIMENTARY_EMAILS: 'offert@mijote.test',
  LOG_LEVEL: process.env.E2E_LOG_LEVEL ?? 'warn',
  // Recipe links may reach the journeys' fixture pages on 127.0.0.1 (decision 038); test only,
  // the server refuses it in production.
  TEST_LINKS_TO_LOOPBACK: 'true',
  ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}),
});
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal));
server.on('exit', (code) => {
  void dropDatabase().finally(() => process.exit(code ?? 0));
});
