// Bulk import from the replaced system (decisions 0074, 0080): `npm run import` on big CSV files.
//   BENCH_DATABASE_URL=postgres://postgres@127.0.0.1:5432/postgres node bench/import.mjs
//     [--registers 100000] [--certificates 1000000] [--per-file 1000000] [--keep-files]
// BENCH_DATABASE_URL names a PostgreSQL server: the bench creates a throwaway database there and
// drops it at the end. It writes CSV files laid out as the export sheets (registers, one lot per
// state, certificates in files of --per-file rows: one file by default, the import streams it,
// decision 0082), builds the import CLI (apps/api/dist/import.mjs, as `npm run import` does) and
// runs it once per file, as an operator would, and prints each run's wall time, rows a second and
// the child's peak memory (maximum RSS, from /usr/bin/time -v; left blank without it).
// Then it runs the first certificates file again: every row unchanged, the idempotent path.
import { spawn, spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { createWriteStream, existsSync, readFileSync } from 'node:fs';
import { mkdtemp, rm, stat } from 'node:fs/promises';
import { loadavg, tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import pg from 'pg';

const here = path.dirname(fileURLToPath(import.meta.url));
const ROOT = path.resolve(here, '..');
const CLI = path.join(ROOT, 'apps/api/dist/import.mjs');
const TIME = '/usr/bin/time';

const { values: args } = parseArgs({
  options: {
    registers: { type: 'string', default: '100000' },
    certificates: { type: 'string', default: '1000000' },
    'per-file': { type: 'string', default: '1000000' },
    'keep-files': { type: 'boolean', default: false },
  },
});
const REGISTERS = Number(args.registers);
const CERTIFICATES = Number(args.certificates);
const PER_FILE = Number(args['per-file']);
const serverUrl = process.env.BENCH_DATABASE_URL;
if (!serverUrl) {
  console.error(
    'Set BENCH_DATABASE_URL to a PostgreSQL server the bench may create a database on.',
  );
  process.exit(2);
}

// The states of the catalogue, by name as the sheets write them.
const territory = JSON.parse(
  readFileSync(path.join(ROOT, 'packages/shared/src/catalogues/territory.json'), 'utf8'),
);
const STATES = territory.states.map((state) => state.name);
const LOT_SIZE = Math.ceil(CERTIFICATES / STATES.length) + 1;

const n = (value) => Math.round(value).toLocaleString('en-US');

/** Writes `count` CSV lines made by `line(i)` after `header`, honouring backpressure. */
async function writeCsv(file, header, count, line) {
  const out = createWriteStream(file);
  const write = (text) => (out.write(text) ? undefined : new Promise((r) => out.once('drain', r)));
  await write(`${header.join(',')}\r\n`);
  for (let i = 0; i < count; i++) await write(`${line(i).join(',')}\r\n`);
  await new Promise((resolve, reject) => out.end((error) => (error ? reject(error) : resolve())));
  return file;
}

/** Register j: a medic with one college number, 100000 + j, in state j mod 24. */
const registerLine = (j) => [
  `V-${30_000_000 + j}`,
  'Ana Lucía',
  'Pérez Ñáñez',
  'Femenino',
  'Médico',
  'Medicina General',
  `"${STATES[j % STATES.length]} N.º ${100_000 + j} (solvente: Sí)"`,
];
const REGISTER_HEADER = [
  'Cédula',
  'Nombres',
  'Apellidos',
  'Género',
  'Tipo',
  'Especialidad',
  'Números de colegio',
];

/** Certificate i: serial i + 1 in its state's lot, issued by one of that state's medics. */
function certificateLine(i) {
  const s = Math.floor(i / LOT_SIZE);
  const doctors = Math.max(1, Math.floor((REGISTERS - s - 1) / STATES.length) + 1);
  const doctor = s + STATES.length * (i % doctors);
  const year = 2018 + (i % 8);
  const day = String(1 + (i % 28)).padStart(2, '0');
  return [
    String(i + 1),
    STATES[s],
    'Caracas',
    `${day}/03/${year}`,
    `${day}/03/${year + 3}`,
    `V-${10_000_000 + i}`,
    'Carmen Elena',
    'Rondón Uzcátegui',
    '21/09/1970',
    '2',
    'Renovación',
    i % 50 === 0 ? 'Anulado' : 'Habilitado',
    String(100_000 + doctor),
  ];
}
const CERTIFICATE_HEADER = [
  'Serial',
  'Estado',
  'Lugar',
  'Expedición',
  'Vencimiento',
  'Cédula',
  'Nombres',
  'Apellidos',
  'Fecha de nacimiento',
  'Grado',
  'Tipo',
  'Estatus',
  'N.º de colegio',
];

/** One CLI run: wall seconds, peak RSS in MB (null without /usr/bin/time) and its last lines. */
function runImport(kind, file, databaseUrl) {
  const timed = existsSync(TIME);
  const command = timed ? TIME : process.execPath;
  const argv = timed ? ['-v', process.execPath, CLI, kind, file] : [CLI, kind, file];
  const started = performance.now();
  return new Promise((resolve, reject) => {
    const child = spawn(command, argv, {
      cwd: ROOT,
      env: { ...process.env, DATABASE_URL: databaseUrl, LOG_LEVEL: 'silent' },
    });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (chunk) => (stdout += chunk));
    child.stderr.on('data', (chunk) => (stderr += chunk));
    child.on('error', reject);
    child.on('close', (code) => {
      const seconds = (performance.now() - started) / 1000;
      const rss = /Maximum resident set size \(kbytes\): (\d+)/.exec(stderr)?.[1];
      const report = stdout.trim().split('\n').slice(-2).join(' | ');
      if (code !== 0)
        reject(new Error(`import ${kind} ${file} exited ${code}:\n${stdout}\n${stderr}`));
      else resolve({ seconds, rssMb: rss ? Number(rss) / 1024 : null, report });
    });
  });
}

async function admin(statement) {
  const client = new pg.Client({ connectionString: serverUrl });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}

async function main() {
  // Always bundled again: a stale bundle would measure old code. Without arguments it only
  // prints its usage.
  spawnSync('npm', ['run', '--silent', 'import'], { cwd: ROOT, stdio: 'ignore' });
  if (!existsSync(CLI)) throw new Error(`${CLI} was not built`);
  const name = `aptovial_import_${randomBytes(5).toString('hex')}`;
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  const folder = await mkdtemp(path.join(tmpdir(), 'aptovial-import-bench-'));
  await admin(`CREATE DATABASE ${name}`);
  const rows = [];
  const report = async (label, kind, file, count) => {
    const { size } = await stat(file);
    const run = await runImport(kind, file, url.toString());
    rows.push({ label, rows: count, mb: size / 2 ** 20, ...run });
    const rss = run.rssMb === null ? '—' : `${n(run.rssMb)} MB`;
    const rate = `${n(count / run.seconds).padStart(7)} rows/s`;
    console.log(
      `${label.padEnd(26)} ${n(count).padStart(9)} rows  ${run.seconds.toFixed(1).padStart(7)} s ${rate}  peak RSS ${rss}`,
    );
    console.log(`  ${run.report}`);
  };
  try {
    console.log(
      `load average at start: ${loadavg()
        .map((v) => v.toFixed(2))
        .join(' ')}`,
    );
    const registers = await writeCsv(
      path.join(folder, 'registros.csv'),
      REGISTER_HEADER,
      REGISTERS,
      registerLine,
    );
    await report('registros', 'registros', registers, REGISTERS);
    const lots = await writeCsv(
      path.join(folder, 'lotes.csv'),
      ['Estado', 'Número inicial', 'Número final', 'Número de TP'],
      STATES.length,
      (s) => [STATES[s], String(s * LOT_SIZE + 1), String((s + 1) * LOT_SIZE), `TP-BENCH-${s}`],
    );
    await report('lotes', 'lotes', lots, STATES.length);
    const files = [];
    for (let first = 0; first < CERTIFICATES; first += PER_FILE) {
      const count = Math.min(PER_FILE, CERTIFICATES - first);
      const file = path.join(folder, `certificados-${files.length + 1}.csv`);
      await writeCsv(file, CERTIFICATE_HEADER, count, (i) => certificateLine(first + i));
      files.push(file);
      await report(`certificados ${files.length}`, 'certificados', file, count);
    }
    if (files[0])
      await report(
        'certificados 1 (again)',
        'certificados',
        files[0],
        Math.min(PER_FILE, CERTIFICATES),
      );
    const certificateRuns = rows.filter(
      (row) => row.label.startsWith('certificados') && !row.label.includes('again'),
    );
    const seconds = certificateRuns.reduce((sum, row) => sum + row.seconds, 0);
    const peak = Math.max(...rows.map((row) => row.rssMb ?? 0));
    console.log(
      `\ncertificates: ${n(CERTIFICATES)} in ${certificateRuns.length} files, ${seconds.toFixed(0)} s in all (${n(CERTIFICATES / seconds)} a second)`,
    );
    console.log(
      `peak RSS of any run: ${peak ? `${n(peak)} MB` : '—'}; load average at end: ${loadavg()
        .map((v) => v.toFixed(2))
        .join(' ')}`,
    );
  } finally {
    await admin(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    if (!args['keep-files']) await rm(folder, { recursive: true, force: true });
    else console.log(`files kept in ${folder}`);
  }
}

main().catch((error) => {
  console.error(error);
  process.exitCode = 1;
});
