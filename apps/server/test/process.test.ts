import { type ChildProcess, spawn } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';

// The real start-up path (main.ts), as `npm start` runs it: config check, PGlite under DATA_DIR
// with its lock, listen, and a clean exit on SIGTERM.

const MAIN = new URL('../src/main.ts', import.meta.url).pathname;
const dataDir = mkdtempSync(join(tmpdir(), 'mijote-process-'));
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

function start(env: Record<string, string>) {
  const child = spawn(process.execPath, ['--import', 'tsx', MAIN], {
    env: { ...process.env, NODE_ENV: 'test', LOG_LEVEL: 'warn', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout?.on('data', (chunk) => (output += chunk));
  child.stderr?.on('data', (chunk) => (output += chunk));
  const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
  return { child, exited, output: () => output };
}

async function waitForHealth(port: number, child: ChildProcess) {
  for (let i = 0; i < 150; i++) {
    if (child.exitCode !== null) throw new Error('server exited');
    try {
      const response = await fetch(`http://127.0.0.1:${port}/api/health`);
      if (response.ok) return response.json();
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error('server did not become healthy');
}

describe('server process', () => {
  it('refuses to start on a bad configuration, naming the variable', async () => {
    const { exited, output } = start({ DATA_DIR: dataDir, PORT: 'abc', SMTP_URL: 'http://x' });
    expect(await exited).toBe(1);
    expect(output()).toContain('PORT');
    expect(output()).toContain('SMTP_URL');
  });

  it('serves, holds the data-dir lock, and exits cleanly on SIGTERM', async () => {
    const port = 3200 + Math.floor(Math.random() * 500);
    const server = start({ DATA_DIR: dataDir, PORT: String(port), HOST: '127.0.0.1' });
    const health = await waitForHealth(port, server.child);
    expect(health).toMatchObject({ status: 'ok', database: { kind: 'pglite' } });
    expect(existsSync(join(dataDir, '.lock'))).toBe(true);

    const second = start({ DATA_DIR: dataDir, PORT: String(port + 1), HOST: '127.0.0.1' });
    expect(await second.exited).toBe(1);
    expect(second.output()).toContain('déjà utilisé');

    server.child.kill('SIGTERM');
    expect(await server.exited).toBe(0);
    expect(existsSync(join(dataDir, '.lock'))).toBe(false);
  }, 60_000);
});
