/**
 * `npm run admin:create -- --module <medico|enfermeria|intt|medicina-vial> --email ... --name ...
 * --last-name ... --cedula ... [--otro]` (decision 0075, docs/operations.md "Primer
 * administrador"): a module's Admin, whom nobody signed in can create. What the flags leave out
 * is asked on a terminal. Runs from the repository root with the server's environment (DATA_DIR or
 * DATABASE_URL, SMTP_URL, PUBLIC_URL); on PGlite, with the server stopped.
 * Exit code 2: wrong or missing input; 1: refused by the database's content, or a failure.
 */

import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { ConfigError, loadProcessConfig } from '../src/config';
import { lockDataDir, ownerOnlyNewFiles } from '../src/data-dir';
import { openServerDatabase, runFirstAdmin } from '../src/modules/users/first-admin-run';

// Bundled into apps/api/dist: the migrations sit beside it, as for the server.
const here = path.dirname(fileURLToPath(import.meta.url));
const migrations = path.resolve(here, '../src/db/migrations');

async function main(): Promise<void> {
  ownerOnlyNewFiles();
  const config = loadProcessConfig();
  let opened = false;
  process.exitCode = await runFirstAdmin({
    args: process.argv.slice(2),
    terminal: {
      input: process.stdin,
      output: process.stdout,
      interactive: Boolean(process.stdin.isTTY && process.stdout.isTTY),
    },
    print: (line) => console.log(line),
    warn: (line) => console.error(line),
    settings: config,
    open: async () => {
      const database = await openServerDatabase(config, migrations);
      opened = true;
      return database;
    },
  });
  // PGlite sets modes of its own: the folder is made the owner's alone again (decision 0051).
  if (opened && !config.databaseUrl) lockDataDir(config.dataDir);
}

main().catch((error: unknown) => {
  if (error instanceof ConfigError) console.error(`Error de configuración: ${error.message}`);
  else console.error(error);
  process.exitCode = 1;
});
