/**
 * `npm run keys:drill -w apps/api -- <kid> [--out archivo.csv] [--margen-horas N]`: a certificate
 * key leaked. Withdraws it (a new key when it was the one signing), writes the still-valid
 * certificates it may have signed with their new QR address, and prints how many per state.
 * Runs from the repository root with the server's environment (DATA_DIR or DATABASE_URL,
 * CERTIFICATE_*); on PGlite, with the server stopped (one process owns its data directory).
 */

import { open, rename, rm } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { ConfigError, loadProcessConfig } from '../src/config';
import { EmbeddedDatabaseHeld, openConsoleDatabase } from '../src/db/console-database';
import {
  DEFAULT_MARGIN_HOURS,
  drillableKey,
  KeyDrillRefused,
  runKeyLeakDrill,
} from '../src/keys/key-leak-drill';
import { createAuditService } from '../src/modules/audit/service';

// Bundled into apps/api/dist: the migrations sit beside it, as for the server.
const here = path.dirname(fileURLToPath(import.meta.url));
const paths = { migrations: path.resolve(here, '../src/db/migrations') };

const USAGE = 'Uso: keys:drill -- <kid> [--out archivo.csv] [--margen-horas N]';

const OPTIONS = new Set(['--out', '--margen-horas']);

/**
 * The kid and the options' values. By hand, not node:util's parseArgs: a kid is base64url and
 * may begin with '-' (1 in 64), which parseArgs reads as an unknown short option.
 */
function splitArguments(args: readonly string[]) {
  const positionals: string[] = [];
  const values = new Map<string, string>();
  for (let index = 0; index < args.length; index += 1) {
    const arg = args[index] ?? '';
    if (!arg.startsWith('--')) positionals.push(arg);
    else if (OPTIONS.has(arg) && index + 1 < args.length) values.set(arg, args[++index] ?? '');
    else return undefined;
  }
  return { positionals, values };
}

/** The kid, the list's file and the margin; undefined (after printing the usage) when wrong. */
function readArguments(args = process.argv.slice(2)) {
  const split = splitArguments(args);
  const [kid] = split?.positionals ?? [];
  const marginHours = Number(split?.values.get('--margen-horas') ?? DEFAULT_MARGIN_HOURS);
  if (
    split &&
    kid &&
    split.positionals.length === 1 &&
    Number.isFinite(marginHours) &&
    marginHours >= 0
  ) {
    return { kid, out: split.values.get('--out'), marginHours };
  }
  console.error(USAGE);
  process.exitCode = 2;
  return undefined;
}

async function main(): Promise<void> {
  const args = readArguments();
  if (!args) return;
  const { kid, marginHours } = args;
  const now = new Date();
  const out = path.resolve(args.out ?? `reimprimir-${kid}-${now.toISOString().slice(0, 10)}.csv`);
  const config = loadProcessConfig();
  drillableKey(config, kid);
  // The server's database (not start.ts's opener: it would bundle the whole server in).
  const database = await openConsoleDatabase(config, paths.migrations);
  // Written beside and renamed at the end: a failed drill leaves no half list.
  const partial = `${out}.parcial`;
  const file = await open(partial, 'w', 0o600);
  try {
    const report = await runKeyLeakDrill(
      { config, db: database.db, audit: createAuditService() },
      { kid, now, marginHours, write: (text) => file.write(text) },
    );
    await file.close();
    await rename(partial, out);
    console.log(`Clave ${kid} retirada: tras reiniciar, sus códigos QR se leen "reimprimir".`);
    console.log(
      `Se listan los certificados vigentes creados hasta ${report.signedUntil.toISOString()}.`,
    );
    if (report.rotation && !report.rotation.stored) {
      console.log('CERTIFICATE_SIGNING_KEY está definida: póngale esta clave nueva:');
      console.log(report.rotation.pem);
    }
    console.log(`Clave que firma ahora: ${report.signingKid}.`);
    console.log(`Certificados por reimprimir: ${report.total}, en ${out}`);
    for (const { state, total } of report.perState) console.log(`  ${state}: ${total}`);
    console.log(
      'Reinicie ahora cada servidor: hasta entonces firman y publican las claves de antes.',
    );
  } catch (error) {
    await file.close().catch(() => undefined); // already closed when only the rename failed
    await rm(partial, { force: true });
    throw error;
  } finally {
    await database.close();
  }
}

main().catch((error: unknown) => {
  if (error instanceof EmbeddedDatabaseHeld) {
    console.error(error.message);
    process.exitCode = 2;
    return;
  }
  if (error instanceof KeyDrillRefused) console.error(error.message);
  else if (error instanceof ConfigError) console.error(`Error de configuración: ${error.message}`);
  else console.error(error);
  process.exitCode = 1;
});
