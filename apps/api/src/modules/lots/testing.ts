import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, expect } from 'vitest';
import {
  auditEvents,
  certificateLots,
  certificates,
  registers,
  schoolNumbers,
} from '../../db/schema/index';
import type { TestApp } from '../../test/app';
import { bearer, type Scope } from '../../test/auth';
import { createSeededApp } from '../../test/demo';
import { countRows } from '../../test/rows';
import { tokensFor } from '../users/testing';

export const LOTS = '/api/certifieldLotes';

export type LotBody = {
  id: number;
  state: string;
  initialNumber: number;
  finalNumber: number;
  numberTP: string;
  used: number;
  free: number;
  createdBy: string | null;
};
type Call = { method: 'GET' | 'POST' | 'PUT'; url: string; payload?: object };

/**
 * A seeded app for one lots test file (with one road-medicine medic to issue on), and the calls
 * the files share; it registers its own beforeAll and afterAll.
 */
export function lotsTestKit() {
  let t: TestApp | undefined;
  let schoolNumberId = 0;
  const app = (): TestApp => {
    if (!t) throw new Error('the lots test app has not started');
    return t;
  };
  beforeAll(async () => {
    t = await createSeededApp();
    const db = t.database.db;
    const [register] = await db
      .insert(registers)
      .values({
        dni: '30111222',
        nationality: 'V',
        names: 'María José',
        lastNames: 'Pérez Añez',
        gender: 'F',
        specialty: 'Medicina General',
        type: 'medic',
      })
      .returning();
    if (!register) throw new Error('register not inserted');
    const [number] = await db
      .insert(schoolNumbers)
      .values({
        registerId: register.id,
        state: 'VE-A',
        schoolNumber: '7788',
        registerDate: '2010-01-15',
        currentSolvency: '2030-12-31',
        medicVial: true,
        licenseNumber: 'H-7788',
      })
      .returning();
    if (!number) throw new Error('school number not inserted');
    schoolNumberId = number.id;
  });
  afterAll(() => t?.close());

  const tokenOf = tokensFor(app);
  async function call(name: string, request: Call, scope: Scope = 'colegio') {
    return app().app.inject({
      method: request.method,
      url: request.url,
      headers: bearer(await tokenOf(scope, name)),
      ...(request.payload ? { payload: request.payload } : {}),
    });
  }
  const create = (payload: object, name = 'admin.medicos') =>
    call(name, { method: 'POST', url: `${LOTS}/createCertifieldLotes`, payload });
  const update = (payload: object, name = 'admin.medicos') =>
    call(name, { method: 'PUT', url: `${LOTS}/updatedCertifieldLotes`, payload });
  const list = (query = '', name = 'admin.medicos') =>
    call(name, { method: 'GET', url: `${LOTS}${query}` });

  async function created(initialNumber: number, finalNumber: number, state = 'VE-A') {
    const response = await create({ state, initialNumber, finalNumber, numberTP: `TP-${state}` });
    expect(response.statusCode, response.body).toBe(200);
    return response.json().data as LotBody;
  }

  /** The row of a certificate on `serial` of the lot (as issuing would write it). */
  const certificateOn = (lot: { id: number; state: string }, serial: number) => ({
    serial,
    lotId: lot.id,
    state: lot.state,
    place: 'Caracas',
    expeditionDate: '2025-01-10',
    dueDate: '2030-01-10',
    dni: String(10_000_000 + serial),
    nationality: 'V' as const,
    names: 'Ana',
    lastNames: 'Gómez',
    birthDate: '1990-01-01',
    grade: '3',
    type: 'Primera vez',
    schoolNumberId,
    nameDoctor: 'María José Pérez Añez',
    dniDoctor: '30111222',
  });

  /** A certificate on `serial` of the lot, written straight to the table. */
  async function issue(lot: { id: number; state: string }, serial: number) {
    const [row] = await app()
      .database.db.insert(certificates)
      .values(certificateOn(lot, serial))
      .returning({ id: certificates.id });
    if (!row) throw new Error('certificate not inserted');
    return row.id;
  }

  /** Lots and lot audit rows: a refused request must leave both unchanged. */
  const written = () =>
    countRows(app().database.db, {
      lots: certificateLots,
      events: [auditEvents, eq(auditEvents.entity, 'certificate_lot')],
    });
  const auditOf = (id: number) =>
    app()
      .database.db.select()
      .from(auditEvents)
      .where(and(eq(auditEvents.entity, 'certificate_lot'), eq(auditEvents.entityId, String(id))))
      .orderBy(auditEvents.id);

  return {
    app,
    schoolNumberId: () => schoolNumberId,
    call,
    create,
    update,
    list,
    created,
    certificateOn,
    issue,
    written,
    auditOf,
  };
}
