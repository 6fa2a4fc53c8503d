#!/usr/bin/env node
// `npm run docs:tables` writes the generated tables of docs/product and docs/configuration.md;
// with --check (a step of `npm run lint`) it writes nothing and fails naming each stale page.
// --root DIR reads and writes the pages under DIR instead of the repository (tests).
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { refreshPages } from './product-tables-docs.mjs';
import { loadSources } from './product-tables-load.mjs';

const args = process.argv.slice(2);
const check = args.includes('--check');
const rootAt = args.indexOf('--root');
const repo = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const root = rootAt >= 0 ? path.resolve(args[rootAt + 1] ?? '.') : repo;

const stale = refreshPages(root, await loadSources(), { check });
if (check && stale.length > 0) {
  for (const page of stale) console.error(`stale generated table: ${page}`);
  console.error('\nRun `npm run docs:tables` and commit the pages (docs/decisions/0059).');
  process.exit(1);
}
if (!check && stale.length > 0) {
  for (const page of stale) console.error(page);
  process.exit(1);
}
console.log(check ? 'product tables: up to date' : 'product tables: written');
