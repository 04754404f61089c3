// The server the end-to-end tests talk to: a fresh DATA_DIR (PGlite + outbox) each run, or
// PostgreSQL when E2E_DATABASE_URL is set, on E2E_PORT.
import { mkdirSync, rmSync } from 'node:fs';
import { startServer } from './lib.mjs';

const dataDir = process.env.E2E_DATA_DIR;
if (!dataDir) throw new Error('E2E_DATA_DIR is required');
rmSync(dataDir, { recursive: true, force: true });
mkdirSync(dataDir, { recursive: true });

const port = process.env.E2E_PORT ?? '3100';
const server = startServer({
  NODE_ENV: 'test',
  PORT: port,
  HOST: '127.0.0.1',
  PUBLIC_URL: `http://localhost:${port}`,
  DATA_DIR: dataDir,
  AUTH_RATE_LIMIT_MAX: '1000',
  COMPLIMENTARY_EMAILS: 'offert@mijote.test',
  LOG_LEVEL: process.env.E2E_LOG_LEVEL ?? 'warn',
  ...(process.env.E2E_DATABASE_URL ? { DATABASE_URL: process.env.E2E_DATABASE_URL } : {}),
});
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal));
server.on('exit', (code) => process.exit(code ?? 0));
