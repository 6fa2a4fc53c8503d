#!/usr/bin/env node
// Writes docs/decisions/README.md, the index of every decision; `--check` (a lint step) fails
// instead when the index is stale or a decision lacks its `# NNNN. Title`, `Date:` or `Status:`.
// `--dir <folder>` reads another folder of decisions (the tests use it).
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

const DECISION_FILE = /^(\d{4})-[a-z0-9-]+\.md$/;
const TITLE = /^# (\d{4})\. (\S.*)$/;
const DATE = /^Date: (\d{4}-\d{2}-\d{2})$/;
const STATUS = /^Status: ((?:accepted|proposed|deprecated|superseded by \d{4})\b.*)$/;
const SUPERSEDED_BY = /superseded by (\d{4})/g;

/** The header of one decision: the lines above its first `## ` section. */
function readDecision(dir, file) {
  const lines = readFileSync(path.join(dir, file), 'utf8').split('\n');
  const sectionAt = lines.findIndex((line) => line.startsWith('## '));
  const header = lines.slice(0, sectionAt === -1 ? lines.length : sectionAt);
  const title = TITLE.exec(header[0] ?? '');
  const date = header.map((line) => DATE.exec(line)).find(Boolean);
  const status = header.map((line) => STATUS.exec(line)).find(Boolean);
  return {
    file,
    number: DECISION_FILE.exec(file)?.[1] ?? '',
    titleNumber: title?.[1],
    title: title?.[2]?.trim(),
    date: date?.[1],
    status: status?.[1]?.trim(),
  };
}

function problemsOf(decisions, files) {
  const problems = [];
  const numbers = new Set(decisions.map((decision) => decision.number));
  for (const file of files) {
    if (!DECISION_FILE.test(file)) problems.push(`${file}: not named NNNN-short-name.md`);
  }
  const seen = new Set();
  for (const decision of decisions) {
    const { file, number } = decision;
    if (seen.has(number)) problems.push(`${file}: number ${number} used twice`);
    seen.add(number);
    if (decision.titleNumber !== number) {
      problems.push(`${file}: first line must be "# ${number}. Title"`);
    }
    if (!decision.date) problems.push(`${file}: no "Date: YYYY-MM-DD" line under its title`);
    if (!decision.status) {
      problems.push(
        `${file}: no "Status: accepted" (or "superseded by NNNN") line under its title`,
      );
    }
    for (const [, later] of (decision.status ?? '').matchAll(SUPERSEDED_BY)) {
      if (!numbers.has(later)) problems.push(`${file}: superseded by ${later}, which is missing`);
    }
  }
  return problems;
}

const cell = (text) => (text ?? '').replaceAll('|', '\\|');

function renderIndex(decisions) {
  const rows = decisions.map(
    (d) => `| ${d.number} | [${cell(d.title)}](${d.file}) | ${d.date ?? ''} | ${cell(d.status)} |`,
  );
  return [
    '# Decisions',
    '',
    'Decisions others must know: context, decision, consequences. Written by',
    '`node scripts/decisions-index.mjs` from the first lines of each decision; `npm run lint`',
    'fails when this index is stale or a decision lacks its title, `Date:` or `Status:`.',
    '',
    '| number | title | date | status |',
    '|---|---|---|---|',
    ...rows,
    '',
  ].join('\n');
}

/** The index the decisions in `dir` call for, what is wrong with them, and the index on disk. */
export function decisionsIndex(dir) {
  const files = readdirSync(dir)
    .filter((file) => file.endsWith('.md') && file !== 'README.md')
    .sort();
  const decisions = files
    .filter((file) => DECISION_FILE.test(file))
    .map((file) => readDecision(dir, file));
  let current = null;
  try {
    current = readFileSync(path.join(dir, 'README.md'), 'utf8');
  } catch {
    // No index yet: stale.
  }
  return { index: renderIndex(decisions), current, problems: problemsOf(decisions, files) };
}

function main(args) {
  const dirAt = args.indexOf('--dir');
  const repo = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
  const dir = dirAt === -1 ? path.join(repo, 'docs/decisions') : path.resolve(args[dirAt + 1]);
  const { index, current, problems } = decisionsIndex(dir);
  for (const problem of problems) console.error(problem);
  if (args.includes('--check')) {
    const stale = index !== current;
    if (stale)
      console.error('docs/decisions/README.md is stale: run node scripts/decisions-index.mjs');
    if (stale || problems.length > 0) process.exit(1);
    console.log('decisions: index current, every decision dated and with a status');
    return;
  }
  if (index !== current) writeFileSync(path.join(dir, 'README.md'), index);
  console.log(`decisions: index written (${path.join(dir, 'README.md')})`);
  if (problems.length > 0) process.exit(1);
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  main(process.argv.slice(2));
}
