import { defineConfig } from 'vitest/config';

// Browser journeys against the built server, in Debian's Chromium through playwright-core.
export default defineConfig({
  test: {
    root: './e2e',
    include: ['**/*.spec.ts'],
    globalSetup: ['./support/global-setup.ts'],
    testTimeout: 60_000,
    hookTimeout: 90_000,
    fileParallelism: false,
  },
});
