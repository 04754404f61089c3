import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { freePort, spawnServer, waitForHealth } from './helpers/server-process';

// The real start-up path (main.ts), as `npm start` runs it: config check, PGlite under DATA_DIR
// with its lock, listen, and a clean exit on SIGTERM.

const dataDir = mkdtempSync(join(tmpdir(), 'mijote-process-'));
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

describe('server process', () => {
  it('refuses to start on a bad configuration, naming the variable', async () => {
    const { exited, output } = spawnServer({
      DATA_DIR: dataDir,
      PORT: 'abc',
      SMTP_URL: 'http://x',
    });
    expect(await exited).toBe(1);
    expect(output()).toContain('PORT');
    expect(output()).toContain('SMTP_URL');
  });

  it('serves, holds the data-dir lock, and exits cleanly on SIGTERM', async () => {
    const port = await freePort();
    const server = spawnServer({ DATA_DIR: dataDir, PORT: String(port), HOST: '127.0.0.1' });
    const health = await waitForHealth(port, server);
    expect(health).toMatchObject({ status: 'ok', database: { kind: 'pglite' } });
    expect(existsSync(join(dataDir, '.lock'))).toBe(true);

    const second = spawnServer({ DATA_DIR: dataDir, PORT: String(port + 1), HOST: '127.0.0.1' });
    expect(await second.exited).toBe(1);
    expect(second.output()).toContain('déjà utilisé');

    server.child.kill('SIGTERM');
    expect(await server.exited).toBe(0);
    expect(existsSync(join(dataDir, '.lock'))).toBe(false);
  }, 180_000);
});
