// `npm run restore -- copia.tar.gz [--data-dir DIR] [--database-url URL]` (docs/decisions/0031):
// puts a backup of `npm run backup` back, only into an empty place: an empty PostgreSQL database
// (pg_restore, in one transaction) or no PGlite folder, and no keys or uploads in DATA_DIR.
import { cpSync, existsSync, mkdirSync, mkdtempSync, renameSync, rmdirSync, rmSync } from 'node:fs';
import path from 'node:path';
import {
  BackupError,
  DUMP,
  EXTERNAL_KEYS,
  FORMAT,
  isEmptyFolder,
  MANIFEST,
  readSettings,
  runCommand,
  runTool,
} from './backup-common.mjs';

/** Tables, indexes, sequences and views outside PostgreSQL's own schemas. */
const COUNT_RELATIONS = `select count(*) from pg_class c join pg_namespace n on n.oid = c.relnamespace
  where n.nspname not in ('pg_catalog', 'information_schema') and n.nspname not like 'pg_toast%'
  and n.nspname not like 'pg_temp%'`;

function readManifest(archive) {
  let manifest;
  try {
    const tarArgs = ['--extract', '--gzip', '--to-stdout', '--file', archive, MANIFEST];
    manifest = JSON.parse(runTool('tar', tarArgs));
  } catch {
    // Not a gzip tar, no manifest in it, or not JSON: the same answer for each.
    manifest = undefined;
  }
  if (manifest?.format === FORMAT && ['postgresql', 'pglite'].includes(manifest.database)) {
    return manifest;
  }
  throw new BackupError(`${archive} no es una copia de AptoVial de este formato`);
}

/** Same filesystem: a rename; another (CERTIFICATE_KEYS_DIR elsewhere): a copy. */
function moveFolder(from, to) {
  mkdirSync(path.dirname(to), { recursive: true });
  if (existsSync(to)) rmdirSync(to); // checked empty before anything was written
  try {
    renameSync(from, to);
  } catch (error) {
    if (error.code !== 'EXDEV') throw error;
    cpSync(from, to, { recursive: true });
  }
}

async function main() {
  const { archive, dataDir, databaseUrl, externalKeysDir } = readSettings(
    process.argv.slice(2),
    process.env,
  );
  if (!archive) throw new BackupError('indique la copia: npm run restore -- copia.tar.gz');
  if (!existsSync(archive)) throw new BackupError(`no existe ${archive}`);
  const manifest = readManifest(archive);
  if (manifest.database === 'postgresql' && !databaseUrl) {
    throw new BackupError('la copia es de PostgreSQL: indique DATABASE_URL de una base vacía');
  }
  if (manifest.database === 'pglite' && databaseUrl) {
    throw new BackupError('la copia es de la base integrada (PGlite): quite DATABASE_URL');
  }

  // Everything is checked before anything is written: a refusal changes nothing.
  const targets = manifest.folders.map((name) => [name, path.join(dataDir, name)]);
  if (manifest.externalKeys) {
    targets.push([EXTERNAL_KEYS, externalKeysDir ?? path.join(dataDir, 'keys', 'certificates')]);
  }
  const occupied = targets.filter(([, target]) => !isEmptyFolder(target));
  if (occupied.length > 0) {
    const list = occupied.map(([, target]) => target).join(', ');
    throw new BackupError(
      `ya hay datos en ${list}: restaure en un DATA_DIR vacío (o mueva antes esas carpetas)`,
    );
  }
  if (databaseUrl) {
    const count = Number(
      runTool('psql', ['-X', '-A', '-t', '-v', 'ON_ERROR_STOP=1', '-c', COUNT_RELATIONS], {
        databaseUrl,
        env: process.env,
      }).trim(),
    );
    if (count !== 0) {
      throw new BackupError(
        `la base de datos de DATABASE_URL no está vacía (tiene ${count} tablas, índices o ` +
          'secuencias): cree una vacía (createdb) y restaure en ella',
      );
    }
  }

  mkdirSync(dataDir, { recursive: true });
  // Inside DATA_DIR, so the folders move into place by a rename.
  const staging = mkdtempSync(path.join(dataDir, '.restaurando-'));
  try {
    runTool('tar', ['--extract', '--gzip', '--file', archive, '-C', staging]);
    if (databaseUrl) {
      const options = ['--no-owner', '--no-privileges', '--exit-on-error', '--single-transaction'];
      runTool('pg_restore', [...options, path.join(staging, DUMP)], {
        databaseUrl,
        env: process.env,
      });
    }
    for (const [name, target] of targets) moveFolder(path.join(staging, name), target);
  } finally {
    rmSync(staging, { recursive: true, force: true });
  }

  const database = databaseUrl ? 'PostgreSQL (pg_restore)' : 'PGlite (carpeta db)';
  console.log(`Restaurada la copia del ${manifest.createdAt} en ${dataDir}`);
  console.log(`  base de datos: ${database}; carpetas: ${manifest.folders.join(', ')}`);
  console.log('  Inicie el servidor con este DATA_DIR (y DATABASE_URL): npm start');
}

await runCommand(main);
