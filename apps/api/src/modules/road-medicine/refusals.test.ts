import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestApp } from '../../test/app';
import { createSeededApp } from '../../test/demo';
import { expectRefusal, tokensFor } from '../users/testing';
import { callerOf, newMedic, rowCountsOf } from './testing';

let t: TestApp;
beforeAll(async () => {
  t = await createSeededApp();
});
afterAll(() => t.close());
const tokenOf = tokensFor(() => t);
const call = callerOf(() => t);
const rows = rowCountsOf(() => t);
/** The body of a create: the test medic without its dni (the register gives it). */
const create = (token: string, { dni, ...payload }: Record<string, unknown>) =>
  call(token, { method: 'POST', url: '/createCredentialMedic', payload });
const update = (token: string, payload: object) =>
  call(token, { method: 'PUT', url: '/updateCredentialMedic', payload });

/** Runs a refused write and checks that it wrote nothing. */
async function refusedWrite(write: () => ReturnType<typeof create>, status: number, code: string) {
  const before = await rows();
  const response = await write();
  expectRefusal(response, undefined, status, code);
  expect(await rows()).toEqual(before);
  return response;
}

describe('who may manage credentials', () => {
  it.each([
    ['colegio', 'directiva.medicos'],
    ['colegio', 'director.vial.medicos'],
    ['colegio', 'admin.enfermeras'],
    ['INTT', 'admin.intt'],
    ['medicVial', 'director.vial'],
  ] as const)('refuses %s %s with 403', async (scope, name) => {
    const medic = await newMedic(t);
    const token = await tokenOf(scope, name);
    await refusedWrite(() => create(token, { ...medic }), 403, 'FORBIDDEN');
    const found = await call(token, {
      method: 'GET',
      url: `/searchCredential?schoolNumberId=${medic.schoolNumberId}`,
    });
    expect(found.statusCode).toBe(403);
  });

  it("keeps the President to their state and to the doctor's role", async () => {
    const president = await tokenOf('colegio', 'presidente.medicos');
    const elsewhere = await newMedic(t, { state: 'VE-B' });
    await refusedWrite(() => create(president, elsewhere), 403, 'STATE_NOT_ALLOWED');
    const search = await call(president, {
      method: 'GET',
      url: `/searchCredential?schoolNumberId=${elsewhere.schoolNumberId}`,
    });
    expectRefusal(search, undefined, 403, 'STATE_NOT_ALLOWED');
    const here = await newMedic(t);
    await refusedWrite(() => create(president, { ...here, rol: 'Admin' }), 403, 'ROLE_NOT_ALLOWED');
    const created = await create(president, here);
    expect(created.statusCode, created.body).toBe(200);
    const id = created.json().data.id;
    await refusedWrite(() => update(president, { id, rol: 'Admin' }), 403, 'ROLE_NOT_ALLOWED');
  });
});

describe('medics who cannot hold an active credential', () => {
  it('refuses a medic who is not solvent, not enabled, or without licence number', async () => {
    const admin = await tokenOf('colegio', 'admin.medicos');
    const late = await newMedic(t, { currentSolvency: '2020-01-31' });
    await refusedWrite(() => create(admin, late), 422, 'CREDENTIAL_NOT_SOLVENT');
    const plain = await newMedic(t, { medicVial: false, licenseNumber: null });
    await refusedWrite(() => create(admin, plain), 422, 'CREDENTIAL_NOT_ENABLED');
    const unlicensed = await newMedic(t, { medicVial: false });
    await refusedWrite(() => create(admin, unlicensed), 422, 'CREDENTIAL_NOT_ENABLED');
    const gone = { ...late, schoolNumberId: 999_999 };
    await refusedWrite(() => create(admin, gone), 404, 'NOT_FOUND');
  });

  it('lets an insolvent medic be turned off, never kept or turned on', async () => {
    const admin = await tokenOf('medicVial', 'admin.vial');
    const medic = await newMedic(t, { currentSolvency: '2020-01-31' });
    const off = await create(admin, { ...medic, status: 'inactive' });
    expect(off.statusCode, off.body).toBe(200);
    const id = off.json().data.id;
    await refusedWrite(
      () => update(admin, { id, status: 'active' }),
      422,
      'CREDENTIAL_NOT_SOLVENT',
    );
    const rename = { id, email: `otro.${medic.email}` };
    expect((await update(admin, rename)).statusCode).toBe(200);
  });
});

describe('bad input', () => {
  it('answers 400 in Spanish and writes nothing', async () => {
    const admin = await tokenOf('colegio', 'admin.medicos');
    const medic = await newMedic(t);
    const cases: [Record<string, unknown>, string][] = [
      [{ ...medic, email: 'no-es-correo' }, 'email'],
      [{ ...medic, rol: 'President' }, 'rol'],
      [{ ...medic, status: 'tal vez' }, 'status'],
      [{ ...medic, schoolNumberId: 'abc' }, 'schoolNumberId'],
      [{ ...medic, password: 'x' }, 'password'],
    ];
    for (const [payload, field] of cases) {
      const before = await rows();
      expectRefusal(await create(admin, payload), field);
      expect(await rows()).toEqual(before);
    }
  });

  it("refuses another person's e-mail and a second credential for the same number", async () => {
    const admin = await tokenOf('colegio', 'admin.medicos');
    const medic = await newMedic(t);
    const before = await rows();
    const taken = await create(admin, { ...medic, email: 'directiva.medicos@aptovial.test' });
    expectRefusal(taken, 'email');
    expect(await rows()).toEqual(before);
    expect((await create(admin, medic)).statusCode).toBe(200);
    const again = { ...medic, email: `otra.${medic.email}` };
    await refusedWrite(() => create(admin, again), 409, 'CREDENTIAL_EXISTS');
  });

  it('lets exactly one of two concurrent creates for the same number win', async () => {
    const admin = await tokenOf('colegio', 'admin.medicos');
    const vialAdmin = await tokenOf('medicVial', 'admin.vial');
    const medic = await newMedic(t);
    const answers = await Promise.all([
      create(admin, medic),
      create(vialAdmin, { ...medic, email: `otra.${medic.email}` }),
    ]);
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 409]);
    const lost = answers.find((answer) => answer.statusCode === 409);
    expect(lost?.json().error).toBe('CREDENTIAL_EXISTS');
  });

  it('does not move the e-mail of a person with logins in other modules', async () => {
    const admin = await tokenOf('colegio', 'admin.medicos');
    const medic = await newMedic(t);
    const created = await create(admin, medic);
    const id = created.json().data.id;
    // The same person also gets a college account (a Directorate of the medic college).
    const college = await t.app.inject({
      method: 'POST',
      url: '/api/users',
      headers: { authorization: `Bearer ${admin}` },
      payload: {
        email: medic.email,
        dni: medic.dni,
        names: 'Mariana',
        lastNames: 'Pérez Añez',
        genders: 'F',
        phone1: '0414-1234567',
        rol: 'Directorate',
        state: 'VE-A',
      },
    });
    expect(college.statusCode, college.body).toBe(200);
    const moved = { id, email: `movido.${medic.email}` };
    await refusedWrite(() => update(admin, moved), 409, 'CREDENTIAL_EMAIL_SHARED');
    await refusedWrite(() => update(admin, { id: 999_999, status: 'inactive' }), 404, 'NOT_FOUND');
  });
});
