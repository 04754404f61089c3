// `npm run dev`: the API with reload on change (port 3000) and Vite with hot reload (port 5173,
// proxying /api). Open http://localhost:5173.
import { spawn } from 'node:child_process';
import { ROOT } from './lib.mjs';

const env = {
  ...process.env,
  NODE_ENV: 'development',
  PUBLIC_URL: process.env.PUBLIC_URL ?? 'http://localhost:5173',
  // Vite listens on 127.0.0.1: opened by that name the dev server is another origin.
  TRUSTED_ORIGINS: process.env.TRUSTED_ORIGINS ?? 'http://127.0.0.1:5173',
};
const children = [
  spawn(process.execPath, ['--watch', '--import', 'tsx', 'apps/server/src/main.ts'], {
    cwd: ROOT,
    stdio: 'inherit',
    env,
  }),
  spawn('npx', ['vite', '--host', '127.0.0.1'], { cwd: `${ROOT}/apps/web`, stdio: 'inherit', env }),
];
const stop = (signal) => {
  for (const child of children) child.kill(signal);
};
process.on('SIGINT', () => stop('SIGINT'));
process.on('SIGTERM', () => stop('SIGTERM'));
for (const child of children)
  child.on('exit', (code) => {
    stop('SIGTERM');
    process.exit(code ?? 0);
  });
