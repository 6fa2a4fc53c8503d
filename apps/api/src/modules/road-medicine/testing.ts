import { accounts, auditEvents, registers, schoolNumbers, users } from '../../db/schema/index';
import type { TestApp } from '../../test/app';
import { bearer } from '../../test/auth';
import { countRows } from '../../test/rows';

export const PREFIX = '/api/credentialMedic';
let serial = 0;

/**
 * A medic with one college number (enabled for road medicine and solvent, unless `number` says
 * otherwise), written straight to the tables: these tests are about credentials, not registers.
 */
export async function newMedic(
  t: TestApp,
  number: Partial<typeof schoolNumbers.$inferInsert> = {},
) {
  serial += 1;
  const dni = String(40_000_000 + serial);
  const [register] = await t.database.db
    .insert(registers)
    .values({
      dni,
      nationality: 'V',
      names: 'Mariana',
      lastNames: 'Pérez Añez',
      gender: 'F',
      phone: '0414-1234567',
      specialty: 'Medicina General',
      type: 'medic',
    })
    .returning({ id: registers.id });
  if (!register) throw new Error('register not inserted');
  const [row] = await t.database.db
    .insert(schoolNumbers)
    .values({
      registerId: register.id,
      state: 'VE-A',
      schoolNumber: String(70_000 + serial),
      registerDate: '2012-01-10',
      currentSolvency: '2099-12-31',
      medicVial: true,
      licenseNumber: `MV-T${serial}`,
      ...number,
    })
    .returning({ id: schoolNumbers.id });
  if (!row) throw new Error('school number not inserted');
  return {
    schoolNumberId: row.id,
    dni,
    email: `medico.vial.${serial}.${Date.now()}@aptovial.test`,
  };
}

type Call = { method: 'GET' | 'POST' | 'PUT'; url: string; payload?: object };

/** Calls a credential route with a token. */
export function callerOf(t: () => TestApp) {
  return (token: string, call: Call) =>
    t().app.inject({
      method: call.method,
      url: `${PREFIX}${call.url}`,
      headers: bearer(token),
      ...(call.payload ? { payload: call.payload } : {}),
    });
}

/** Rows of accounts, users and audit events: a refused request changes none. */
export function rowCountsOf(t: () => TestApp) {
  return () => countRows(t().database.db, { accounts, users, audit: auditEvents });
}
