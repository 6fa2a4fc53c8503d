import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database, Db } from '../db/client';
import { checkCounters } from '../db/counter-recounts';
import { createAuditService } from '../modules/audit/service';
import { openTestDatabase } from '../test/database';
import { registersKind } from './kinds/registers';
import { importReport } from './report';
import { runImport } from './run-import';
import { importAudits, importFolder, rowCount } from './testing';

// Files of more rows than one written batch: all or none still holds for the whole file. The
// batches are made small (400 rows instead of 5,000) so that three of them cost little to write.
const BATCH_ROWS = 400;
const ROWS = 1_200;
const runKind = async (db: Db, file: string, dryRun = false) => {
  const kind = { ...registersKind, batchRows: BATCH_ROWS };
  const outcome = await runImport({ db, audit: createAuditService() }, kind, { file, dryRun });
  return { outcome, report: importReport(outcome) };
};
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
    const { outcome, report } = await runKind(database.db, file);
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
    const dry = await runKind(database.db, file, true);
    expect(dry.outcome.counts).toEqual({ inserted: ROWS, unchanged: 0 });
    expect(await rowCount(database.db, 'registers')).toBe(0);
    const { outcome } = await runKind(database.db, file);
    expect(outcome.counts).toEqual({ inserted: ROWS, unchanged: 0 });
    expect(await rowCount(database.db, 'school_numbers')).toBe(ROWS);
    expect(outcome.counterDifferences).toEqual([]);
    // Every counter, not only those the import checks after its run.
    const differing = (await checkCounters(database.db)).filter((check) => check.differences > 0);
    expect(differing).toEqual([]);
    const again = await runKind(database.db, file);
    expect(again.outcome.counts).toEqual({ inserted: 0, unchanged: ROWS });
  }, 240_000);
});
