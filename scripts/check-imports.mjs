#!/usr/bin/env node
// Lint step (`npm run lint`): fails on an import cycle or a web module reaching into another.
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { importProblems } from './import-rules.mjs';

const repo = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const web = path.join(repo, 'apps/web/src');
const roots = [path.join(repo, 'apps/api/src'), path.join(repo, 'packages/shared/src'), web];

const problems = importProblems({ roots, webRoots: [web] });
for (const problem of problems) console.error(problem);
if (problems.length > 0) {
  console.error(`\n${problems.length} import rule(s) broken (docs/decisions/0013).`);
  process.exit(1);
}
console.log('imports: no cycles, no web module reaching into another');
