// End-to-end tests drive Debian's Chromium (no browser download is possible here): install it
// with apt-get when it is missing.
import { existsSync } from 'node:fs';
import { run } from './lib.mjs';

export const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

export function ensureChromium() {
  if (existsSync(CHROMIUM)) return;
  console.log('Chromium est absent : installation du paquet Debian « chromium »…');
  const asRoot = process.getuid?.() === 0 ? [] : ['sudo'];
  const aptGet = (...args) => {
    const [command, ...rest] = [...asRoot, 'apt-get', ...args];
    run(command, rest, { env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' } });
  };
  aptGet('update');
  aptGet('install', '-y', 'chromium');
}

if (import.meta.url === `file://${process.argv[1]}`) ensureChromium();
