import react from '@vitejs/plugin-react';
import { configDefaults, defineConfig } from 'vitest/config';

/**
 * Test files that stand a fake in for one of the app's modules with `vi.mock` (the captcha
 * widget, the map, the proof-of-work solver). In a shared module graph a page imported under one
 * file's fake keeps it for the files after, and a page imported before never sees it: these run
 * each in a graph of its own (vitest.isolated.config.ts). The alert helpers' fake is everyone's
 * (src/test/setup.ts), so it needs no such care.
 */
export const filesWithModuleFakes = [
  'src/modules/auth/pages/LoginPage.challenge.test.tsx',
  'src/modules/operatives/components/OperativeMapSlot.test.tsx',
  'src/modules/pre-registrations/request/PaymentForm.test.tsx',
  'src/modules/pre-registrations/request/PaymentOutcomes.test.tsx',
  'src/modules/pre-registrations/request/ProofCode.test.tsx',
  'src/modules/pre-registrations/request/RequestPages.test.tsx',
];

export default defineConfig({
  plugins: [react()],
  test: {
    name: 'web',
    environment: 'jsdom',
    include: ['src/**/*.test.{ts,tsx}'],
    exclude: [...configDefaults.exclude, ...filesWithModuleFakes],
    setupFiles: ['./src/test/setup.ts'],
    // One module graph and jsdom per worker, not per file: importing React, Mantine and the app
    // anew for each of some 100 files cost more CPU than their tests (decision 0062).
    isolate: false,
  },
});
