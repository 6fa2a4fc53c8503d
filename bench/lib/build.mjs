import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { apiBundle, repoRoot } from './paths.mjs';

/** Builds only the API: the web build is not needed to serve /api and may be mid-change. */
export function ensureApiBuilt() {
  if (existsSync(apiBundle)) return { built: false };
  console.log('apps/api/dist/server.js is missing: building the API (npm run build -w apps/api)');
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
