import { eq, isNotNull } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { checkCounters } from '../../db/counter-recounts';
import { auditEvents, certificateLots, certificates } from '../../db/schema/index';
import { createAuditService } from '../../modules/audit/service';
import { certificatesApp } from '../../modules/certificates/testing';
import type { TestApp } from '../../test/app';
import { countRows } from '../../test/rows';
import { runImport } from '../run-import';
import { certificatesKind } from './certificates';
import {
  importFolder,
  oldCertificate,
  writeCertificatesCsv,
  writeLotsCsv,
} from './certificates-testing';
import { lotsKind } from './lots';

// PGlite by default, PostgreSQL with TEST_DATABASE_URL: the same file runs on both.
let t: TestApp;
let folder: string;
const run = (kind: typeof lotsKind | typeof certificatesKind, file: string, dryRun = false) =>
  runImport({ db: t.database.db, audit: createAuditService() }, kind as typeof lotsKind, {
    file,
    dryRun,
  });

const MANY = 3_000;
const serials = Array.from({ length: MANY }, (_, index) => 500_001 + index);

beforeAll(async () => {
  t = await certificatesApp();
  folder = await importFolder();
});
afterAll(() => t?.close());

describe('lots and certificates of the old system, through the import runner', () => {
  it('imports lots, then thousands of certificates in one transaction, with the counters kept', async () => {
    const lots = await writeLotsCsv(folder, 'lotes.csv', [
      {
        state: 'Distrito Capital',
        initialNumber: '500001',
        finalNumber: '509999',
        numberTP: 'TP-2019-01',
        createdAt: '02/01/2019',
      },
      // The demo lot as stored: unchanged, not refused.
      { state: 'VE-A', initialNumber: '1000001', finalNumber: '1001000', numberTP: 'TP-2026-01' },
    ]);
    const lotOutcome = await run(lotsKind, lots);
    expect(lotOutcome.refused).toEqual([]);
    expect(lotOutcome.counts).toEqual({ inserted: 1, unchanged: 1 });
    const [lot] = await t.database.db
      .select()
      .from(certificateLots)
      .where(eq(certificateLots.numberTP, 'TP-2019-01'));
    expect(lot?.createdAt.toISOString()).toBe('2019-01-02T16:00:00.000Z');

    const rows = serials.map((serial, index) =>
      oldCertificate(serial, index % 10 === 0 ? { status: 'Anulado', reason: 'Extraviado' } : {}),
    );
    const file = await writeCertificatesCsv(folder, 'certificados.csv', rows);
    const outcome = await run(certificatesKind, file);
    expect(outcome.refused).toEqual([]);
    expect(outcome.failure).toBeUndefined();
    expect(outcome.counts).toEqual({ inserted: MANY, unchanged: 0 });
    expect(outcome.counterDifferences).toEqual([]);
    // The counters the statement triggers kept equal a recount of every certificate.
    expect((await checkCounters(t.database.db)).filter((check) => check.differences > 0)).toEqual(
      [],
    );
    const counted = await countRows(t.database.db, {
      imported: [certificates, isNotNull(certificates.importedAt)],
      disabled: [certificates, eq(certificates.status, false)],
    });
    expect(counted).toEqual({ imported: MANY, disabled: MANY / 10 });

    // A second run of the same file changes nothing.
    const again = await run(certificatesKind, file);
    expect(again.counts).toEqual({ inserted: 0, unchanged: MANY });
    const audit = await t.database.db
      .select({ action: auditEvents.action })
      .from(auditEvents)
      .where(eq(auditEvents.entityId, 'certificados'));
    expect(audit.map((event) => event.action)).toEqual(['data_imported', 'data_imported']);
  });

  it('refuses a file whose rows contradict what is stored, and writes none of its rows', async () => {
    const file = await writeCertificatesCsv(folder, 'corregido.csv', [
      oldCertificate(serials[0] ?? 0, { place: 'Petare' }),
      oldCertificate(serials[1] ?? 0, { cedula: 'V-5123456' }),
      oldCertificate(509_000),
      oldCertificate(509_001, { expeditionDate: '31/02/2024' }),
      oldCertificate(509_002, { schoolNumber: '77777' }),
      oldCertificate(2_000_000),
    ]);
    const before = await countRows(t.database.db, { certificates });
    const outcome = await run(certificatesKind, file);
    expect(outcome.counts).toBeUndefined();
    expect(outcome.refused).toEqual([
      { row: 2, reason: 'el serial 500001 ya está registrado con otros datos del mismo titular' },
      { row: 3, reason: 'el serial 500002 ya está emitido a otro titular (V-10500002)' },
      { row: 5, reason: '«Expedición»: 31/02/2024 no existe' },
      { row: 6, reason: 'médico desconocido: N.º de colegio 77777 en Distrito Capital' },
      { row: 7, reason: 'el serial 2000000 no está en ningún lote' },
    ]);
    expect(await countRows(t.database.db, { certificates })).toEqual(before);
  });
});
