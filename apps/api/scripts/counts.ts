/**
 * `npm run counts:check` / `npm run counts:repair` (decision 0055, docs/operations.md): compares
 * every kept counter with a recount of its base table, or rewrites them all from it in one
 * transaction. Runs from the repository root with the server's environment (DATA_DIR or
 * DATABASE_URL); on PGlite, with the server stopped (one process owns its data directory).
 * Exit code 1 when the check finds a difference.
 */

import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { ConfigError, loadProcessConfig } from '../src/config';
import { EmbeddedDatabaseHeld, openConsoleDatabase } from '../src/db/console-database';
import { type CounterCheck, checkCounters, repairCounters } from '../src/db/counter-recounts';

// Bundled into apps/api/dist: the migrations sit beside it, as for the server.
const here = path.dirname(fileURLToPath(import.meta.url));
const paths = { migrations: path.resolve(here, '../src/db/migrations') };

function print(checks: readonly CounterCheck[]) {
  for (const { table, differences, first } of checks) {
    if (differences === 0) {
      console.log(`${table}: correcto`);
      continue;
    }
    console.log(`${table}: ${differences} fila(s) distinta(s) del recuento`);
    for (const { key, kept, recounted } of first) {
      console.log(`  ${JSON.stringify(key)} guardado ${kept}, recuento ${recounted}`);
    }
    if (differences > first.length) console.log(`  ... y ${differences - first.length} más`);
  }
}

async function main(): Promise<void> {
  const action = process.argv[2];
  if (action !== 'check' && action !== 'repair') {
    console.error('Uso: counts.mjs check | repair');
    process.exitCode = 2;
    return;
  }
  const config = loadProcessConfig();
  const database = await openConsoleDatabase(config, paths.migrations);
  try {
    if (action === 'repair') {
      await repairCounters(database.db);
      console.log('Contadores reescritos desde el recuento.');
    }
    const checks = await checkCounters(database.db);
    print(checks);
    if (checks.some((check) => check.differences > 0)) process.exitCode = 1;
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
  if (error instanceof ConfigError) console.error(`Error de configuración: ${error.message}`);
  else console.error(error);
  process.exitCode = 1;
});
