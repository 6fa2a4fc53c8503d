#!/usr/bin/env node
// Lint step (`npm run lint`): fails on a comment or page citing a document or tracker the
// repository does not hold (docs/decisions/0060).
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { citationProblems } from './citation-rules.mjs';

const repo = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

const problems = citationProblems(repo);
for (const problem of problems) console.error(problem);
if (problems.length > 0) {
  console.error(
    `\n${problems.length} citation(s) of what a clone lacks: cite docs/product, ` +
      'docs/architecture.md or a decision in docs/decisions instead (docs/decisions/0060).',
  );
  process.exit(1);
}
console.log('citations: every one points inside the repository');
