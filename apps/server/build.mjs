// Compiles the server for `npm start`: one ES module, run by node without a TypeScript loader in
// memory. The workspace packages (@mijote/*, shipped as TypeScript sources) and the server's own
// code are bundled; every other package stays an import from node_modules, as installed.
//
// The bundle sits at dist/server/main.js, as deep under apps/server as a src/<dir>/ file, so the
// paths the code builds from import.meta.url (../../drizzle, ../../../web/dist) hold in both.
import { build } from 'esbuild';

const here = new URL('.', import.meta.url).pathname;

/** Bare imports other than the workspace's own packages are left to node's resolution. */
const dependenciesStayExternal = {
  name: 'dependencies-stay-external',
  setup(pluginBuild) {
    pluginBuild.onResolve({ filter: /^[^./]/ }, (args) =>
      args.path.startsWith('@mijote/') ? undefined : { path: args.path, external: true },
    );
  },
};

await build({
  entryPoints: [`${here}src/main.ts`],
  outfile: `${here}dist/server/main.js`,
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  sourcemap: true,
  // Stack traces in the log keep the TypeScript names and lines.
  keepNames: true,
  logLevel: 'warning',
  plugins: [dependenciesStayExternal],
});
