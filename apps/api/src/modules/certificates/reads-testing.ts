import { afterAll, beforeAll, expect } from 'vitest';
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
    const issue = async (key: string, payload: Record<string, unknown>, who = VIAL) => {
      const response = await call(who, { method: 'POST', url: '/createCertifields', payload });
      expect(response.statusCode, response.body).toBe(200);
      serials[key] = Number(payload.serial);
      return response.json().data as { id: number };
    };
    const holder = { dni: '25000001', names: 'Ana María' };
    await issue('valid', newCertificate({ ...holder, occupation: 'Chofer', place: 'Caracas' }));
    await issue(
      'expired',
      newCertificate({
        ...holder,
        ...special,
        grade: '3',
        expeditionDate: '2025-01-05',
        dueDate: '2026-01-05',
        place: 'Petare',
      }),
    );
    await issue(
      'veB',
      newCertificate({
        serial: 3_000_001,
        schoolNumberId: veB.id,
        dni: '25000002',
        grade: '4',
        typeCertifields: 'Renovación',
        expeditionDate: '2026-03-01',
      }),
      'admin.medicos',
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
