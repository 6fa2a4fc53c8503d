// `npm run bench:offline` (decision 0037): the size of the disabled-serials list an officer's
// phone keeps, and how long a QR check takes without signal on a cheap phone (360 px, CPU ÷ 4) in
// Debian's Chromium against the built server. N disabled serials come from BENCH_DATABASE_URL's
// certificates, or 50,000 synthetic ones (BENCH_DISABLED=N). Prints figures, asserts nothing.
import { createPrivateKey, sign } from 'node:crypto';
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import { build } from 'esbuild';
import { chromium } from 'playwright-core';
import { repoRoot } from './lib/paths.mjs';
import { startAptoVial } from './lib/server.mjs';

const PAGE = '/Buscar-certificado-medicos';
const RUNS = Number(process.env.BENCH_RUNS ?? 5);

/** The shared code itself (TypeScript), bundled on the fly: the bench encodes as the API does. */
async function sharedCode() {
  const contents = ['serial-deltas', 'fields', 'keys', 'base64url']
    .map((file) => `export * from './packages/shared/src/proof/${file}.ts';`)
    .join('\n');
  const { outputFiles } = await build({
    stdin: { contents, resolveDir: repoRoot, loader: 'ts' },
    bundle: true,
    format: 'esm',
    platform: 'node',
    write: false,
  });
  const file = path.join(mkdtempSync(path.join(tmpdir(), 'offline-bench-')), 'shared.mjs');
  writeFileSync(file, outputFiles[0].text);
  return import(file);
}

/** Disabled serials of a real database, or N spread over a million serials (about 1 in 20). */
async function disabledSerials() {
  const url = process.env.BENCH_DATABASE_URL;
  if (url) {
    const { default: pg } = await import('pg');
    const client = new pg.Client({ connectionString: url });
    await client.connect();
    const { rows } = await client.query('select serial from certificates where not status');
    await client.end();
    return { source: 'BENCH_DATABASE_URL', serials: rows.map((row) => Number(row.serial)) };
  }
  const wanted = Number(process.env.BENCH_DISABLED ?? 50_000);
  const picked = new Set();
  const span = Math.max(wanted * 20, 1_000_000);
  let seed = 20_260_615;
  // mulberry32: the same serials every run, in 32-bit integer steps.
  const next = () => {
    seed = (seed + 0x6d2b79f5) | 0;
    let value = Math.imul(seed ^ (seed >>> 15), seed | 1);
    value ^= value + Math.imul(value ^ (value >>> 7), value | 61);
    return ((value ^ (value >>> 14)) >>> 0) / 4_294_967_296;
  };
  while (picked.size < wanted) picked.add(1_000_001 + Math.floor(next() * span));
  return { source: 'synthetic', serials: [...picked] };
}

const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KB`;
const sizes = (text) => {
  const raw = Buffer.from(text);
  return `${kb(raw.length)} raw, ${kb(gzipSync(raw, { level: 9 }).length)} gzip, ${kb(brotliCompressSync(raw).length)} br`;
};

const shared = await sharedCode();
const { source, serials } = await disabledSerials();
const sorted = [...serials].sort((a, b) => a - b);
const asOf = new Date().toISOString();
const gaps = shared.encodeSerialDeltas(sorted);
const body = JSON.stringify({ asOf, since: null, disabled: gaps, enabled: [] });
console.log(`disabled serials: ${sorted.length} (${source})`);
console.log(`  whole list (GET /api/verify/disabled-serials): ${sizes(body)}`);
console.log(`  the same serials written out:                  ${sizes(JSON.stringify(sorted))}`);
console.log(`  kept in localStorage: ${kb(JSON.stringify({ asOf, gaps }).length * 2)} (UTF-16)`);

const server = await startAptoVial({ readyTimeoutMs: 180_000 });
const browser = await chromium.launch({
  executablePath: '/usr/bin/chromium',
  headless: true,
  args: ['--no-sandbox', '--disable-gpu', '--no-first-run', '--disable-background-networking'],
});
try {
  // A proof signed with the server's own key, as its printouts are: one listed serial, one not.
  const keys = await (await fetch(`${server.baseUrl}/api/certifields/keys`)).json();
  const pem = readFileSync(path.join(server.dataDir, 'keys', 'certificate-ed25519.pem'));
  const qr = (serial) => {
    const fields = {
      serial,
      names: 'Carolina',
      lastNames: 'Briceño Peña',
      maskedDni: 'V-24***357',
      grade: '2',
      typeCertifields: 'Primera vez',
      rules: [],
      glasses: false,
      expeditionDate: new Date().toISOString().slice(0, 10),
      dueDate: '2031-01-01',
      doctor: 'Alejandro Mendoza Rivas',
      licenseNumber: 'MV-0001',
      state: 'VE-A',
    };
    const payload = shared.encodeProofPayload(keys.keys[0].kid, fields);
    const signature = sign(null, Buffer.from(payload), createPrivateKey(pem));
    return `${PAGE}?serial=${serial}#${payload}.${shared.toBase64Url(signature)}`;
  };
  const listed = sorted[Math.floor(sorted.length / 2)] ?? 1_000_001;
  let free = listed + 1;
  const listedSet = new Set(sorted);
  while (listedSet.has(free)) free += 1;

  const context = await browser.newContext({
    baseURL: server.baseUrl,
    viewport: { width: 360, height: 740 },
    locale: 'es-VE',
  });
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
  // The one visit with signal: the worker takes control, the keys and a list are kept.
  await page.goto(PAGE);
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null, null, {
    timeout: 60_000,
  });
  await page.getByText(/^Lista de anulados del/).waitFor({ timeout: 60_000 });
  await page.evaluate(
    (kept) => localStorage.setItem('aptovial.disabledSerials', kept),
    JSON.stringify({ asOf, gaps }),
  );
  await context.setOffline(true);

  for (const [what, serial, title] of [
    ['disabled (in the list)', listed, 'Deshabilitado'],
    ['valid signature (not listed)', free, 'Sin conexión: firma válida, estado no confirmado'],
  ]) {
    const times = [];
    for (let run = 0; run < RUNS; run += 1) {
      await page.goto('about:blank');
      const started = performance.now();
      await page.goto(qr(serial));
      await page.getByRole('heading', { level: 2, name: title }).waitFor({ timeout: 60_000 });
      times.push(performance.now() - started);
    }
    times.sort((a, b) => a - b);
    const median = times[Math.floor(times.length / 2)];
    console.log(
      `offline check, ${what}: median ${median.toFixed(0)} ms, ` +
        `min ${times[0].toFixed(0)}, max ${times.at(-1).toFixed(0)} (${RUNS} runs, 360 px, CPU ÷ 4)`,
    );
  }
  await context.close();
} finally {
  await browser.close();
  await server.stop();
}
