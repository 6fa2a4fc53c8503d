import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../db/client';
import { openTestDatabase } from '../test/database';
import { FileRefused } from './file-limits';
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

const HEADER =
  'Cédula;Nombres;Apellidos;Género;Teléfono;Fecha de nacimiento;Tipo;Especialidad;Grado académico;Números de colegio;N.º de habilitado';
const medic = (
  cedula: string,
  numbers: string,
  extra: Partial<Record<'birth' | 'names', string>> = {},
) =>
  `${cedula};${extra.names ?? 'Ana María'};Pérez Gil;Femenino;0414-1234567;${extra.birth ?? '03/02/1980'};Médico;Medicina General;;"${numbers}";`;
const GOOD = [
  HEADER,
  medic('V-10000001', 'Lara N.º 501 (solvente: Sí)'),
  medic('V-10000002', 'Zulia N.º 502 (solvente: No)\nMérida N.º 503 (solvente hasta: 31/12/2030)'),
  'E-10000003;Luisa;Rojas;Femenino;Sin definir;;Enfermeras;Enfermería General;Licenciatura en Enfermería;"Distrito Capital N.º 504 (solvente: Sí)";',
  `${medic('V-10000004', 'Lara N.º 505 (solvente: Sí)')}MV-9001`,
];

const registers = () => rowCount(database.db, 'registers');

describe('importing registers', () => {
  it('a dry run reports what it would write and writes nothing', async () => {
    const { outcome, report } = await runKind(
      database.db,
      'registros',
      await files.csv(GOOD),
      true,
    );
    expect(outcome.refused).toEqual([]);
    expect(report.at(-1)).toBe('Se escribirían: 4 nuevos, 0 sin cambios.');
    expect(await registers()).toBe(0);
    expect(await importAudits(database.db)).toEqual([]);
  });

  it('writes every row in one run, audited, with the counters equal to a recount', async () => {
    const file = await files.csv(GOOD);
    const { outcome, report } = await runKind(database.db, 'registros', file);
    expect(report.slice(-2)).toEqual([
      'Escritos: 4 nuevos, 0 sin cambios.',
      'Contadores: coinciden con el recuento.',
    ]);
    expect(outcome.counterDifferences).toEqual([]);
    expect(await registers()).toBe(4);
    const numbers = await database.db.execute(
      sql`select state, school_number, current_solvency, medic_vial, license_number from school_numbers order by school_number`,
    );
    const rows = (numbers as unknown as { rows: Record<string, unknown>[] }).rows;
    expect(rows.map((row) => row.state)).toEqual(['VE-K', 'VE-V', 'VE-L', 'VE-A', 'VE-K']);
    expect(rows[2]?.current_solvency).toBe('2030-12-31');
    expect(rows[4]).toMatchObject({ medic_vial: true, license_number: 'MV-9001' });
    const [audit] = await importAudits(database.db);
    expect(audit).toMatchObject({ action: 'data_imported', entity_id: 'registros' });
    expect(audit?.changes).toMatchObject({ rows: 4, inserted: 4, unchanged: 0, refused: 0 });
    const counted = await database.db.execute(
      sql`select total from register_counts where type = 'medic' and state = 'VE-K' and not road_medicine`,
    );
    expect((counted as unknown as { rows: { total: number }[] }).rows[0]?.total).toBe(2);
  });

  it('a second run of the same file changes nothing', async () => {
    const { outcome } = await runKind(database.db, 'registros', await files.csv(GOOD));
    expect(outcome.counts).toEqual({ inserted: 0, unchanged: 4 });
    expect(await registers()).toBe(4);
  });

  it('refuses bad rows in Spanish and writes none of the file', async () => {
    const file = await files.csv([
      HEADER,
      medic('V-20000001', 'Narnia N.º 601 (solvente: Sí)'),
      medic('V-20000002', 'Lara N.º 602 (solvente: Sí)', { birth: '31/02/1990' }),
      medic('V-20000003', 'Lara N.º 603 (solvente: Sí)'),
      medic('V-20000003', 'Lara N.º 603 (solvente: Sí)', { names: 'Otra Persona' }),
      medic('V-20000005', 'Lara N.º 603 (solvente: Sí)'),
      medic('V-10000001', 'Lara N.º 501 (solvente: Sí)', { names: 'Cambiada' }),
      medic('V-20000007', 'Lara N.º 501 (solvente: Sí)'),
      medic('V-20000008', 'Falcón N.º 608 (solvente: Sí)'),
    ]);
    const before = await registers();
    const { outcome, report } = await runKind(database.db, 'registros', file);
    expect(report.slice(1, -1)).toEqual([
      'Fila 2: estado desconocido «Narnia»',
      'Fila 3: fecha de nacimiento: 31/02/1990 no existe',
      'Fila 5: repite «V-20000003» de la fila 4',
      'Fila 6: el número de colegio Lara N.º 603 ya figura en la fila 4 con otros datos',
      'Fila 7: V-10000001 ya está guardada con otros datos: nombres «Ana María» (archivo «Cambiada»)',
      'Fila 8: el número Lara N.º 501 es de V-10000001',
    ]);
    expect(report.at(-1)).toBe(
      'Filas rechazadas: 6 de 8. No se escribió nada (todo o nada por archivo): corrija el archivo y vuelva a ejecutarlo.',
    );
    expect(outcome.counts).toBeUndefined();
    expect(await registers()).toBe(before);
    expect((await importAudits(database.db)).at(-1)).toMatchObject({
      action: 'data_import_refused',
      changes: { refused: 6, inserted: 0 },
    });
  });

  it('refuses unknown and missing columns, naming them', async () => {
    const file = await files.csv(['Cédula;Nombres;Apellidos;Color favorito', 'V-1;Ana;Gil;azul']);
    const error = await runKind(database.db, 'registros', file).catch((thrown: unknown) => thrown);
    expect(error).toBeInstanceOf(FileRefused);
    expect((error as Error).message).toMatch(
      /^El archivo no es de registros de médicos y enfermeros: columnas desconocidas: «Color favorito»; faltan columnas: «Género», «Tipo», «Especialidad», «Números de colegio»\./,
    );
  });
});
