import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../db/client';
import { checkCounters } from '../db/counter-recounts';
import { openTestDatabase } from '../test/database';
import { importAudits, importFolder, rowCount, runKind } from './testing';

// Files of more rows than one written batch (5,000): all or none still holds for the whole file.
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

const ROWS = 12_000;
const HEADER = 'Cédula;Nombres;Apellidos;Género;Tipo;Especialidad;Números de colegio';
const line = (i: number, state = 'Lara') =>
  `V-${20_000_000 + i};Ana;Pérez;Femenino;Médico;Medicina General;${state} N.º ${70_000 + i} (solvente: Sí)`;
const lines = (last: string) => [
  HEADER,
  ...Array.from({ length: ROWS - 1 }, (_, i) => line(i, i % 2 ? 'Zulia' : 'Lara')),
  last,
];

describe('a file of several batches', () => {
  it('refused at its last row writes none of the earlier batches', async () => {
    const file = await files.csv(lines(line(ROWS, 'Narnia')));
    const { outcome, report } = await runKind(database.db, 'registros', file);
    expect(outcome.rows).toBe(ROWS);
    expect(report).toContain(`Fila ${ROWS + 1}: estado desconocido «Narnia»`);
    expect(outcome.counts).toBeUndefined();
    expect(await rowCount(database.db, 'registers')).toBe(0);
    expect((await importAudits(database.db)).map((event) => event.action)).toEqual([
      'data_import_refused',
    ]);
  }, 120_000);

  it('a dry run counts every batch; the real run writes them all, counters equal to a recount', async () => {
    const file = await files.csv(lines(line(ROWS)));
    const dry = await runKind(database.db, 'registros', file, true);
    expect(dry.outcome.counts).toEqual({ inserted: ROWS, unchanged: 0 });
    expect(await rowCount(database.db, 'registers')).toBe(0);
    const { outcome } = await runKind(database.db, 'registros', file);
    expect(outcome.counts).toEqual({ inserted: ROWS, unchanged: 0 });
    expect(await rowCount(database.db, 'school_numbers')).toBe(ROWS);
    expect(outcome.counterDifferences).toEqual([]);
    // Every counter, not only those the import checks after its run.
    const differing = (await checkCounters(database.db)).filter((check) => check.differences > 0);
    expect(differing).toEqual([]);
    const again = await runKind(database.db, 'registros', file);
    expect(again.outcome.counts).toEqual({ inserted: 0, unchanged: ROWS });
  }, 240_000);
});
