import { execFileSync } from 'node:child_process';
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { fillPage, generatedPages, refreshPages } from './product-tables-docs.mjs';
import { loadSources } from './product-tables-load.mjs';

const repo = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const script = path.join(repo, 'scripts/product-tables.mjs');
const errorsPage = 'docs/product/errors.md';

let sources;
let root;
beforeAll(async () => {
  sources = await loadSources();
}, 30_000);
afterEach(() => {
  if (root) rmSync(root, { recursive: true, force: true });
  root = undefined;
});

/** A copy of the repository's generated pages, refreshed, in a folder of its own. */
function freshCopy() {
  root = mkdtempSync(path.join(tmpdir(), 'product-tables-'));
  for (const page of Object.keys(generatedPages)) {
    cpSync(path.join(repo, page), path.join(root, page));
  }
  expect(refreshPages(root, sources, { check: false })).toEqual([]);
  return root;
}

const read = (page) => readFileSync(path.join(root, page), 'utf8');

/** The sources with one more error code, as if errors.ts had gained it. */
const withPlantedCode = (from) => ({
  ...from,
  errorCodes: [...from.errorCodes, 'PLANTED_CODE'],
  errorStatus: { ...from.errorStatus, PLANTED_CODE: 418 },
  errorMessages: { ...from.errorMessages, PLANTED_CODE: 'Código plantado.' },
});

/** Runs the CLI; its exit code and what it printed. */
function runCli(...args) {
  try {
    const stdout = execFileSync(process.execPath, [script, ...args], { encoding: 'utf8' });
    return { code: 0, output: stdout };
  } catch (error) {
    return { code: error.status, output: `${error.stdout}${error.stderr}` };
  }
}

describe('the product tables (docs/decisions/0059)', () => {
  it('fills a block between its markers and keeps the prose around it', () => {
    const page = 'Intro.\n\n<!-- generated: errors -->\nold rows\n<!-- /generated -->\n\nOutro.\n';
    const filled = fillPage(page, generatedPages[errorsPage], sources);
    expect(filled).toMatch(/^Intro\.\n\n<!-- generated: errors -->\n\n\| Code \| HTTP \|/);
    expect(filled).toContain('| `USER_DNI_NOT_MATCH` | 400 | La Cédula no coincide');
    expect(filled).not.toContain('old rows');
    expect(filled.endsWith('\n<!-- /generated -->\n\nOutro.\n')).toBe(true);
    expect(fillPage(filled, generatedPages[errorsPage], sources)).toBe(filled);
  });

  it('passes on fresh pages and names the stale one when an error code is added', () => {
    freshCopy();
    expect(refreshPages(root, sources, { check: true })).toEqual([]);
    const before = read(errorsPage);

    const planted = withPlantedCode(sources);
    expect(refreshPages(root, planted, { check: true })).toEqual([errorsPage]);
    expect(read(errorsPage)).toBe(before);

    expect(refreshPages(root, planted, { check: false })).toEqual([]);
    expect(read(errorsPage)).toContain('| `PLANTED_CODE` | 418 | Código plantado. |');
    expect(refreshPages(root, planted, { check: true })).toEqual([]);
  });

  it('counts a page that lost its markers as stale', () => {
    freshCopy();
    const page = 'docs/configuration.md';
    writeFileSync(path.join(root, page), read(page).replace('<!-- /generated -->', ''));
    expect(refreshPages(root, sources, { check: true })).toEqual([
      expect.stringMatching(/^docs\/configuration\.md: no "<!-- generated: configuration -->"/),
    ]);
  });

  it('--check exits 1 naming a table edited by hand, and 0 once regenerated', () => {
    freshCopy();
    const edited = read(errorsPage).replace('| 400 | La solicitud', '| 418 | La solicitud');
    writeFileSync(path.join(root, errorsPage), edited);

    const stale = runCli('--check', '--root', root);
    expect(stale.code).toBe(1);
    expect(stale.output).toContain(`stale generated table: ${errorsPage}`);

    expect(runCli('--root', root).code).toBe(0);
    const fresh = runCli('--check', '--root', root);
    expect(fresh).toEqual({ code: 0, output: 'product tables: up to date\n' });
  }, 30_000);
});
