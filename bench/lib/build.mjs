import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { apiBundle, repoRoot } from './paths.mjs';

// The sources bundled into apps/api/dist/server.js.
const SOURCES = ['apps/api/src', 'packages/shared/src'];

/** The first source file changed after the bundle was built, if any. */
function newerSource(bundleTime) {
  for (const folder of SOURCES) {
    for (const file of readdirSync(path.join(repoRoot, folder), { recursive: true })) {
      const full = path.join(repoRoot, folder, file);
      if (statSync(full).mtimeMs > bundleTime) return path.join(folder, file);
    }
  }
  return undefined;
}

/**
 * Builds only the API: the web build is not needed to serve /api and may be mid-change. Rebuilds
 * when a source is newer than the bundle, so a run never benches yesterday's code.
 */
export function ensureApiBuilt() {
  const changed = existsSync(apiBundle) ? newerSource(statSync(apiBundle).mtimeMs) : 'missing';
  if (!changed) return { built: false };
  console.log(
    changed === 'missing'
      ? 'apps/api/dist/server.js is missing: building the API (npm run build -w apps/api)'
      : `${changed} is newer than apps/api/dist/server.js: building the API (npm run build -w apps/api)`,
  );
  const result = spawnSync('npm', ['run', 'build', '-w', 'apps/api'], {
    cwd: repoRoot,
    stdio: 'inherit',
    timeout: 300_000,
  });
  if (result.status !== 0 || !existsSync(apiBundle)) {
    throw new Error('the API build failed; run `npm run build -w apps/api` to see why');
  }
  return { built: true };
}
