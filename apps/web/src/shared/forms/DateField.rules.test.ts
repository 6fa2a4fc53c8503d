import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const SRC = path.resolve(__dirname, '../..');
const CANDIDATES = ['', '.ts', '.tsx', '/index.ts', '/index.tsx'];
// Imports that load code with the file: `import type` and dynamic `import()` load nothing now.
const STATIC_IMPORT =
  /^\s*(?:import|export)(?!\s+type\s)(?:[^'";]*?\sfrom\s*)?\s*['"]([^'"]+)['"]/gm;

function resolveFile(from: string, specifier: string): string | undefined {
  const base = path.resolve(path.dirname(from), specifier);
  return CANDIDATES.map((suffix) => base + suffix).find(
    (file) => /\.tsx?$/.test(file) && existsSync(file),
  );
}

/** Every package that the first load of `entries` brings along, static imports followed. */
function packagesLoadedBy(entries: readonly string[]): Set<string> {
  const packages = new Set<string>();
  const seen = new Set<string>();
  const pending = entries.map((entry) => path.join(SRC, entry));
  for (let file = pending.pop(); file !== undefined; file = pending.pop()) {
    if (seen.has(file)) continue;
    seen.add(file);
    for (const [, specifier = ''] of readFileSync(file, 'utf8').matchAll(STATIC_IMPORT)) {
      if (!specifier.startsWith('.')) packages.add(specifier);
      const target = specifier.startsWith('.') ? resolveFile(file, specifier) : undefined;
      if (target !== undefined) pending.push(target);
    }
  }
  return packages;
}

const loadsDates = (packages: Set<string>) =>
  [...packages].filter((name) => name.startsWith('@mantine/dates'));

// docs/architecture.md: the public pages have no date field, so they never pay for the calendar.
describe('@mantine/dates stays out of the public pages', () => {
  it.each([
    ['the app shell', 'main.tsx'],
    ['the landing', 'modules/public/pages/LandingPage.tsx'],
    ['the verify page', 'modules/verification/pages/VerifyCertificatePage.tsx'],
    ['the sign-in pages', 'modules/auth/pages/authPages.ts'],
  ])('%s does not load it', (_name, entry) => {
    expect(loadsDates(packagesLoadedBy([entry]))).toEqual([]);
  });

  it('is loaded by the pages with a date field (so the walk above does see it)', () => {
    expect(
      loadsDates(packagesLoadedBy(['modules/certificates/pages/CertificateTotalsPage.tsx'])),
    ).toContain('@mantine/dates');
  });
});

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(full);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [full] : [];
  });
}

// docs/product/rules.md: DD/MM/YYYY whatever the browser's language, set in one place.
describe('days are typed and shown in one format', () => {
  const files = sourceFiles(SRC).map((file) => ({
    name: path.relative(SRC, file),
    text: readFileSync(file, 'utf8'),
  }));

  it('has no native date input, which a browser in English shows as mm/dd/yyyy', () => {
    const native = files.filter(({ text }) => /type=["'{]+(date|datetime-local)\b/.test(text));
    expect(native.map(({ name }) => name)).toEqual([]);
  });

  it('shows every day and time through shared/dates, so no page picks its own pattern', () => {
    // Decision 0067: one formatter for the web; toLocale… and Intl follow the browser's language
    // and its 12-hour clock ('a. m.'), the shared package's formatters are the API's.
    const ownPattern =
      /\b(formatDate|formatTimestamp|lastSeenText)\(|toLocale(Date|Time)?String\(|Intl\.DateTimeFormat|hour12/;
    const own = files.filter(
      ({ name, text }) => !name.startsWith('shared/dates/') && ownPattern.test(text),
    );
    expect(own.map(({ name }) => name)).toEqual([]);
  });
});
