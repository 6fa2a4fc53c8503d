import { auditEvents, registers, schoolNumbers } from '../../db/schema/index';
import type { TestApp } from '../../test/app';
import { bearer } from '../../test/auth';
import { countRows } from '../../test/rows';

let serial = 0;

/** A valid new college number; every call a different number. */
export function newNumber(overrides: Record<string, unknown> = {}) {
  serial += 1;
  return {
    state: 'VE-A',
    schoolNumber: String(50_000 + serial),
    registerDate: '2010-01-15',
    currentSolvency: '2030-12-31',
    ...overrides,
  };
}

/** A valid new medic with one college number in VE-A; every call a different dni. */
export function newRegister(
  overrides: Record<string, unknown> = {},
  number: Record<string, unknown> = {},
) {
  serial += 1;
  return {
    dni: String(30_000_000 + serial),
    names: 'María José',
    lastNames: 'Pérez Añez',
    genders: 'F',
    phone: '0414-1234567',
    dateBirth: '1980-05-04',
    specialty: 'Medicina General',
    healthNumber: 'MPPS-123',
    type: 'medic',
    schoolNumbers: [newNumber(number)],
    ...overrides,
  };
}

/** A nurse with a degree, of VE-A unless `number` says otherwise. */
export const newNurse = (
  overrides: Record<string, unknown> = {},
  number: Record<string, unknown> = {},
) =>
  newRegister(
    {
      type: 'nurse',
      specialty: 'Enfermería General',
      academicDegree: 'Licenciatura en Enfermería',
      ...overrides,
    },
    number,
  );

type Call = { method: 'GET' | 'POST' | 'PUT'; url: string; payload?: object };

/** Calls an /api route with a token. */
export function callerOf(t: () => TestApp) {
  return (token: string, call: Call) =>
    t().app.inject({
      method: call.method,
      url: `/api${call.url}`,
      headers: bearer(token),
      ...(call.payload ? { payload: call.payload } : {}),
    });
}

/** Rows of registers, school numbers and audit events: a failed request changes none. */
export function rowCountsOf(t: () => TestApp) {
  return () => countRows(t().database.db, { registers, schoolNumbers, audit: auditEvents });
}
