import { defineConfig } from 'vitest/config';

// Three projects: pure unit tests (shared packages + server rules), web components (happy-dom),
// and server integration tests that build the app against a real database.
/** The web tests read the libraries' ES builds, as the browser's bundle does (decision 039). */
const WEB_CONDITIONS = ['module', 'browser', 'development|production'];

export default defineConfig({
  test: {
    // One worker per core. Vitest's default leaves one core out, which on a two-core machine ran
    // the whole suite on one worker, the other core mostly idle (402 s, against 251 s with two).
    maxWorkers: '100%',
    projects: [
      {
        test: {
          name: 'unit',
          include: [
            'packages/*/src/**/*.test.ts',
            'apps/server/src/**/*.test.ts',
            'scripts/**/*.test.ts',
            'bench/**/*.test.ts',
            'apps/web/build-plugins/**/*.test.ts',
          ],
          setupFiles: ['./vitest.setup.ts'],
          // Ceilings for a hung test, not speed checks: on a CI machine loaded by other work, tests
          // and hooks that take a second here took ten times longer (and failed on 20 s).
          testTimeout: 60_000,
          hookTimeout: 60_000,
        },
      },
      {
        extends: './apps/web/vite.config.ts',
        resolve: { mainFields: ['module', 'main'], conditions: WEB_CONDITIONS },
        ssr: { resolve: { conditions: WEB_CONDITIONS } },
        test: {
          name: 'web',
          root: './apps/web',
          environment: 'happy-dom',
          include: ['src/**/*.test.{ts,tsx}'],
          // The libraries written for React go through the same aliases as the app's own files,
          // so that the components are tested on the runtime the browser gets (Preact's
          // compatibility layer, apps/web/vite.config.ts).
          server: {
            deps: {
              inline: true,
            },
          },
          setupFiles: ['../../vitest.setup.ts'],
          testTimeout: 60_000,
          hookTimeout: 60_000,
        },
      },
      {
        test: {
          name: 'server',
          include: ['apps/server/test/**/*.test.ts'],
          // Each file builds its own app on its own database and closes it; nothing is mocked and
          // the server keeps no state in its modules. Sharing the modules between the files of a
          // worker saves importing the whole server (Fastify, better-auth, drizzle, PGlite) once
          // per file, which was a quarter of the suite's time.
          isolate: false,
          setupFiles: ['./vitest.setup.ts'],
          globalSetup: ['./apps/server/test/global-setup.ts'],
          testTimeout: 90_000,
          hookTimeout: 180_000,
        },
      },
    ],
  },
});
