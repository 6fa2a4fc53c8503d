import { mkdir, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { build } from 'esbuild';
import { repoRoot } from './paths.mjs';

// The e2e journeys' own steps (TypeScript), so the https bench signs in, issues and verifies as
// `npm run e2e` does. Packages stay imports: the bundle is written inside node_modules, where
// they resolve.
const ENTRY = `
export { openWatchedPage } from './e2e/support/browser.ts';
export { signInFully } from './e2e/support/journey.ts';
export { fillDriver } from './e2e/support/certificate-form.ts';
export { openOnPhone } from './e2e/support/printout.ts';
export { qrAddressOf } from './e2e/support/pdf.ts';
export { startSmtpCapture } from './apps/api/src/test/smtp-capture.ts';
`;

/** Bundles the journey helpers on the fly and imports them. */
export async function loadJourneyHelpers() {
  const { outputFiles } = await build({
    stdin: { contents: ENTRY, resolveDir: repoRoot, loader: 'ts' },
    bundle: true,
    format: 'esm',
    platform: 'node',
    packages: 'external',
    write: false,
  });
  const folder = path.join(repoRoot, 'node_modules', '.cache', 'aptovial-bench');
  await mkdir(folder, { recursive: true });
  const file = path.join(folder, `journey-helpers-${process.pid}.mjs`);
  await writeFile(file, outputFiles[0].text);
  try {
    return await import(file);
  } finally {
    await rm(file, { force: true });
  }
}
