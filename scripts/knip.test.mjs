import { spawnSync } from 'node:child_process';
import { appendFileSync, cpSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterEach, describe, expect, it } from 'vitest';

// The lint step's knip passes (decision 0061), run on a copy of scripts/fixtures/knip with exports
// planted, so the test proves what `npm run lint` would say of the same code in the repository.
const repo = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const fixture = path.join(repo, 'scripts/fixtures/knip');
const knipBin = path.join(repo, 'node_modules/knip/bin/knip.js');

let copy;
afterEach(() => rmSync(copy, { recursive: true, force: true }));

function project(plant = {}) {
  copy = mkdtempSync(path.join(tmpdir(), 'knip-'));
  cpSync(fixture, copy, { recursive: true });
  for (const [file, text] of Object.entries(plant)) appendFileSync(path.join(copy, file), text);
  return copy;
}

function knip(directory, ...flags) {
  const run = spawnSync(process.execPath, [knipBin, '--directory', directory, ...flags], {
    encoding: 'utf8',
    env: { ...process.env, NO_COLOR: '1' },
  });
  return { code: run.status, output: run.stdout + run.stderr };
}

describe('knip in the lint step', { timeout: 60_000 }, () => {
  it('passes the fixture as it is, in both passes', () => {
    const directory = project();
    expect(knip(directory, '--no-progress').code).toBe(0);
    expect(knip(directory, '--no-progress', '--production').code).toBe(0);
  });

  it('fails on an export nothing imports, naming it', () => {
    const directory = project({
      'src/greeting.ts': "\nexport const plantedFarewell = 'Chao';\n",
    });
    const { code, output } = knip(directory, '--no-progress');
    expect(code).toBe(1);
    expect(output).toContain('Unused exports');
    expect(output).toContain('plantedFarewell');
  });

  it('fails the production pass on an export only a test uses, unless it is marked @internal', () => {
    const testOnly = (tag) => ({
      'src/greeting.ts': `\n${tag}export const plantedShout = (text: string) => text.toUpperCase();\n`,
      'src/greeting.test.ts': "\nimport { plantedShout } from './greeting';\nplantedShout('x');\n",
    });
    const untagged = project(testOnly(''));
    expect(knip(untagged, '--no-progress').code).toBe(0);
    const production = knip(untagged, '--no-progress', '--production');
    expect(production.code).toBe(1);
    expect(production.output).toContain('plantedShout');
    rmSync(untagged, { recursive: true, force: true });

    const tagged = project(testOnly('/** @internal */\n'));
    expect(knip(tagged, '--no-progress', '--production').code).toBe(0);
  });
});
