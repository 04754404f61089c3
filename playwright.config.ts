import { join } from 'node:path';
import { defineConfig } from '@playwright/test';

const port = Number(process.env.E2E_PORT ?? 3100);
const dataDir = join(import.meta.dirname, '.data-test', `e2e-${port}`);
process.env.E2E_DATA_DIR = dataDir;
process.env.E2E_PORT = String(port);

export default defineConfig({
  testDir: './e2e',
  fullyParallel: false,
  // A journey waits on the server, the splash and the network more than it computes: with two
  // workers this machine's two cores were a third idle; three keep them busy.
  workers: 3,
  retries: 0,
  // Generous: a journey signs up several browsers, and CI machines are shared and noisy.
  timeout: 120_000,
  expect: { timeout: 10_000 },
  reporter: 'list',
  use: {
    baseURL: `http://localhost:${port}`,
    locale: 'fr-CH',
    // The app's service worker (decision 036) answers the page's requests for files, out of
    // Playwright's sight: journeys that do not test it go without it, so their routes and
    // network waits see every request. e2e/offline.spec.ts allows it.
    serviceWorkers: 'block',
    // A failed journey keeps its trace (each action's DOM, network, console) and one screenshot
    // of the end. The trace's filmstrip, a screenshot for every frame of every journey, cost the
    // suite a fifth of its time (98 s against 80 s for the same three files).
    trace: { mode: 'retain-on-failure', screenshots: false },
    screenshot: 'only-on-failure',
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: [
        '--headless',
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--no-first-run',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
      ],
    },
  },
  webServer: {
    command: 'node scripts/e2e-server.mjs',
    url: `http://localhost:${port}/api/health`,
    reuseExistingServer: false,
    // SIGTERM lets the server close cleanly and drop its PostgreSQL test database.
    gracefulShutdown: { signal: 'SIGTERM', timeout: 10_000 },
    timeout: 120_000,
    env: { E2E_DATA_DIR: dataDir, E2E_PORT: String(port) },
  },
});
