import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';

/** docs/architecture.md: reported beside the figures, never asserted. */
const BUDGET = { startupSeconds: 15, idleMemoryMb: 250 };

const COLUMNS = [
  { title: 'endpoint', value: (row) => row.endpoint },
  { title: 'target', value: (row) => row.target },
  { title: 'req/s', value: (row) => formatInteger(row.load.requestsPerSecond), right: true },
  { title: 'p50 ms', value: (row) => formatMs(row.load.latencyMs.p50), right: true },
  { title: 'p99 ms', value: (row) => formatMs(row.load.latencyMs.p99), right: true },
  { title: 'non-2xx', value: (row) => String(row.load.non2xx), right: true },
  { title: 'errors', value: (row) => String(row.load.errors), right: true },
  { title: 'AptoVial/bare', value: (row) => row.ratio ?? '', right: true },
];

export function printReport({ server, scenarios, options }) {
  console.log('');
  console.log(
    `Start-up to ready: ${(server.startupMs / 1000).toFixed(1)} s ` +
      `(budget <= ${BUDGET.startupSeconds} s: ${verdict(server.startupMs / 1000 <= BUDGET.startupSeconds)})`,
  );
  // A fresh PGlite server is a first start: it still holds the memory of creating the cluster
  // until V8 collects it, so its figure says nothing about the budget (bench:memory measures that).
  const budget = options.databaseUrl
    ? `budget < ${BUDGET.idleMemoryMb} MB: ${verdict(server.idleRssMb < BUDGET.idleMemoryMb)}`
    : 'a first start on PGlite; `npm run bench:memory` measures a restarted one';
  console.log(
    `Idle memory (RSS): ${server.idleRssMb.toFixed(0)} MB (${budget}); ` +
      `after load: ${server.rssAfterLoadMb.toFixed(0)} MB`,
  );
  if (server.loadAverage) {
    console.log(
      `Machine load average at the end (1, 5, 15 min): ${server.loadAverage.join(', ')} ` +
        '(above the core count, other processes took part of the CPU: figures are pessimistic)',
    );
  }
  console.log(
    `Load: ${options.connections} connections, ${options.durationSeconds} s per target ` +
      `after ${options.warmupSeconds} s warm-up, one target at a time`,
  );
  console.log('');
  printTable(scenarios.flatMap(toRows));
  for (const scenario of scenarios.filter((s) => s.notes?.length > 0)) {
    console.log(`\n${scenario.name}:`);
    for (const note of scenario.notes) console.log(`  ${note}`);
  }
}

export async function writeJsonReport(file, report) {
  await mkdir(path.dirname(file), { recursive: true });
  await writeFile(file, `${JSON.stringify(report, null, 2)}\n`);
}

function toRows(scenario) {
  const endpoint = `${scenario.method} ${scenario.path}`;
  return [
    {
      endpoint,
      target: 'AptoVial',
      load: scenario.aptovial,
      ratio: `${scenario.ratio.toFixed(2)}x`,
    },
    { endpoint: '', target: scenario.bareLabel, load: scenario.bare },
  ];
}

function printTable(rows) {
  const cells = rows.map((row) => COLUMNS.map((column) => column.value(row)));
  const widths = COLUMNS.map((column, index) =>
    Math.max(column.title.length, ...cells.map((line) => line[index].length)),
  );
  const align = (text, index) =>
    COLUMNS[index].right ? text.padStart(widths[index]) : text.padEnd(widths[index]);
  const line = (texts) => texts.map(align).join('  ').trimEnd();
  console.log(line(COLUMNS.map((column) => column.title)));
  console.log(widths.map((width) => '-'.repeat(width)).join('  '));
  for (const texts of cells) console.log(line(texts));
}

function verdict(withinBudget) {
  return withinBudget ? 'ok' : 'OVER';
}

function formatInteger(value) {
  return Math.round(value).toLocaleString('en-US');
}

// autocannon's latency histogram counts whole milliseconds; decimals would be false precision.
function formatMs(value) {
  return Number.isInteger(value) ? String(value) : value.toFixed(1);
}
