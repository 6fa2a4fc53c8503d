import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { citationProblems, citationsIn } from './citation-rules.mjs';

// Planted citations are spelled in pieces so this file passes the rule it tests.
const SHORT_SPEC = ['SP', 'EC'].join('');
const OUTSIDE_SPEC = `${SHORT_SPEC}.md`;
const OUTSIDE_DESIGN = `${['DES', 'IGN'].join('')}.md`;
const ISSUE = 'issue';
// Paths that leave the repository, in pieces too.
const BESIDE = ['..', 'shared'].join('/');
const MACHINE = ['', 'work', ''].join('/');
const NOTE = ['integrations', 'mercantil-c2p.md'].join('/');
const TERRITORY_TEST = 'packages/shared/src/catalogues/territory.test.ts';

let root;
afterEach(() => {
  if (root) rmSync(root, { recursive: true, force: true });
  root = undefined;
});

/** A git work tree from `{ 'src/a.ts': text }`, every file added except those named untracked. */
function repository(files, untracked = []) {
  root = mkdtempSync(path.join(tmpdir(), 'citations-'));
  const git = (...args) => execFileSync('git', args, { cwd: root, stdio: 'ignore' });
  git('init', '-q');
  for (const [file, text] of Object.entries(files)) {
    mkdirSync(path.dirname(path.join(root, file)), { recursive: true });
    writeFileSync(path.join(root, file), text);
  }
  const tracked = Object.keys(files).filter((file) => !untracked.includes(file));
  if (tracked.length > 0) git('add', '-f', ...tracked);
  return root;
}

const lines = (text) => citationsIn(text).map(({ line }) => line);

describe('citation rules (the lint step)', () => {
  it('passes comments that cite the repository and the verb "issues"', () => {
    const clean = [
      '/** The roles of docs/product/roles.md (decision 0029). */',
      '// docs/architecture.md: every list query uses an index.',
      '// A doctor at a field operative issues 50 certificates in a row.',
      '// Offline-verify issues 1000001 and 1000002, the serials of its lot.',
      "it('opens the issue form', () => {});",
    ].join('\n');
    expect(citationsIn(clean)).toEqual([]);
  });

  it('refuses the outside documents, by file name or short name', () => {
    const text = [
      `// ${OUTSIDE_SPEC} section 6: the Admin alone.`,
      '// Nothing here.',
      ` * The address the QR holds (${OUTSIDE_DESIGN} §11).`,
      ` * Where a user is sent (${SHORT_SPEC}: dataProfile).`,
      `// As the spec ${'section'} 5 says.`,
    ].join('\n');
    expect(lines(text)).toEqual([1, 3, 4, 5]);
  });

  it('refuses an issue number in every spelling, split across comment lines too', () => {
    const text = [
      `// Field operatives (${ISSUE} 7): the doctor's own.`,
      `// ${ISSUE.toUpperCase()} #12, point 3.`,
      `/** Road medicine (${ISSUE}s 20 and 21) and (${ISSUE}s 14 to 17). */`,
      ` * Asked for by ${ISSUE}`,
      ' * 19, part 4.',
    ].join('\n');
    expect(lines(text)).toEqual([1, 2, 3, 3, 4]);
  });

  it('refuses paths that leave the repository, one report per path', () => {
    const text = [
      `Banco Mercantil, whose wire format is in \`${BESIDE}/${NOTE}\`.`,
      `// The bank's field names (${NOTE}).`,
      `Compared with ${BESIDE}/data/venezuela.json when present; see the \`${BESIDE}\` folder.`,
      ` * Read from ${MACHINE}shared/data, or file://${MACHINE}main/README.md.`,
      `[the bank](../../${NOTE})`,
    ].join('\n');
    const found = citationsIn(text, 'docs/decisions/0023-payment-gateway.md');
    expect(found.map(({ line }) => line)).toEqual([1, 2, 3, 3, 4, 4, 5]);
    expect(found[0]).toMatchObject({
      why: 'points to a folder beside the repository',
      text: `${BESIDE}/${NOTE}`,
    });
    expect(found[1]?.why).toBe('names an integration page outside docs/integrations');
    expect(found[4]?.text).toBe(`${MACHINE}shared/data`);
  });

  it("passes the integration pages, a web module's own shared folder and web addresses", () => {
    const page = `docs/${NOTE}`;
    expect(citationsIn(`// The bank's wire format (${page}).`, 'apps/api/src/a.ts')).toEqual([]);
    // A page's relative link is read from its own folder.
    expect(citationsIn(`[bank](../${NOTE})`, 'docs/decisions/0023-x.md')).toEqual([]);
    expect(citationsIn('[bank](mercantil-c2p.md)', `docs/integrations/README.md`)).toEqual([]);
    const clean = [
      "import { toast } from '../shared/ui/alerts';",
      "import { useSessionStore } from '../../../shared/session/sessionStore';",
      `// https://example.org/work/today and https://github.com/o/r/blob/main/${NOTE}`,
    ].join('\n');
    expect(citationsIn(clean, 'apps/web/src/modules/x/components/X.tsx')).toEqual([]);
  });

  it('refuses the territory test reading a file beside the repository like any other', () => {
    const read = `const file = new URL('${'../'.repeat(4)}${BESIDE}/data/venezuela.json', import.meta.url);\n`;
    expect(citationProblems(repository({ [TERRITORY_TEST]: read }))).toEqual([
      expect.stringMatching(
        /^packages\/shared\/src\/catalogues\/territory\.test\.ts:1: points to a folder beside/,
      ),
    ]);
  });

  it('reports file:line over tracked and new files, skipping dependencies and the lockfile', () => {
    const problems = citationProblems(
      repository(
        {
          'README.md': '# AptoVial\n\nSee docs/product/README.md.\n',
          'apps/api/src/a.ts': `const a = 1;\n// As ${OUTSIDE_SPEC} asks.\n`,
          'docs/new.md': `Planned in ${ISSUE} 7.\n`,
          'node_modules/x/index.js': `// ${OUTSIDE_SPEC}\n`,
          'package-lock.json': `{ "note": "${ISSUE} 7" }\n`,
          'logo.png': `\0PNG ${OUTSIDE_SPEC}`,
        },
        ['docs/new.md'],
      ),
    );
    expect(problems).toEqual([
      expect.stringMatching(/^apps\/api\/src\/a\.ts:2: names a document/),
      expect.stringMatching(/^docs\/new\.md:1: cites an issue/),
    ]);
  });
});
