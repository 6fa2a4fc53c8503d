import { spawnSync } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { importFolder } from './testing';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../..');

let files: Awaited<ReturnType<typeof importFolder>>;
let dataDir: string;
beforeAll(async () => {
  files = await importFolder();
  dataDir = path.dirname(await files.csv([]));
});
afterAll(() => files.clean());

const env = (folder: string) => ({
  ...process.env,
  DATA_DIR: folder,
  DATABASE_URL: '',
  LOG_LEVEL: 'silent',
});
/** The command as docs/operations.md gives it (bundles the script, then runs it). */
const npmRun = (args: string[], folder = dataDir) =>
  spawnSync('npm', ['run', '--silent', 'import', '--', ...args], {
    cwd: ROOT,
    encoding: 'utf8',
    env: env(folder),
  });
/** The bundle the first npm run wrote: the same script without bundling it again. */
const run = (args: string[], folder = dataDir) =>
  spawnSync(process.execPath, ['apps/api/dist/import.mjs', ...args], {
    cwd: ROOT,
    encoding: 'utf8',
    env: env(folder),
  });

const HEADER = 'Cédula;Nombres;Apellidos;Género;Tipo;Especialidad;Números de colegio';
const ROW = 'V-40000001;Rosa;Mora;Femenino;Médico;Medicina General;Lara N.º 901 (solvente: Sí)';

describe('npm run import', () => {
  it('dry run, then the real run, then a second run that changes nothing (PGlite)', async () => {
    const file = await files.csv([HEADER, ROW]);
    const dry = npmRun(['registros', file, '--dry-run']);
    expect(dry.status, dry.stderr).toBe(0);
    expect(dry.stdout).toContain('(prueba: no se escribe nada)');
    expect(dry.stdout).toContain('Se escribirían: 1 nuevo, 0 sin cambios.');
    const real = run(['registros', file]);
    expect(real.status, real.stderr).toBe(0);
    expect(real.stdout).toContain('Escritos: 1 nuevo, 0 sin cambios.');
    expect(real.stdout).toContain('Contadores: coinciden con el recuento.');
    expect(run(['registros', file]).stdout).toContain('Escritos: 0 nuevos, 1 sin cambios.');
  }, 120_000);

  it('exits 1 on refused rows or a refused file, 2 on a usage error', async () => {
    const refused = run(['registros', await files.csv([HEADER, ROW.replace('Lara', 'Narnia')])]);
    expect(refused.status).toBe(1);
    expect(refused.stdout).toContain('Fila 2: estado desconocido «Narnia»');
    const png = await files.bytes(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0, 0]));
    const notSheet = run(['usuarios', png]);
    expect(notSheet.status).toBe(1);
    expect(notSheet.stderr).toContain('Archivo rechazado: El archivo no es una hoja de cálculo');
    for (const wrong of [[], ['nada', png], ['registros']]) {
      const usage = run(wrong);
      expect(usage.status).toBe(2);
      expect(usage.stderr).toContain('Uso: npm run import --');
    }
  }, 60_000);

  it('refuses to open the embedded database a running server holds', async () => {
    const held = path.join(dataDir, 'ocupada');
    mkdirSync(path.join(held, 'db'), { recursive: true });
    writeFileSync(path.join(held, 'db', 'postmaster.pid'), '1\n');
    const result = run(['registros', await files.csv([HEADER, ROW])], held);
    expect(result.status).toBe(2);
    expect(result.stderr).toContain('está abierta: detenga el servidor');
  });
});
