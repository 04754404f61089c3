import { existsSync, readdirSync } from 'node:fs';
import { join, relative } from 'node:path';
import fastifyStatic, { type FastifyStaticOptions } from '@fastify/static';
import { isAppPagePath } from '@mijote/contracts';
import type { FastifyInstance } from 'fastify';
import { setDefaultAccess } from './route-table';

export const WEB_DIST_DIR = new URL('../../../web/dist', import.meta.url).pathname;

/**
 * A path the app's router answers (a page, known or not: it shows « Page introuvable »), not a
 * file that is missing: no extension in its last segment, nothing under /assets/. A missing file
 * is the API's 404, never the app's HTML (a tab opened before a deploy would take the page for
 * the old build's script, and robots.txt or favicon.ico for a page).
 */
function isPageRequest(url: string): boolean {
  const path = url.split(/[?#]/, 1)[0] ?? '';
  if (path === '/api' || path.startsWith('/api/') || path.startsWith('/assets/')) return false;
  return !/\.[^/]*$/.test(path.slice(path.lastIndexOf('/')));
}

/**
 * The status the app goes out with for a GET or HEAD no route answered: 200 for one of its
 * pages, 404 for another page path (the app shows « Page introuvable »); undefined for a missing
 * file.
 */
export function appPageStatus(url: string): 200 | 404 | undefined {
  if (!isPageRequest(url)) return undefined;
  return isAppPagePath(url) ? 200 : 404;
}

/** Where the web build writes the HTML of one page (apps/web/build-plugins/page-preloads.ts). */
const PAGES_DIR = 'pages';

/**
 * The app's HTML files by page path: index.html, and beside it the copies the build made for
 * the pages whose scripts it announces (`/dashboard/chat` → pages/dashboard/chat.html).
 */
function pageFiles(distDir: string): (url: string) => string {
  const pages = new Map<string, string>();
  const visit = (dir: string) => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      const path = join(dir, entry.name);
      if (entry.isDirectory()) visit(path);
      else if (entry.name.endsWith('.html')) {
        const file = relative(distDir, path);
        pages.set(`/${relative(PAGES_DIR, file).replace(/\.html$/, '')}`, file);
      }
    }
  };
  if (existsSync(join(distDir, PAGES_DIR))) visit(join(distDir, PAGES_DIR));
  return (url) => {
    const path = (url.split(/[?#]/, 1)[0] ?? '').replace(/(.)\/+$/, '$1');
    return pages.get(path) ?? 'index.html';
  };
}

/**
 * Serves the built web app: `/` answered with the prerendered landing page (landing.html), the
 * files of the build, and (through the app's not-found handler and `appPageStatus`) every other
 * page path with the app (index.html), whose router shows the page or its 404 page. Hashed
 * assets are cached for a year as immutable, the pages never. Each file goes out in the
 * precompressed variant the browser accepts (brotli, gzip: made by the web build), with
 * `Vary: Accept-Encoding`. Answers the file of the app's HTML a page path goes out with, or
 * false when there is no build.
 */
export async function serveWebApp(
  app: FastifyInstance,
  distDir = WEB_DIST_DIR,
): Promise<((url: string) => string) | false> {
  const indexFile = join(distDir, 'index.html');
  if (!existsSync(indexFile)) {
    app.log.warn({ distDir }, 'web app not built: run `npm run build` to serve it');
    return false;
  }
  // A build without the landing page (an older one) serves the app at `/` as before.
  const landingPage = existsSync(join(distDir, 'landing.html')) ? 'landing.html' : 'index.html';
  const options: FastifyStaticOptions = {
    root: distDir,
    wildcard: false,
    index: false,
    preCompressed: true,
    setHeaders(res, path) {
      if (path.includes(`${join(distDir, 'assets')}`)) {
        res.header('cache-control', 'public, max-age=31536000, immutable');
      } else {
        res.header('cache-control', 'no-cache');
      }
    },
  };
  // `reply.sendFile` for the not-found handler (index.html), on the root; the files' own routes
  // in a scope of their own, where they are public (they cannot take a route config).
  await app.register(fastifyStatic, { ...options, serve: false });
  await app.register(async (scope) => {
    setDefaultAccess(scope, 'public');
    await scope.register(fastifyStatic, { ...options, decorateReply: false });
    scope.get('/', (_request, reply) => reply.sendFile(landingPage));
  });
  return pageFiles(distDir);
}
