import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import { MIGRATIONS_FOLDER } from '../../test/database';
import { FirstAdminRefused } from './first-admin-input';
import { openServerDatabase } from './first-admin-run';

// docs/decisions/0075: the command as docs/operations.md gives it, on a new embedded database.

const ROOT = fileURLToPath(new URL('../../../../..', import.meta.url));
const dataDir = mkdtempSync(path.join(tmpdir(), 'aptovial-admin-cli-'));
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

const env = {
  ...process.env,
  DATA_DIR: dataDir,
  DATABASE_URL: '',
  SMTP_URL: '',
  PUBLIC_URL: 'https://aptovial.example.ve',
  PASSWORD_HASH_MEMORY_KIB: '1024',
  LOG_LEVEL: 'silent',
};
const flags = (email: string) => [
  '--module',
  'intt',
  '--email',
  email,
  '--name',
  'Pedro',
  '--last-name',
  'Mora',
  '--cedula',
  'V-14555666',
];
/** The bundle the npm run wrote: the same command without bundling it again. */
const bundled = (args: string[]) =>
  spawnSync(process.execPath, ['apps/api/dist/admin-create.mjs', ...args], {
    cwd: ROOT,
    encoding: 'utf8',
    env,
  });

describe('npm run admin:create', () => {
  it('creates the INTT Admin once, prints the link once, and refuses a second', () => {
    const created = spawnSync(
      'npm',
      ['run', '--silent', 'admin:create', '--', ...flags('pedro@ejemplo.ve')],
      { cwd: ROOT, encoding: 'utf8', env },
    );
    expect(created.status, created.stderr).toBe(0);
    expect(created.stderr).toBe('');
    expect(created.stdout).toContain('Administrador creado: Pedro Mora <pedro@ejemplo.ve>, INTT');
    const link =
      'https://aptovial.example.ve/Recuperar-contrasena?modulo=INTT&correo=pedro%40ejemplo.ve';
    expect(created.stdout.split(link)).toHaveLength(2);
    // The embedded database's folder stays its owner's alone (decision 0051).
    expect(statSync(dataDir).mode & 0o777).toBe(0o700);

    const second = bundled(flags('otro@ejemplo.ve'));
    expect(second.status).toBe(1);
    expect(second.stderr).toContain('INTT ya tiene un Administrador');
    expect(second.stdout).toBe('');

    // No terminal (a pipe): a missing value is refused by its flag, before the database opens.
    const missing = bundled(flags('tercero@ejemplo.ve').slice(0, 6));
    expect(missing.status).toBe(2);
    expect(missing.stderr).toContain('Falta --last-name (Apellidos)');
  }, 120_000);
});

describe('the server database', () => {
  it('is refused while a server holds the embedded folder', async () => {
    const held = mkdtempSync(path.join(tmpdir(), 'aptovial-admin-'));
    try {
      mkdirSync(path.join(held, 'db'));
      writeFileSync(path.join(held, 'db', 'postmaster.pid'), '-42');
      const refused = await openServerDatabase(
        { dataDir: held, databaseUrl: undefined },
        MIGRATIONS_FOLDER,
      ).then(
        () => undefined,
        (error: unknown) => error,
      );
      expect(refused).toBeInstanceOf(FirstAdminRefused);
      expect(refused).toMatchObject({ exitCode: 2 });
      expect(String((refused as Error).message)).toContain('está abierta: detenga el servidor');
    } finally {
      rmSync(held, { recursive: true, force: true });
    }
  });
});
