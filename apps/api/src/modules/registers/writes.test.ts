import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditEvents } from '../../db/schema/index';
import type { TestApp } from '../../test/app';
import { createSeededApp } from '../../test/demo';
import { tokensFor } from '../users/testing';
import { callerOf, newNumber, newNurse, newRegister, rowCountsOf } from './testing';

let t: TestApp;
beforeAll(async () => {
  t = await createSeededApp();
});
afterAll(() => t.close());
const tokenOf = tokensFor(() => t);
const call = callerOf(() => t);
const rowCounts = rowCountsOf(() => t);
const admin = () => tokenOf('colegio', 'admin.medicos');
const president = () => tokenOf('colegio', 'presidente.medicos');
const send = (method: 'POST' | 'PUT', url: string) => async (payload: object, token?: string) =>
  call(token ?? (await admin()), { method, url, payload });
const post = send('POST', '/register');
const put = send('PUT', '/register');
const createNumber = send('POST', '/schoolNumber/createSchoolNumbers');
const updateNumber = send('PUT', '/schoolNumber/updatedSchoolNumbers');

type Created = {
  id: number;
  dni: string;
  schoolNumbers: { id: number; state: string; schoolNumber: string }[];
};
async function created(payload: object, token?: string): Promise<Created> {
  const response = await post(payload, token);
  expect(response.statusCode, response.body).toBe(200);
  return response.json().data;
}
/** The changes recorded by the one audit event of `action` on `id`. */
async function changesOf(action: string, id: number) {
  const where = and(eq(auditEvents.action, action), eq(auditEvents.entityId, String(id)));
  const events = await t.database.db.select().from(auditEvents).where(where);
  expect(events).toHaveLength(1);
  expect(events[0]?.accountId).toBeTypeOf('number');
  return events[0]?.changes;
}

type Response = { statusCode: number; json(): unknown };
/** [request, status, error code, field named in `errors`]. */
type Refusal = [() => Promise<Response>, number, string, string?];
const invalid = (request: Refusal[0], field: string): Refusal => [
  request,
  400,
  'VALIDATION_ERROR',
  field,
];
const missing = (request: Refusal[0]): Refusal => [request, 404, 'NOT_FOUND'];
const otherState = (request: Refusal[0]): Refusal => [request, 403, 'STATE_NOT_ALLOWED'];
/** Each request fails as expected and writes nothing (no register, number or audit row). */
async function refused(cases: Refusal[]) {
  await Promise.all([admin(), president()]); // signing in writes its own audit rows
  for (const [request, status, error, field] of cases) {
    const before = await rowCounts();
    const response = await request();
    const body = response.json() as { error: string; errors?: { field: string }[] };
    expect(response.statusCode, JSON.stringify(body)).toBe(status);
    expect(body.error).toBe(error);
    if (field) expect(body.errors?.map((item) => item.field)).toContain(field);
    expect(await rowCounts()).toEqual(before);
  }
}

describe('POST /api/register', () => {
  it('creates a register with its college numbers, audited, and reads it back', async () => {
    const input = newRegister({}, { medicVial: true, licenseNumber: 'HV-1001', grades: ['1'] });
    input.schoolNumbers.push(newNumber({ state: 'VE-B', typeCertifields: ['Primera vez'] }));
    const register = await created(input);
    expect(register).toMatchObject({
      dni: input.dni,
      nationality: 'V',
      names: 'María José',
      genders: 'F',
      specialty: 'Medicina General',
      type: 'medic',
      academicDegree: null,
      dateBirth: '1980-05-04',
      createdBy: 'admin.medicos@aptovial.test',
    });
    expect(register.schoolNumbers).toMatchObject([
      { state: 'VE-A', medicVial: true, licenseNumber: 'HV-1001', grades: ['1'], solvency: 'Sí' },
      { state: 'VE-B', medicVial: false, licenseNumber: null, typeCertifields: ['Primera vez'] },
    ]);
    const [first, second] = register.schoolNumbers;
    expect(first && second && first.id < second.id).toBe(true);
    const search = await call(await admin(), {
      method: 'GET',
      url: `/register/search?dni=${input.dni}`,
    });
    expect(search.json().data).toEqual([register]);
    expect(await changesOf('register_created', register.id)).toMatchObject({
      dni: { before: null, after: input.dni },
    });
    expect(await changesOf('school_number_created', second?.id ?? 0)).toMatchObject({
      state: { before: null, after: 'VE-B' },
      registerId: { before: null, after: register.id },
    });
  });

  it("clears a medic's academic degree; a nurse needs a known one", async () => {
    const medic = await created(newRegister({ academicDegree: 'Maestría' }));
    expect(medic).toMatchObject({ type: 'medic', academicDegree: null });
    const nurse = await created(newNurse(), await tokenOf('colegio', 'admin.enfermeras'));
    expect(nurse).toMatchObject({ academicDegree: 'Licenciatura en Enfermería' });
    await refused([
      invalid(() => post(newNurse({ academicDegree: undefined })), 'academicDegree'),
      invalid(() => post(newNurse({ academicDegree: 'Astronauta' })), 'academicDegree'),
    ]);
  });

  it('keeps a dni unique per nationality, even under concurrent creates', async () => {
    const first = newRegister();
    await created(first);
    await refused([
      [() => post(newRegister({ dni: first.dni })), 409, 'REGISTER_DNI_TAKEN', 'dni'],
    ]);
    const foreign = await created(newRegister({ dni: first.dni, nationality: 'E' }));
    expect(foreign).toMatchObject({ dni: first.dni, nationality: 'E' });

    const twin = newRegister();
    const token = await admin();
    const before = await rowCounts();
    const responses = await Promise.all([
      post(twin, token),
      post({ ...twin, schoolNumbers: [newNumber()] }, token),
    ]);
    expect(responses.map((response) => response.statusCode).sort()).toEqual([200, 409]);
    const loser = responses.find((response) => response.statusCode === 409);
    expect(loser?.json()).toMatchObject({ error: 'REGISTER_DNI_TAKEN' });
    const after = await rowCounts();
    expect(after.registers).toBe((before.registers ?? 0) + 1);
    expect(after.schoolNumbers).toBe((before.schoolNumbers ?? 0) + 1);
  });

  it('keeps a college number unique per state and a licence unique', async () => {
    const first = newRegister({}, { medicVial: true, licenseNumber: 'HV-2001' });
    const number = first.schoolNumbers[0]?.schoolNumber;
    await created(first);
    const again = newRegister({}, { schoolNumber: number });
    again.schoolNumbers.unshift(newNumber({ state: 'VE-C' }));
    const twice = newRegister();
    twice.schoolNumbers.push(newNumber({ schoolNumber: twice.schoolNumbers[0]?.schoolNumber }));
    const licence = newRegister({}, { medicVial: true, licenseNumber: 'HV-2001' });
    await refused([
      [() => post(again), 409, 'SCHOOL_NUMBER_TAKEN', 'schoolNumbers.1.schoolNumber'],
      [() => post(twice), 409, 'SCHOOL_NUMBER_TAKEN', 'schoolNumbers.1.schoolNumber'],
      [() => post(licence), 409, 'LICENSE_NUMBER_TAKEN', 'schoolNumbers.0.licenseNumber'],
    ]);
    await created(newRegister({}, { schoolNumber: number, state: 'VE-B' }));
  });

  it('refuses bad input naming the field, writing nothing', async () => {
    const cases: [object, string][] = [
      [newRegister({}, { currentSolvency: '2026-02-30' }), 'schoolNumbers.0.currentSolvency'],
      [newRegister({}, { state: 'VE-Q' }), 'schoolNumbers.0.state'],
      [newRegister({ specialty: 'Brujería' }), 'specialty'],
      [newRegister({ specialty: 'Enfermería General' }), 'specialty'],
      [newRegister({}, { medicVial: true }), 'schoolNumbers.0.licenseNumber'],
      [newRegister({ schoolNumbers: [] }), 'schoolNumbers'],
      [newRegister({ dni: '12ab' }), 'dni'],
    ];
    await refused(cases.map(([payload, field]) => invalid(() => post(payload), field)));
  });

  it('lets a non-Admin create only in its own state, and only its own type', async () => {
    const own = await created(newRegister(), await president());
    expect(own.schoolNumbers[0]?.state).toBe('VE-A');
    const nursePresident = await tokenOf('colegio', 'presidente.enfermeras');
    const intt = await tokenOf('INTT', 'admin.intt');
    await refused([
      otherState(async () => post(newRegister({}, { state: 'VE-B' }), await president())),
      [async () => post(newNurse(), await president()), 403, 'FORBIDDEN'],
      [() => post(newRegister(), nursePresident), 403, 'FORBIDDEN'],
      [() => post(newRegister(), intt), 403, 'WRONG_MODULE'],
    ]);
  });
});

describe('PUT /api/register', () => {
  it('replaces the fields sent, updates and adds numbers, clears a medic degree, audits', async () => {
    const register = await created(newRegister());
    const [number] = register.schoolNumbers;
    const added = newNumber({ state: 'VE-C' });
    const response = await put({
      id: register.id,
      names: 'Ana Lucía',
      academicDegree: 'Maestría',
      schoolNumbers: [{ id: number?.id, currentSolvency: '2020-01-31' }, added],
    });
    expect(response.statusCode, response.body).toBe(200);
    const data = response.json().data;
    expect(data).toMatchObject({
      names: 'Ana Lucía',
      lastNames: 'Pérez Añez',
      academicDegree: null,
    });
    expect(data.schoolNumbers).toMatchObject([
      { id: number?.id, state: 'VE-A', currentSolvency: '2020-01-31', solvency: 'No' },
      { state: 'VE-C', schoolNumber: added.schoolNumber },
    ]);
    expect(await changesOf('register_updated', register.id)).toEqual({
      names: { before: 'María José', after: 'Ana Lucía' },
    });
    expect(await changesOf('school_number_updated', number?.id ?? 0)).toEqual({
      currentSolvency: { before: '2030-12-31', after: '2020-01-31' },
    });
  });

  it('refuses what it may not do, writing nothing', async () => {
    const register = await created(newRegister());
    const [own] = register.schoolNumbers;
    const other = await created(newRegister());
    const elsewhere = await created(newRegister({}, { state: 'VE-B' }));
    const { id } = register;
    await refused([
      [() => put({ id, dni: other.dni }), 409, 'REGISTER_DNI_TAKEN', 'dni'],
      invalid(
        () => put({ id, schoolNumbers: [{ id: other.schoolNumbers[0]?.id }] }),
        'schoolNumbers.0.id',
      ),
      invalid(() => put({ id, type: 'nurse', specialty: 'Enfermería General' }), 'academicDegree'),
      invalid(
        () => put({ id, schoolNumbers: [{ id: own?.id, medicVial: true }] }),
        'schoolNumbers.0.licenseNumber',
      ),
      missing(() => put({ id: 999_999, names: 'Nadie Aquí' })),
      missing(async () => put({ id: elsewhere.id, names: 'Otro' }, await president())),
      otherState(async () =>
        put({ id, schoolNumbers: [newNumber({ state: 'VE-B' })] }, await president()),
      ),
    ]);
  });
});

describe('school-number routes', () => {
  it('adds and updates one number; the fields not sent are kept', async () => {
    const register = await created(newRegister({}, { grades: ['3'] }));
    const added = await createNumber({ registerId: register.id, ...newNumber({ state: 'VE-D' }) });
    expect(added.statusCode, added.body).toBe(200);
    expect(added.json().data).toMatchObject({ registerId: register.id, state: 'VE-D' });
    const id = register.schoolNumbers[0]?.id ?? 0;
    const updated = await updateNumber({ id, medicVial: true, licenseNumber: 'HV-3001' });
    expect(updated.statusCode, updated.body).toBe(200);
    expect(updated.json().data).toMatchObject({
      id,
      medicVial: true,
      grades: ['3'],
      state: 'VE-A',
    });
    expect(await changesOf('school_number_updated', id)).toEqual({
      medicVial: { before: false, after: true },
      licenseNumber: { before: null, after: 'HV-3001' },
    });
  });

  it('refuses hidden registers, other states, clashes and bad input, writing nothing', async () => {
    const register = await created(newRegister());
    const registerId = register.id;
    const id = register.schoolNumbers[0]?.id;
    const elsewhere = await created(newRegister({}, { state: 'VE-B' }));
    const taken = { state: 'VE-B', schoolNumber: elsewhere.schoolNumbers[0]?.schoolNumber };
    const nursePresident = await tokenOf('colegio', 'presidente.enfermeras');
    const p = await president();
    await refused([
      missing(() => createNumber({ registerId: elsewhere.id, ...newNumber() }, p)),
      missing(() => updateNumber({ id: elsewhere.schoolNumbers[0]?.id, grades: ['1'] }, p)),
      missing(() => createNumber({ registerId, ...newNumber() }, nursePresident)),
      missing(() => updateNumber({ id: 999_999, grades: ['1'] })),
      otherState(() => createNumber({ registerId, ...newNumber({ state: 'VE-B' }) }, p)),
      otherState(() => updateNumber({ id, state: 'VE-C' }, p)),
      [() => updateNumber({ id, ...taken }), 409, 'SCHOOL_NUMBER_TAKEN', 'schoolNumber'],
      invalid(() => createNumber({ registerId, ...newNumber({ state: 'VE-Z' }) }), 'state'),
      invalid(
        () => createNumber({ registerId, ...newNumber({ registerDate: '2026-02-30' }) }),
        'registerDate',
      ),
      invalid(() => createNumber({ registerId, ...newNumber(), medicVial: true }), 'licenseNumber'),
    ]);
  });
});
