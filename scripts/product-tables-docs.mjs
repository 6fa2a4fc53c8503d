import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { callsTable, screensTable } from './product-tables-access.mjs';
import { configurationTable, errorsTable, rolesTable } from './product-tables-render.mjs';

/** Each page holding generated tables, and the tables it holds (decision 0059). */
export const generatedPages = {
  'docs/product/errors.md': { errors: errorsTable },
  'docs/product/roles.md': { roles: rolesTable },
  'docs/product/screens.md': { screens: screensTable },
  'docs/product/calls.md': { calls: callsTable },
  'docs/configuration.md': { configuration: configurationTable },
};

const END = '<!-- /generated -->';
const startOf = (name) => `<!-- generated: ${name} -->`;

/** The page's text with each named block between its markers replaced by a fresh table. */
export function fillPage(text, tables, sources, file = 'page') {
  let filled = text;
  for (const [name, render] of Object.entries(tables)) {
    const start = filled.indexOf(startOf(name));
    const end = filled.indexOf(END, start);
    if (start < 0 || end < 0) {
      throw new Error(`${file}: no "${startOf(name)}" ... "${END}" block`);
    }
    const head = filled.slice(0, start + startOf(name).length);
    filled = `${head}\n\n${render(sources)}\n\n${filled.slice(end)}`;
  }
  return filled;
}

/**
 * Refreshes every generated block under `root`: writes the pages (`check: false`) or leaves them
 * and returns the stale ones (`check: true`). A missing page or block counts as stale.
 */
export function refreshPages(root, sources, { check }) {
  const stale = [];
  for (const [file, tables] of Object.entries(generatedPages)) {
    const full = path.join(root, file);
    if (!existsSync(full)) {
      stale.push(`${file} (missing)`);
      continue;
    }
    const text = readFileSync(full, 'utf8');
    let fresh;
    try {
      fresh = fillPage(text, tables, sources, file);
    } catch (error) {
      stale.push(error.message);
      continue;
    }
    if (fresh === text) continue;
    if (check) stale.push(file);
    else writeFileSync(full, fresh);
  }
  return stale;
}
