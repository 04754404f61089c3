import { defineConfig } from 'vitest/config';

// Three projects: pure unit tests (shared packages + server rules), web components (happy-dom),
// and server integration tests that build the app against a real database.
export default defineConfig({
  test: {
    projects: [
      {
        test: {
          name: 'unit',
          include: ['packages/*/src/**/*.test.ts', 'apps/server/src/**/*.test.ts'],
          setupFiles: ['./vitest.setup.ts'],
          // A ceiling for a hung test, not a speed check: property tests over the catalogue took
          // more than Vitest's default 5 s on a machine loaded by other work.
          testTimeout: 20_000,
        },
      },
      {
        extends: './apps/web/vite.config.ts',
        test: {
          name: 'web',
          root: './apps/web',
          environment: 'happy-dom',
          include: ['src/**/*.test.{ts,tsx}'],
          setupFiles: ['../../vitest.setup.ts'],
          testTimeout: 20_000,
        },
      },
      {
        test: {
          name: 'server',
          include: ['apps/server/test/**/*.test.ts'],
          setupFiles: ['./vitest.setup.ts'],
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
    ],
  },
});
