import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';
import { pagePreloads } from './build-plugins/page-preloads.ts';

const page = (name: string) => fileURLToPath(new URL(name, import.meta.url));

/**
 * The groups of src/locales/fr.json that travel with the code using them rather than in the
 * first load (src/lib/strings.ts): each is named by the pages, dialogs and cards that show it,
 * with a literal key (`'settings.title'`, `` `planning.day.${day}` ``). A group only code outside
 * src/ names (the shared packages, the server) must not be listed: nothing would load it.
 */
const SPLIT_STRING_GROUPS = [
  'auth',
  'calendar',
  'chat',
  'demo',
  'favorites',
  'ownRecipes',
  'fridge',
  'household',
  'invitation',
  'landing',
  'legal',
  'onboarding',
  'payment',
  'planning',
  'preferences',
  'recipe',
  'settings',
  'shopping',
  'subscription',
  'subscriptionStatus',
  'suggestions',
];

/** The groups the landing page shows besides its own (src/app/landing-app.tsx). */
const LANDING_STRING_GROUPS = ['app', 'common', 'theme'];

const GROUP_MODULE = 'virtual:strings/';

/**
 * fr.json cut into what the first load needs and the groups a page alone shows:
 * - `virtual:core-strings`: every group but the split ones (src/lib/i18n.ts);
 * - `virtual:landing-strings`: the landing's core groups (src/app/landing-app.tsx);
 * - `virtual:strings/<group>`: registers one split group (src/lib/strings.ts), imported by every
 *   module of src/ that names one of its keys, so the bundler puts the group in the chunk of the
 *   code that shows it. One JSON module imported whole would ship whole (83 kB, 23 kB gzipped)
 *   in the first load.
 */
function strings(): Plugin {
  const locale = page('src/locales/fr.json');
  const source = page('src');
  // Read once per build (and again when the file changes while serving), not per module.
  let strings: Record<string, unknown> | undefined;
  const read = () => {
    strings ??= JSON.parse(readFileSync(locale, 'utf8')) as Record<string, unknown>;
    return strings;
  };
  const pick = (all: Record<string, unknown>, keep: (group: string) => boolean) =>
    Object.fromEntries(Object.entries(all).filter(([group]) => keep(group)));
  const named = new Set(SPLIT_STRING_GROUPS);
  const literal = new RegExp(`(['"\`])(${SPLIT_STRING_GROUPS.join('|')})\\.[\\w$]`, 'g');
  /**
   * The split groups `code` names a key of. A literal that is an object's key, a `case` or a
   * `kind` (the offline queue's 'shopping.add' and its kin) names a change, not a text.
   */
  const groupsNamedIn = (code: string) => {
    const groups = new Set<string>();
    for (const match of code.matchAll(literal)) {
      const before = code.slice(Math.max(0, match.index - 12), match.index);
      const close = code.indexOf(match[1] as string, match.index + 1);
      const after = close === -1 ? '' : code.slice(close + 1, close + 3);
      const isKey = /[{,]\s*$/.test(before) && /^\s*:/.test(after);
      if (isKey || /(\bcase|\bkind\s*(:|===|!==))\s*$/.test(before)) continue;
      groups.add(match[2] as string);
    }
    return groups;
  };
  return {
    name: 'mijote-strings',
    buildStart: () => {
      strings = undefined;
    },
    watchChange: (id) => {
      if (id === locale) strings = undefined;
    },
    resolveId: (id) =>
      id === 'virtual:core-strings' ||
      id === 'virtual:landing-strings' ||
      id.startsWith(GROUP_MODULE)
        ? `\0${id}`
        : undefined,
    load(resolved) {
      if (!resolved.startsWith('\0virtual:')) return undefined;
      this.addWatchFile(locale);
      const id = resolved.slice(1);
      const all = read();
      if (id === 'virtual:core-strings') {
        return `export default ${JSON.stringify(pick(all, (group) => !named.has(group)))};`;
      }
      if (id === 'virtual:landing-strings') {
        return `export default ${JSON.stringify(pick(all, (group) => LANDING_STRING_GROUPS.includes(group)))};`;
      }
      const group = id.slice(GROUP_MODULE.length);
      if (!named.has(group)) throw new Error(`${id}: no such split group in fr.json`);
      return `import { registerStrings } from '@/lib/strings';\nregisterStrings(${JSON.stringify(pick(all, (name) => name === group))});`;
    },
    transform(code, id) {
      if (!id.startsWith(source) || !/\.tsx?$/.test(id) || id.endsWith('/lib/strings.ts')) {
        return undefined;
      }
      const imports = [...groupsNamedIn(code)].map((group) => `import '${GROUP_MODULE}${group}';`);
      return imports.length === 0 ? undefined : { code: `${imports.join('')}${code}`, map: null };
    },
  };
}

/** Names this build: the offline cache of another build is not read back (decision 036). */
const BUILD_ID = process.env.MIJOTE_BUILD_ID ?? Date.now().toString(36);

export default defineConfig(({ isSsrBuild }) => ({
  plugins: [react(), tailwindcss(), strings(), pagePreloads(page('src/app/routes.tsx'))],
  define: { __BUILD_ID__: JSON.stringify(BUILD_ID) },
  // `@/` is src/ (the same in tsconfig.json's paths); vitest's web project extends this file.
  resolve: {
    alias: [
      { find: '@', replacement: page('src') },
      ...(process.env.MIJOTE_REACT === 'react'
        ? []
        : [
            { find: /^react-dom\/test-utils$/, replacement: 'preact/test-utils' },
            { find: /^react-dom\/client$/, replacement: 'preact/compat/client' },
            { find: /^react-dom\/server$/, replacement: 'preact/compat/server' },
            { find: /^react-dom$/, replacement: 'preact/compat' },
            { find: /^react$/, replacement: 'preact/compat' },
            { find: /^use-sync-external-store\/shim(\/index\.js)?$/, replacement: 'preact/compat' },
            { find: /^react\/jsx-(dev-)?runtime$/, replacement: 'preact/jsx-runtime' },
          ]),
    ],
  },
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
    rollupOptions: {
      input: { main: page('index.html'), landing: page('landing.html') },
      // A phone fetches at most six files at a time over HTTP/1.1: a dashboard page that needs
      // 40 to 80 chunks, most under 1.5 kB (an icon, an area of the contracts, a small helper
      // shared by two screens), waited for a dozen round trips before its first paint. Rolldown
      // copies each shared chunk into the chunks that read it, with one module state kept by its
      // runtime, so that a page loads 8 to 11 files and no code it could not reach before
      // (docs/performance.md, 30 Nov). Not for the prerender's node build, which is one file.
      ...(isSsrBuild
        ? {}
        : {
            preserveEntrySignatures: false,
            output: { codeSplitting: { experimentalInlineCommonChunks: { maxSize: Infinity } } },
          }),
    },
  },
}));
