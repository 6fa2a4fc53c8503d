import { fileURLToPath } from 'node:url';

/** Every path is resolved from the repository root, so `npm run bench` works from any folder. */
export const repoRoot = fileURLToPath(new URL('../../', import.meta.url));
export const apiBundle = fileURLToPath(new URL('../../apps/api/dist/server.js', import.meta.url));
export const resultsFile = fileURLToPath(new URL('../results/latest.json', import.meta.url));
