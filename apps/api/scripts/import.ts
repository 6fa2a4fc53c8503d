/**
 * `npm run import -- <tipo> <archivo> [--dry-run]` (decision 0074, docs/operations.md): brings a
 * college's existing data in from an .xlsx or CSV file laid out as the application's own export.
 * Runs from the repository root with the server's environment (DATA_DIR or DATABASE_URL); on
 * PGlite, with the server stopped (one process owns its data directory). Exit code 1 when rows
 * were refused or the file could not be read, 2 on a usage error.
 */

import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { ConfigError, loadProcessConfig } from '../src/config';
import { EmbeddedDatabaseHeld, openConsoleDatabase } from '../src/db/console-database';
import { FileRefused } from '../src/import/file-limits';
import { importKinds } from '../src/import/kinds/index';
import { importFailed, importReport } from '../src/import/report';
import { createAuditService } from '../src/modules/audit/service';

// Bundled into apps/api/dist: the migrations sit beside it, as for the server.
const here = path.dirname(fileURLToPath(import.meta.url));
const paths = { migrations: path.resolve(here, '../src/db/migrations') };

const USAGE = `Uso: npm run import -- <${[...importKinds.keys()].join(' | ')}> <archivo.xlsx|.csv> [--dry-run]`;

function readArguments(args = process.argv.slice(2)) {
  const dryRun = args.includes('--dry-run') || args.includes('--prueba');
  const [name, file, ...rest] = args.filter((arg) => arg !== '--dry-run' && arg !== '--prueba');
  const kind = name === undefined ? undefined : importKinds.get(name);
  if (!kind || !file || rest.length > 0) {
    console.error(USAGE);
    process.exitCode = 2;
    return undefined;
  }
  // The npm script runs from the repository root: a relative path is read from there.
  return { kind, file: path.resolve(file), dryRun };
}

async function main(): Promise<void> {
  const args = readArguments();
  if (!args) return;
  const config = loadProcessConfig();
  const database = await openConsoleDatabase(config, paths.migrations);
  try {
    const outcome = await args.kind.run(
      { db: database.db, audit: createAuditService() },
      { file: args.file, dryRun: args.dryRun },
    );
    for (const line of importReport(outcome)) console.log(line);
    if (importFailed(outcome)) process.exitCode = 1;
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
  if (error instanceof FileRefused) console.error(`Archivo rechazado: ${error.message}`);
  else if (error instanceof ConfigError) console.error(`Error de configuración: ${error.message}`);
  else console.error(error);
  process.exitCode = 1;
});
