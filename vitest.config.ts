import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

// One command runs every workspace's tests; each workspace is a project with its own environment.
export default defineConfig({
  test: {
    // Two cores: two test files at a time (each API file opens its own database).
    maxWorkers: 2,
    projects: [
      {
        test: {
          name: 'tools',
          root: '.',
          include: ['scripts/**/*.test.mjs', 'deploy/**/*.test.mjs'],
          environment: 'node',
        },
      },
      {
        test: {
          name: 'shared',
          root: './packages/shared',
          include: ['src/**/*.test.ts'],
          environment: 'node',
        },
      },
      {
        test: {
          name: 'api',
          root: './apps/api',
          include: ['src/**/*.test.ts', 'scripts/**/*.test.ts'],
          environment: 'node',
          // One module graph per worker, not per file: importing the whole app anew for each of
          // some 150 files cost more CPU than their tests (decision 0062). Each file still opens
          // its own database and app; module state is keys and caches safe to share.
          isolate: false,
          // PostgreSQL test databases are dropped together when the run ends (decision 0091).
          globalSetup: [
            fileURLToPath(new URL('./apps/api/src/test/drop-at-end.ts', import.meta.url)),
          ],
          // A test's time is not what it checks (benches measure speed): beside the browser
          // journeys on a slower two-core machine, the far-pages tests ran past 30 s.
          testTimeout: 120_000,
          hookTimeout: 120_000,
        },
      },
      './apps/web/vitest.config.ts',
      './apps/web/vitest.isolated.config.ts',
    ],
  },
});
