import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';

const entry = fileURLToPath(new URL('./product-tables-sources.mjs', import.meta.url));

/**
 * The tables' sources, read from the TypeScript itself: bundled in memory by esbuild (no file
 * written, no test runner) and imported as a data: URL, which resolves only Node's built-ins,
 * so everything else is bundled in.
 */
export async function loadSources() {
  const result = await build({
    entryPoints: [entry],
    absWorkingDir: path.dirname(path.dirname(entry)),
    bundle: true,
    write: false,
    platform: 'node',
    format: 'esm',
    logLevel: 'warning',
  });
  const [output] = result.outputFiles;
  if (!output) throw new Error('esbuild wrote no bundle of the product tables sources');
  return import(`data:text/javascript;base64,${Buffer.from(output.text).toString('base64')}`);
}
