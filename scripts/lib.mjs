import { spawn, spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';

export const ROOT = new URL('..', import.meta.url).pathname;
export const WEB_DIST_INDEX = join(ROOT, 'apps/web/dist/index.html');
/** The compiled server (apps/server/build.mjs): what `npm start` and the e2e suite run. */
export const SERVER_BUNDLE = join(ROOT, 'apps/server/dist/server/main.js');

/** Runs a command in the repository, inheriting the terminal; exits on failure. */
export function run(command, args, options = {}) {
  const result = spawnSync(command, args, { cwd: ROOT, stdio: 'inherit', ...options });
  if (result.status !== 0) process.exit(result.status ?? 1);
}

/** Newest modification time under the given paths (files only). */
function newestMtime(paths) {
  let newest = 0;
  const visit = (path) => {
    if (!existsSync(path)) return;
    const stat = statSync(path);
    if (stat.isDirectory()) {
      for (const entry of readdirSync(path)) if (entry !== 'node_modules') visit(join(path, entry));
    } else if (stat.mtimeMs > newest) newest = stat.mtimeMs;
  };
  for (const path of paths) visit(join(ROOT, path));
  return newest;
}

/** True when the web build is missing or older than the sources it is made of. */
export function webBuildIsStale() {
  if (!existsSync(WEB_DIST_INDEX)) return true;
  const sources = newestMtime([
    'apps/web/src',
    'apps/web/public',
    'apps/web/index.html',
    'apps/web/vite.config.ts',
    'packages/contracts/src',
    'packages/cuisine/src',
    'packages/cuisine/data',
  ]);
  return sources > statSync(WEB_DIST_INDEX).mtimeMs;
}

/** True when the compiled server is missing or older than the sources it is made of. */
export function serverBuildIsStale() {
  if (!existsSync(SERVER_BUNDLE)) return true;
  const sources = newestMtime([
    'apps/server/src',
    'apps/server/build.mjs',
    'packages/contracts/src',
    'packages/contracts/package.json',
    'packages/cuisine/src',
    'packages/cuisine/data',
    'packages/cuisine/package.json',
  ]);
  return sources > statSync(SERVER_BUNDLE).mtimeMs;
}

/** Builds the web app and the server where their sources are newer than the build. */
export function buildWhatIsStale() {
  if (webBuildIsStale()) {
    console.log('Construction de l’application web…');
    run('npm', ['run', 'build', '-w', '@mijote/web']);
  }
  if (serverBuildIsStale()) {
    console.log('Construction du serveur…');
    run('npm', ['run', 'build', '-w', '@mijote/server']);
  }
}

/**
 * Node's flags for the production server (bench/api starts it with the same).
 *
 * `--heap-growing-percent=15`: after each full collection V8 lets the old space grow 15 % over
 * what is alive, instead of a factor it picks up to 4× when allocation is fast. Under the API
 * load the heap stays near its live size: peak RSS 201 MB instead of 411–517 MB, CPU per request
 * within the noise of five default runs (docs/performance.md, 27 Nov). A smaller young
 * generation (`--max-semi-space-size`) would save 20–50 MB more but costs up to 60 % more CPU
 * on the list; a cap on the old space could end the process, so neither is set.
 */
export const SERVER_NODE_ARGS = ['--heap-growing-percent=15'];

/** The production server: the compiled bundle run by node, no TypeScript loader in memory. */
export function startServer(env) {
  return spawn(process.execPath, [...SERVER_NODE_ARGS, SERVER_BUNDLE], {
    cwd: ROOT,
    stdio: 'inherit',
    env: { ...process.env, ...env },
  });
}
