import { existsSync } from 'node:fs';
import { join } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';

export const WEB_DIST_DIR = new URL('../../../web/dist', import.meta.url).pathname;

/**
 * Serves the built single-page app: hashed assets cached for a year, index.html never cached,
 * every non-API path answered with index.html so the router (and its 404 page) decides.
 */
export async function serveWebApp(app: FastifyInstance, distDir = WEB_DIST_DIR) {
  const indexFile = join(distDir, 'index.html');
  if (!existsSync(indexFile)) {
    app.log.warn({ distDir }, 'web app not built: run `npm run build` to serve it');
    return false;
  }
  await app.register(fastifyStatic, {
    root: distDir,
    wildcard: false,
    index: false,
    setHeaders(res, path) {
      if (path.includes(`${join(distDir, 'assets')}`)) {
        res.header('cache-control', 'public, max-age=31536000, immutable');
      } else {
        res.header('cache-control', 'no-cache');
      }
    },
  });
  return true;
}
