import { randomBytes } from 'node:crypto';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

/**
 * The embedded default needs no configuration, yet sessions must survive a restart: the first
 * start writes a random secret under DATA_DIR (readable by the owner only) and reuses it after.
 */
export function loadOrCreateAuthSecret(dataDir: string): string {
  const path = join(dataDir, 'auth-secret');
  try {
    const existing = readFileSync(path, 'utf8').trim();
    if (existing.length >= 32) return existing;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
  }
  mkdirSync(dataDir, { recursive: true });
  const secret = randomBytes(32).toString('base64url');
  writeFileSync(path, secret, { mode: 0o600 });
  return secret;
}
