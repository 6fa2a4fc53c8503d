// What `npm run backup` and `npm run restore` share (docs/decisions/0031): where the data is, the
// archive's layout, and running the PostgreSQL client tools. Settings come from the same variables
// the server reads (DATA_DIR, DATABASE_URL, CERTIFICATE_KEYS_DIR), or from flags that override them.
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';

/** The archive's description of itself, first in the tar. */
export const MANIFEST = 'aptovial-backup.json';
export const FORMAT = 1;
/** The pg_dump (custom format) inside a PostgreSQL backup. */
export const DUMP = 'database.dump';
/** Folders of DATA_DIR that a backup holds (db only for PGlite, and only while it is closed). */
export const DATA_FOLDERS = ['keys', 'uploads'];
/** CERTIFICATE_KEYS_DIR's copy when it lies outside DATA_DIR/keys. */
export const EXTERNAL_KEYS = 'certificate-keys';

/** A refusal or failure, printed as one line in Spanish. */
export class BackupError extends Error {}

/** The archive argument and the data settings: flags first, then the server's variables. */
export function readSettings(argv, env) {
  const { values, positionals } = parseArgs({
    args: argv,
    allowPositionals: true,
    options: { 'data-dir': { type: 'string' }, 'database-url': { type: 'string' } },
  });
  const dataDir = path.resolve(values['data-dir'] || env.DATA_DIR || './data');
  const keysDir = env.CERTIFICATE_KEYS_DIR ? path.resolve(env.CERTIFICATE_KEYS_DIR) : undefined;
  return {
    archive: positionals[0] ? path.resolve(positionals[0]) : undefined,
    dataDir,
    // A flag wins even when empty: `--database-url=` means the embedded database whatever the
    // environment says.
    databaseUrl: (values['database-url'] ?? env.DATABASE_URL) || undefined,
    // Only a folder outside DATA_DIR/keys needs a copy of its own.
    externalKeysDir:
      keysDir && path.relative(path.join(dataDir, 'keys'), keysDir).startsWith('..')
        ? keysDir
        : undefined,
  };
}

/**
 * PGlite keeps `postmaster.pid` in its folder while a process has it open and removes it on a
 * clean close: copying files under a running database would save a torn copy.
 */
export function pgliteInUse(databaseDir) {
  return existsSync(path.join(databaseDir, 'postmaster.pid'));
}

export const isEmptyFolder = (folder) => !existsSync(folder) || readdirSync(folder).length === 0;

const POSTGRES_CLIENT =
  'instale el cliente de PostgreSQL de la versión del servidor o más nueva ' +
  '(Debian: apt install postgresql-client)';

/**
 * Runs a client tool; the URL's password travels in PGPASSWORD, never in the process list.
 * Returns its standard output.
 */
export function runTool(command, args, { databaseUrl, env } = {}) {
  const toolEnv = { ...env };
  const finalArgs = [...args];
  if (databaseUrl) {
    const url = new URL(databaseUrl);
    if (url.password) toolEnv.PGPASSWORD = decodeURIComponent(url.password);
    url.password = '';
    finalArgs.push('--dbname', url.toString());
  }
  const result = spawnSync(command, finalArgs, { env: toolEnv, encoding: 'utf8' });
  if (result.error?.code === 'ENOENT') {
    const hint = command === 'tar' ? 'instale tar' : POSTGRES_CLIENT;
    throw new BackupError(`no se encontró ${command}: ${hint}`);
  }
  if (result.status !== 0) {
    throw new BackupError(
      `${command} falló: ${(result.stderr || result.error?.message || '').trim()}`,
    );
  }
  return result.stdout;
}

/** Runs `main`, printing a refusal as one line and exiting 1. */
export async function runCommand(main) {
  try {
    await main();
  } catch (error) {
    if (!(error instanceof BackupError)) throw error;
    console.error(`Error: ${error.message}`);
    process.exit(1);
  }
}
