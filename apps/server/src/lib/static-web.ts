import { existsSync } from 'node:fs';
import { join } from 'node:path';
import fastifyStatic, { type FastifyStaticOptions } from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import { setDefaultAccess } from './route-table';

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
  const options: FastifyStaticOptions = {
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
  };
  // `reply.sendFile` for the not-found handler (index.html), on the root; the files' own routes
  // in a scope of their own, where they are public (they cannot take a route config).
  await app.register(fastifyStatic, { ...options, serve: false });
  await app.register(async (scope) => {
    setDefaultAccess(scope, 'public');
    await scope.register(fastifyStatic, { ...options, decorateReply: false });
  });
  return true;
}
