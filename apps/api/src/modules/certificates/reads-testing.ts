import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, expect } from 'vitest';
import { certificates } from '../../db/schema/index';
import type { TestApp } from '../../test/app';
import {
  callerOf,
  certificatesApp,
  insertLot,
  insertMedic,
  newCertificate,
  special,
} from './testing';

export const VIAL = 'director.vial.medicos';
export const INTT = { scope: 'INTT' as const, name: 'funcionario.intt' };

/** The serials of rows, sorted, to compare with `of`. */
export const serialsOf = (rows: { serial: number }[]) => rows.map((row) => row.serial).sort();

/**
 * One app per test file with four certificates to read (reads.test.ts, reads-reports.test.ts):
 * 'valid' and 'expired' (special, grade 3, 2025) of one VE-A holder, 'disabled' (VE-A), and 'veB'
 * (Renovación, grade 4, March 2026) of a new VE-B doctor. It registers beforeAll and afterAll.
 */
export function readsKit() {
  let current: TestApp | undefined;
  const t = (): TestApp => {
    if (!current) throw new Error('the reads test app has not started');
    return current;
  };
  const call = callerOf(t);
  const serials: Record<string, number> = {};
  let veBDoctor = '';

  beforeAll(async () => {
    current = await certificatesApp();
    const veB = await insertMedic(current, {});
    veBDoctor = veB.dni;
    await insertLot(current, {
      state: 'VE-B',
      initialNumber: 3_000_001,
      finalNumber: 3_000_100,
      numberTP: 'TP-B',
    });
    /** Issued today; `issuedOn` dates it back afterwards (no one may issue so far back). */
    const issue = async (
      key: string,
      payload: Record<string, unknown>,
      who = VIAL,
      issuedOn?: { expeditionDate: string; dueDate: string },
    ) => {
      const response = await call(who, { method: 'POST', url: '/createCertifields', payload });
      expect(response.statusCode, response.body).toBe(200);
      serials[key] = Number(payload.serial);
      const { id } = response.json().data as { id: number };
      if (issuedOn) {
        await current?.database.db
          .update(certificates)
          .set({ ...issuedOn, createdAt: new Date(`${issuedOn.expeditionDate}T15:00:00Z`) })
          .where(eq(certificates.id, id));
      }
      return { id };
    };
    const holder = { dni: '25000001', names: 'Ana María' };
    await issue('valid', newCertificate({ ...holder, occupation: 'Chofer', place: 'Caracas' }));
    await issue(
      'expired',
      newCertificate({ ...holder, ...special, grade: '3', place: 'Petare' }),
      VIAL,
      { expeditionDate: '2025-01-05', dueDate: '2026-01-05' },
    );
    await issue(
      'veB',
      newCertificate({
        serial: 3_000_001,
        schoolNumberId: veB.id,
        dni: '25000002',
        grade: '4',
        typeCertifields: 'Renovación',
      }),
      'admin.medicos',
      { expeditionDate: '2026-03-01', dueDate: '2027-06-10' },
    );
    const disabled = await issue('disabled', newCertificate({ dni: '25000003' }));
    const off = await call(VIAL, {
      method: 'PUT',
      url: `/disableCertifields/${disabled.id}`,
      payload: { reason: 'Documento adulterado' },
    });
    expect(off.statusCode, off.body).toBe(200);
  });
  afterAll(() => current?.close());

  /** A GET of the certificates' API that must answer `status`; its JSON. */
  const get = async (who: string | typeof INTT, url: string, status = 200) => {
    const response = await call(who, { method: 'GET', url });
    expect(response.statusCode, response.body).toBe(status);
    return response.json();
  };
  /** The serials of the certificates named, sorted. */
  const of = (...keys: string[]) => keys.map((key) => serials[key]).sort();

  return { t, call, get, serials, of, veBDoctor: () => veBDoctor };
}
