import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';
import { filesWithModuleFakes } from './vitest.config';

/** The web test files that fake one of the app's modules, each in its own module graph. */
export default defineConfig({
  plugins: [react()],
  test: {
    name: 'web-isolated',
    environment: 'jsdom',
    include: filesWithModuleFakes,
    setupFiles: ['./src/test/setup.ts'],
    isolate: true,
  },
});
