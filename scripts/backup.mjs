// `npm run backup [-- copia.tar.gz] [--data-dir DIR] [--database-url URL]` (docs/decisions/0031):
// one archive with the database (pg_dump of DATABASE_URL, or PGlite's folder while the server is
// stopped) and the files of DATA_DIR a restore needs: keys (certificate signing key and public key
// records, session and login secrets) and uploads.
import {
  cpSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  renameSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import {
  BackupError,
  DATA_FOLDERS,
  DUMP,
  EXTERNAL_KEYS,
  FORMAT,
  MANIFEST,
  pgliteInUse,
  readSettings,
  runCommand,
  runTool,
} from './backup-common.mjs';

/** Secrets a server may take from its environment instead of DATA_DIR/keys: not in the archive. */
const SECRETS_FROM_ENV = [
  'CERTIFICATE_SIGNING_KEY',
  'SESSION_SECRET',
  'LOGIN_PRIVATE_KEY',
  'ALTCHA_HMAC_KEY',
  'PAYMENT_SEAL_KEY',
];

const stopTheServer = (databaseDir) =>
  `la base de datos integrada (${databaseDir}) está abierta: detenga el servidor y repita. ` +
  'Si ya está detenido y se cerró mal, inícielo y deténgalo una vez (Ctrl+C) antes de copiar.';

function defaultArchive(now) {
  const stamp = now.toISOString().replace(/[-:]/g, '').replace('T', '-').slice(0, 15);
  return path.resolve('backups', `aptovial-${stamp}.tar.gz`);
}

async function main() {
  const settings = readSettings(process.argv.slice(2), process.env);
  const { dataDir, databaseUrl, externalKeysDir } = settings;
  const archive = settings.archive ?? defaultArchive(new Date());
  if (existsSync(archive)) throw new BackupError(`${archive} ya existe: elija otro nombre`);
  const databaseDir = path.join(dataDir, 'db');
  if (!databaseUrl && !existsSync(databaseDir)) {
    throw new BackupError(
      `no hay base de datos integrada en ${databaseDir}: revise DATA_DIR (con PostgreSQL, indique DATABASE_URL)`,
    );
  }
  if (!databaseUrl && pgliteInUse(databaseDir)) throw new BackupError(stopTheServer(databaseDir));

  const staging = mkdtempSync(path.join(tmpdir(), 'aptovial-backup-'));
  const partial = `${archive}.parcial`;
  const folders = [...DATA_FOLDERS, ...(databaseUrl ? [] : ['db'])].filter((name) =>
    existsSync(path.join(dataDir, name)),
  );
  try {
    const fromStaging = [MANIFEST];
    if (databaseUrl) {
      // The custom format: compressed, and pg_restore can restore it in one transaction.
      runTool('pg_dump', ['--format=custom', '--file', path.join(staging, DUMP)], {
        databaseUrl,
        env: process.env,
      });
      fromStaging.push(DUMP);
    }
    if (externalKeysDir) {
      cpSync(externalKeysDir, path.join(staging, EXTERNAL_KEYS), { recursive: true });
      fromStaging.push(EXTERNAL_KEYS);
    }
    const manifest = {
      format: FORMAT,
      database: databaseUrl ? 'postgresql' : 'pglite',
      createdAt: new Date().toISOString(),
      folders,
      externalKeys: Boolean(externalKeysDir),
    };
    writeFileSync(path.join(staging, MANIFEST), `${JSON.stringify(manifest, null, 2)}\n`);
    mkdirSync(path.dirname(archive), { recursive: true });
    // Private keys inside: only the owner may read the archive, from its first byte.
    writeFileSync(partial, '', { mode: 0o600 });
    const tarArgs = ['--create', '--gzip', '--file', partial, '-C', staging, ...fromStaging];
    runTool('tar', [...tarArgs, '-C', dataDir, ...folders]);
    if (!databaseUrl && pgliteInUse(databaseDir)) throw new BackupError(stopTheServer(databaseDir));
    renameSync(partial, archive);
  } finally {
    rmSync(staging, { recursive: true, force: true });
    rmSync(partial, { force: true });
  }

  const database = databaseUrl ? 'PostgreSQL (pg_dump)' : 'PGlite (carpeta db)';
  console.log(`Copia guardada en ${archive}\n  base de datos: ${database}`);
  console.log(`  carpetas de ${dataDir}: ${folders.join(', ') || 'ninguna'}`);
  if (externalKeysDir) console.log(`  registros de claves públicas: ${externalKeysDir}`);
  if (!folders.includes('keys')) {
    console.warn(`Aviso: ${path.join(dataDir, 'keys')} no existe: ¿DATA_DIR correcto?`);
  }
  for (const name of SECRETS_FROM_ENV.filter((variable) => process.env[variable])) {
    console.warn(`Aviso: ${name} viene del entorno y no está en esta copia: guárdela aparte.`);
  }
  if (process.env.STORAGE === 's3') {
    console.warn('Aviso: STORAGE=s3: las fotos y comprobantes del bucket no están en esta copia.');
  }
}

await runCommand(main);
