#!/usr/bin/env node
// The long fuzzing campaign (decision 0030): the CI fuzz test with many more inputs per operation.
//   npm run fuzz                       100 inputs per operation and session, the fixed seed
//   npm run fuzz -- --runs 500 --seed 7
//   TEST_DATABASE_URL=postgres://... npm run fuzz     the same on PostgreSQL
// Prints the calls made, the answers by status and every 5xx or broken refusal; exits 1 on any.
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const TEST_FILE = 'apps/api/src/test/fuzz/fuzz.test.ts';

function option(name, fallback) {
  const index = process.argv.indexOf(`--${name}`);
  const value = index >= 0 ? process.argv[index + 1] : undefined;
  if (value === undefined) return fallback;
  if (!/^-?\d+$/.test(value)) throw new Error(`--${name} needs a whole number, got "${value}"`);
  return value;
}

const runs = option('runs', '100');
const seed = option('seed', process.env.FUZZ_SEED ?? '20260615');
const folder = mkdtempSync(path.join(tmpdir(), 'aptovial-fuzz-'));
const reportFile = path.join(folder, 'report.json');

console.log(`fuzz: ${runs} inputs per operation and session, seed ${seed}`);
const vitest = spawnSync('npx', ['vitest', 'run', TEST_FILE, '--reporter=dot'], {
  cwd: root,
  stdio: 'inherit',
  env: { ...process.env, FUZZ_RUNS: runs, FUZZ_SEED: seed, FUZZ_REPORT: reportFile },
});

let report;
try {
  report = JSON.parse(readFileSync(reportFile, 'utf8'));
} catch {
  console.error('fuzz: the test wrote no report (it failed before fuzzing; see above)');
  process.exit(vitest.status || 1);
} finally {
  rmSync(folder, { recursive: true, force: true });
}

const statuses = Object.entries(report.byStatus)
  .map(([status, count]) => `  ${status}: ${count}`)
  .join('\n');
console.log(
  `\nseed ${report.seed}, ${report.runsPerOperation} runs per operation and session\n` +
    `operations: ${report.operations}\ncalls: ${report.calls} in ${report.seconds} s\n` +
    `by status:\n${statuses}\n5xx: ${report.serverErrors}\nfindings: ${report.findings.length}`,
);
for (const finding of report.findings) {
  console.log(
    `- ${finding.operation} as ${finding.caller}: ${finding.problem}\n  ${finding.request}`,
  );
}
if (report.unreachedBySession.length > 0) {
  console.log(`no Admin session reaches: ${report.unreachedBySession.join(', ')}`);
}
process.exit(vitest.status === 0 && report.findings.length === 0 ? 0 : 1);
