import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../db/client';
import { openTestDatabase } from '../test/database';
import { importAudits, importFolder, rowCount, runKind } from './testing';

let database: Database;
let files: Awaited<ReturnType<typeof importFolder>>;
beforeAll(async () => {
  database = await openTestDatabase();
  files = await importFolder();
});
afterAll(async () => {
  await files.clean();
  await database.close();
});

const HEADER = 'Cédula,Nombres,Apellidos,Género,Correo,Teléfono 1,Rol,Módulo,Estado,Acceso';
const person = (cedula: string, email: string, names = 'Carmen') =>
  `${cedula},${names},Díaz,Femenino,${email},0414-1234567`;
const GOOD = [
  HEADER,
  `${person('V-30000001', 'carmen@colegio.ve')},Presidente,Médicos,Lara,Activo`,
  `${person('V-30000001', 'CARMEN@colegio.ve')},Directiva,Médicos,Lara,Inactivo`,
  `${person('V-30000002', 'pedro@intt.ve', 'Pedro')},Funcionario,INTT,Distrito Capital,`,
];

describe('importing users', () => {
  it('a dry run writes nothing', async () => {
    const { report } = await runKind(database.db, 'usuarios', await files.csv(GOOD), true);
    expect(report.at(-1)).toBe('Se escribirían: 3 nuevos, 0 sin cambios.');
    expect(await rowCount(database.db, 'users')).toBe(0);
  });

  it('writes people once with each account, no password anyone knows and no e-mail', async () => {
    const { outcome } = await runKind(database.db, 'usuarios', await files.csv(GOOD));
    expect(outcome.counts).toEqual({ inserted: 3, unchanged: 0 });
    const users = (await database.db.execute(
      sql`select email, password_hash from users order by email`,
    )) as unknown as { rows: { email: string; password_hash: string }[] };
    expect(users.rows.map((row) => row.email)).toEqual(['carmen@colegio.ve', 'pedro@intt.ve']);
    expect(users.rows[0]?.password_hash).toMatch(/^\$argon2id\$/);
    const accounts = (await database.db.execute(
      sql`select role, module, state, status from accounts order by id`,
    )) as unknown as { rows: Record<string, string>[] };
    expect(accounts.rows).toEqual([
      { role: 'President', module: 'medic', state: 'VE-K', status: 'active' },
      { role: 'Directorate', module: 'medic', state: 'VE-K', status: 'inactive' },
      { role: 'Official', module: 'INTT', state: 'VE-A', status: 'active' },
    ]);
    expect(await rowCount(database.db, 'email_outbox')).toBe(0);
    expect((await importAudits(database.db)).at(-1)?.changes).toMatchObject({ inserted: 3 });
  });

  it('a second run changes nothing', async () => {
    const { outcome } = await runKind(database.db, 'usuarios', await files.csv(GOOD));
    expect(outcome.counts).toEqual({ inserted: 0, unchanged: 3 });
    expect(await rowCount(database.db, 'accounts')).toBe(3);
  });

  it('refuses unknown roles, roles without state, contradicting rows; writes nothing', async () => {
    const file = await files.csv([
      HEADER,
      `${person('V-30000010', 'a@x.ve')},Emperador,Médicos,Lara,`,
      `${person('V-30000011', 'b@x.ve')},Secretaria,Médicos,Lara,`,
      `${person('V-30000012', 'c@x.ve')},Directiva,Médicos,,`,
      `${person('V-30000013', 'd@x.ve')},Directiva,Médicos,Zulia,`,
      `${person('V-30000014', 'd@x.ve')},Administrador,Médicos,Zulia,`,
      `${person('V-30000015', 'e@x.ve')},Directiva,Médicos,Zulia,`,
      `${person('V-30000015', 'e@x.ve')},Directiva,Médicos,Zulia,`,
      `${person('V-30000016', 'f@x.ve')},Presidente,Médicos,Lara,`,
      `${person('V-30000017', 'pedro@intt.ve')},Administrador,INTT,Lara,`,
      `${person('V-30000018', 'g@x.ve')},Director de Medicina Vial,Medicina Vial,Lara,`,
      `${person('V-30000019', 'h@x.ve')},Directiva,Médicos,Narnia,`,
    ]);
    const { outcome, report } = await runKind(database.db, 'usuarios', file);
    expect(report.slice(1, -1)).toEqual([
      'Fila 2: rol «Emperador» desconocido',
      'Fila 3: el rol «Secretaria» no existe en el módulo Médicos',
      'Fila 4: el rol Directiva de Médicos necesita un estado',
      'Fila 6: el correo d@x.ve ya figura en la fila 5 con otros datos',
      'Fila 8: repite «e@x.ve · Directiva de Médicos» de la fila 7',
      'Fila 9: ya hay otro Presidente de Médicos activo en Lara (carmen@colegio.ve)',
      'Fila 10: el correo pedro@intt.ve es de otra persona (V-30000002)',
      'Fila 11: las credenciales de Medicina Vial se otorgan desde Médicos habilitados, no se importan',
      'Fila 12: estado desconocido «Narnia»',
    ]);
    expect(outcome.counts).toBeUndefined();
    expect(await rowCount(database.db, 'accounts')).toBe(3);
  });
});
