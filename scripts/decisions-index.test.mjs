import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';

const script = path.join(import.meta.dirname, 'decisions-index.mjs');

let dir;
afterEach(() => rmSync(dir, { recursive: true, force: true }));

/** A folder of decisions from `{ '0001-a.md': text }`. */
function decisions(files) {
  dir = mkdtempSync(path.join(tmpdir(), 'decisions-'));
  for (const [file, text] of Object.entries(files)) writeFileSync(path.join(dir, file), text);
  return dir;
}

const run = (...args) =>
  spawnSync(process.execPath, [script, '--dir', dir, ...args], { encoding: 'utf8' });

const decision = (number, title, status = 'accepted') =>
  `# ${number}. ${title}\n\nDate: 2026-11-23\nStatus: ${status}\n\n## Context\nWhy.\n`;

describe('decisions index (the lint step)', () => {
  it('writes a table of every decision, then passes the check', () => {
    decisions({
      '0001-first.md': decision('0001', 'First | one'),
      '0002-second.md': decision('0002', 'Second', 'superseded by 0003'),
      '0003-third.md': decision('0003', 'Third'),
    });
    expect(run().status).toBe(0);
    const index = readFileSync(path.join(dir, 'README.md'), 'utf8');
    expect(index).toContain('| 0001 | [First \\| one](0001-first.md) | 2026-11-23 | accepted |');
    expect(index).toContain(
      '| 0002 | [Second](0002-second.md) | 2026-11-23 | superseded by 0003 |',
    );
    expect(index.indexOf('0002-second.md')).toBeLessThan(index.indexOf('0003-third.md'));
    expect(run('--check').status).toBe(0);
  });

  it('fails the check when the index is missing or stale', () => {
    decisions({ '0001-first.md': decision('0001', 'First') });
    expect(run('--check').status).toBe(1);
    expect(run().status).toBe(0);
    writeFileSync(path.join(dir, '0002-new.md'), decision('0002', 'New'));
    const stale = run('--check');
    expect(stale.status).toBe(1);
    expect(stale.stderr).toContain('stale');
    expect(run().status).toBe(0);
    expect(run('--check').status).toBe(0);
  });

  it('fails the check when a decision lacks its Status or Date, even with a current index', () => {
    decisions({
      '0001-first.md': decision('0001', 'First'),
      '0002-no-status.md': '# 0002. No status\n\nDate: 2026-11-23\n\n## Context\nStatus: later\n',
      '0003-no-date.md': '# 0003 No date\n\nStatus: accepted\n\n## Context\n',
    });
    const written = run();
    expect(written.status).toBe(1);
    const check = run('--check');
    expect(check.status).toBe(1);
    expect(check.stderr).toContain('0002-no-status.md: no "Status: accepted"');
    expect(check.stderr).toContain('0003-no-date.md: first line must be "# 0003. Title"');
    expect(check.stderr).toContain('0003-no-date.md: no "Date: YYYY-MM-DD"');
    expect(check.stderr).not.toContain('0001-first.md');
  });

  it('fails the check when a decision is superseded by one that does not exist', () => {
    decisions({ '0001-first.md': decision('0001', 'First', 'superseded by 0009') });
    run();
    const check = run('--check');
    expect(check.status).toBe(1);
    expect(check.stderr).toContain('superseded by 0009, which is missing');
  });
});
