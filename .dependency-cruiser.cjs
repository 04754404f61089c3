// Module boundaries, checked by `npm run lint` (dependency-cruiser). Biome keeps the file-level
// rules; this keeps the shape of the whole: no import cycle anywhere, server modules that meet
// only through each other's public face (index.ts), and queries only in repositories.
// scripts/boundaries.test.ts checks that each rule bites on a deliberate violation.

/** @type {import('dependency-cruiser').IConfiguration} */
module.exports = {
  forbidden: [
    {
      name: 'no-cycle',
      comment: 'An import cycle, type-only ones included: split the shared part into its own file.',
      severity: 'error',
      from: {},
      to: { circular: true },
    },
    {
      name: 'module-public-face',
      comment:
        'A server module imports another only through its public face (modules/<name>/index.ts).',
      severity: 'error',
      from: { path: '^apps/server/src/modules/([^/]+)/' },
      to: {
        path: '^apps/server/src/modules/',
        pathNot: ['^apps/server/src/modules/$1/', '^apps/server/src/modules/[^/]+/index\\.ts$'],
      },
    },
    {
      name: 'lower-layers-know-no-module',
      comment: 'lib/, db/ and providers/ serve the modules; they import none of them.',
      severity: 'error',
      from: { path: '^apps/server/src/(lib|db|providers)/' },
      to: { path: '^apps/server/src/modules/' },
    },
    {
      name: 'queries-in-repositories',
      comment:
        'Only a repository (*-repo.ts) queries the database: drizzle-orm and the tables are imported by repositories alone (types excepted).',
      severity: 'error',
      from: {
        path: '^apps/server/src/modules/',
        // better-auth is handed the tables and runs its own queries.
        pathNot: ['-repo\\.ts$', '\\.test\\.ts$', '^apps/server/src/modules/auth/auth\\.ts$'],
      },
      to: {
        path: [
          '^drizzle-orm',
          '(^|/)node_modules/drizzle-orm/',
          '^apps/server/src/db/[a-z-]*schema\\.ts$',
        ],
        dependencyTypesNot: ['type-only'],
      },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    exclude: { path: ['(^|/)node_modules/', '(^|/)dist/', '\\.d\\.ts$'] },
    tsPreCompilationDeps: true,
    tsConfig: { fileName: 'tsconfig.depcruise.json' },
    enhancedResolveOptions: {
      exportsFields: ['exports'],
      conditionNames: ['import', 'require', 'node', 'default', 'types'],
      extensions: ['.ts', '.tsx', '.js', '.mjs', '.cjs', '.json'],
    },
    reporterOptions: { text: { highlightFocused: true } },
  },
};
