// `npm run build` of the web app: the Vite build (the app and the landing page), the landing's
// HTML prerendered into dist/landing.html, the service worker (Workbox, decision 036), then every
// text file precompressed (gzip and brotli) for the server's static handler, which sends the
// variant the browser accepts.
import { readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { build } from 'vite';
import { generateSW } from 'workbox-build';

const root = new URL('..', import.meta.url).pathname;
const dist = join(root, 'dist');
const ssrDist = join(root, 'dist-ssr');

await build({ root, logLevel: 'warn' });

// The landing rendered by React on node, from the same components the browser hydrates.
await build({
  root,
  logLevel: 'warn',
  build: { ssr: 'src/prerender.tsx', outDir: ssrDist, sourcemap: false, emptyOutDir: true },
  // Bundled whole, so that the libraries render with the same runtime as the browser's.
  ssr: { noExternal: true },
});
const { renderLanding } = await import(pathToFileURL(join(ssrDist, 'prerender.js')).href);
const landingFile = join(dist, 'landing.html');
const shell = readFileSync(landingFile, 'utf8');
if (!shell.includes('<!--landing-->')) throw new Error('landing.html lost its <!--landing--> mark');
writeFileSync(landingFile, shell.replace('<!--landing-->', renderLanding()));
rmSync(ssrDist, { recursive: true, force: true });

// The service worker (decision 036): the app's shell and every file of this build precached, so
// that the dashboard opens without a network; a page path is answered with the app's index.html.
// `/` (the landing) and the API are never answered by it. A new build's worker waits until the
// user taps « Recharger » (lib/offline/service-worker.ts).
const sw = await generateSW({
  globDirectory: dist,
  globPatterns: [
    'index.html',
    'assets/**/*.{js,css,svg,png,woff2}',
    '*.{svg,js,webmanifest}',
    'icons/*.png',
  ],
  globIgnores: ['sw.js', 'workbox-*.js', '**/*.map'],
  swDest: join(dist, 'sw.js'),
  navigateFallback: '/index.html',
  navigateFallbackDenylist: [/^\/api(\/|$)/, /^\/$/],
  // Hashed names change with their content: no revision needed for them.
  dontCacheBustURLsMatching: /^assets\//,
  cleanupOutdatedCaches: true,
  clientsClaim: true,
  skipWaiting: false,
  inlineWorkboxRuntime: true,
  sourcemap: false,
  mode: 'production',
  maximumFileSizeToCacheInBytes: 4 * 1024 * 1024,
});
console.log(`Service worker: ${sw.count} files precached (${Math.round(sw.size / 1024)} kB).`);

// Precompressed once here rather than on every request; small files gain nothing.
const COMPRESSIBLE = /\.(js|css|html|svg|json|txt|webmanifest)$/;
const MIN_BYTES = 1024;
let files = 0;
const visit = (dir) => {
  for (const entry of readdirSync(dir)) {
    const path = join(dir, entry);
    if (statSync(path).isDirectory()) {
      visit(path);
      continue;
    }
    if (!COMPRESSIBLE.test(entry) || statSync(path).size < MIN_BYTES) continue;
    const body = readFileSync(path);
    writeFileSync(`${path}.gz`, gzipSync(body, { level: 9 }));
    writeFileSync(
      `${path}.br`,
      brotliCompressSync(body, {
        params: {
          [constants.BROTLI_PARAM_QUALITY]: 11,
          [constants.BROTLI_PARAM_SIZE_HINT]: body.length,
        },
      }),
    );
    files++;
  }
};
visit(dist);
console.log(`Web app built in ${dist} (${files} files precompressed, gzip and brotli).`);
