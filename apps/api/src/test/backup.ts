import { spawnSync } from 'node:child_process';
import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { inflateSync } from 'node:zlib';
import { readVerificationLocation } from '@aptovial/shared';
import { buildApp } from '../app';
import { type Config, loadConfig } from '../config';
import { loadServerKeys } from '../keys/server-keys';
import { readPdf, readQr } from '../modules/certificates/pdf/testing';
import { openConfiguredDatabase } from '../start';
import { readyTestApp, type TestApp } from './app';
import { bearer } from './auth';
import { testConfig } from './config';
import { MIGRATIONS_FOLDER } from './database';

// Helpers of the backup test (docs/decisions/0031): a server on a DATA_DIR of its own, the real
// backup and restore scripts, and the proofs its printouts carry.

const ROOT = fileURLToPath(new URL('../../../..', import.meta.url));

/**
 * The configuration a server started with DATA_DIR (and DATABASE_URL) would have: keys and the
 * PGlite database under that folder, none from the environment; quiet and unthrottled as tests.
 */
export function serverConfig(dataDir: string, databaseUrl: string | undefined): Config {
  const server = loadConfig({ DATA_DIR: dataDir });
  return testConfig({
    dataDir: server.dataDir,
    certificates: server.certificates,
    databaseUrl,
    rateLimit: { publicPerMinute: 1000, loginPerMinute: 1000 },
  });
}

/** The real app on the configured database, keys read (or made) under DATA_DIR as at start-up. */
export async function openServer(config: Config, clock: () => Date): Promise<TestApp> {
  const database = await openConfiguredDatabase(config, { migrations: MIGRATIONS_FOLDER });
  const app = await buildApp(config, { database, keys: loadServerKeys(config), clock });
  return readyTestApp(app, database);
}

export type ScriptRun = { status: number | null; stdout: string; stderr: string };

/** `npm run backup` / `npm run restore` as an operator runs them, from the repository root. */
export function runScript(name: 'backup' | 'restore', args: string[]): ScriptRun {
  const script = path.join(ROOT, 'scripts', `${name}.mjs`);
  const run = spawnSync(process.execPath, [script, ...args], { cwd: ROOT, encoding: 'utf8' });
  return { status: run.status, stdout: run.stdout, stderr: run.stderr };
}

/** The printout's content streams inflated, so the QR can be read back (pdf/testing.ts). */
function inflated(pdf: Buffer): Buffer {
  const text = pdf.toString('latin1');
  const plain = text.replace(
    /\/Filter \/FlateDecode\n>>\nstream\n([\s\S]*?)\nendstream/g,
    (_match, data: string) =>
      `>>\nstream\n${inflateSync(Buffer.from(data, 'latin1')).toString('latin1')}\nendstream`,
  );
  return Buffer.from(plain, 'latin1');
}

/** The serial and signed proof of the QR printed on certificate `id`'s PDF. */
export async function printedProof(
  t: TestApp,
  token: string,
  id: number,
): Promise<{ serial: number | null; proof: string | null }> {
  const response = await t.app.inject({
    method: 'GET',
    url: `/api/certifields/${id}/pdf`,
    headers: bearer(token),
  });
  if (response.statusCode !== 200) throw new Error(`PDF ${id}: ${response.body}`);
  const [page] = readPdf(inflated(response.rawPayload));
  const text = page ? readQr(page).text : null;
  if (!text) throw new Error(`PDF ${id}: no QR read`);
  const address = new URL(text);
  return readVerificationLocation(address.search, address.hash);
}

/** Every file under `folder` (relative path → content), to compare a restored folder. */
export function filesOf(folder: string): Record<string, string> {
  const files: Record<string, string> = {};
  const walk = (dir: string) => {
    for (const name of readdirSync(dir)) {
      const full = path.join(dir, name);
      if (statSync(full).isDirectory()) walk(full);
      else files[path.relative(folder, full)] = readFileSync(full, 'base64');
    }
  };
  walk(folder);
  return files;
}
