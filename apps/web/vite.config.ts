import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';

const page = (name: string) => fileURLToPath(new URL(name, import.meta.url));

/** The groups of src/locales/fr.json the landing page shows (src/app/landing-app.tsx). */
const LANDING_STRING_GROUPS = ['app', 'common', 'landing', 'theme'];

/**
 * `virtual:landing-strings`: those groups of fr.json alone, read at build time. One JSON module
 * cannot be split by the bundler: imported whole by the app and in part by the landing, it would
 * ship whole (54 kB) in the chunk they share.
 */
function landingStrings(): Plugin {
  const id = 'virtual:landing-strings';
  const locale = page('src/locales/fr.json');
  return {
    name: 'mijote-landing-strings',
    resolveId: (source) => (source === id ? `\0${id}` : undefined),
    load(resolved) {
      if (resolved !== `\0${id}`) return undefined;
      this.addWatchFile(locale);
      const strings = JSON.parse(readFileSync(locale, 'utf8')) as Record<string, unknown>;
      const subset = Object.fromEntries(LANDING_STRING_GROUPS.map((key) => [key, strings[key]]));
      return `export default ${JSON.stringify(subset)};`;
    },
  };
}

/** Names this build: the offline cache of another build is not read back (decision 036). */
const BUILD_ID = process.env.MIJOTE_BUILD_ID ?? Date.now().toString(36);

export default defineConfig({
  plugins: [react(), tailwindcss(), landingStrings()],
  define: { __BUILD_ID__: JSON.stringify(BUILD_ID) },
  // `@/` is src/ (the same in tsconfig.json's paths); vitest's web project extends this file.
  resolve: { alias: { '@': page('src') } },
  server: {
    port: 5173,
    proxy: { '/api': 'http://127.0.0.1:3000' },
  },
  build: {
    outDir: 'dist',
    sourcemap: true,
    // Two pages sharing their chunks: the app (every path but `/`) and the landing, served at
    // `/`, prerendered and light (budget: ≤ 100 kB of gzipped JS). scripts/build.mjs
    // runs this build, the prerender and the compression.
    rollupOptions: { input: { main: page('index.html'), landing: page('landing.html') } },
  },
});
