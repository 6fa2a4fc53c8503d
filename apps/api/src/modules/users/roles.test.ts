import { roleCodes } from '@aptovial/shared';
import { and, count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accounts, emailOutbox, users } from '../../db/schema/index';
import type { TestApp } from '../../test/app';
import { createSeededApp } from '../../test/demo';
import { callerOf, newPerson, tokensFor } from './testing';

let t: TestApp;
beforeAll(async () => {
  t = await createSeededApp();
});
afterAll(() => t.close());
const tokenOf = tokensFor(() => t);
const call = callerOf(() => t);
const accountCount = async () =>
  (await t.database.db.select({ n: count() }).from(accounts))[0]?.n ?? 0;

type Scope = 'colegio' | 'INTT';
/**
 * docs/product/roles.md, "Roles a user may create": creator, the state it creates in, allowed
 * roles.
 */
const table: [Scope, string, string, string[]][] = [
  ['colegio', 'admin.medicos', 'VE-B', ['President', 'VialDirector', 'Directorate']],
  ['colegio', 'admin.enfermeras', 'VE-B', ['President', 'Secretary', 'Directorate']],
  ['colegio', 'presidente.medicos', 'VE-A', ['VialDirector', 'Directorate']],
  ['colegio', 'presidente.enfermeras', 'VE-A', ['Secretary', 'Directorate']],
  ['INTT', 'admin.intt', 'VE-B', ['ManagingDirector', 'SectionalDirector', 'Official']],
  ['INTT', 'director.general.intt', 'VE-A', ['SectionalDirector']],
  ['INTT', 'director.seccional.intt', 'VE-A', ['Official']],
];

describe('roles a user may create, through the API', () => {
  for (const [scope, creator, state, allowed] of table) {
    const refused = roleCodes.filter((role) => !allowed.includes(role));
    it(`${creator} creates ${allowed.join(', ')} and none of ${refused.join(', ')}`, async () => {
      const token = await tokenOf(scope, creator);
      for (const rol of allowed) {
        const created = await call(scope, token, {
          method: 'POST',
          url: '',
          payload: newPerson({ rol, state }),
        });
        expect(created.statusCode, created.body).toBe(200);
        expect(created.json().data).toMatchObject({ rol, state, status: 'active' });
        expect(created.json().data.createdBy).toBe(`${creator}@aptovial.test`);
      }
      const before = await accountCount();
      for (const rol of refused) {
        const denied = await call(scope, token, {
          method: 'POST',
          url: '',
          payload: newPerson({ rol, state }),
        });
        expect(denied.statusCode, rol).toBe(403);
        expect(denied.json().error).toBe('ROLE_NOT_ALLOWED');
        expect(denied.json().errors).toEqual([{ field: 'rol', message: expect.any(String) }]);
      }
      expect(await accountCount()).toBe(before);
    });
  }

  const refusedEverywhere: [Scope, string][] = [
    ['colegio', 'directiva.medicos'],
    ['colegio', 'director.vial.medicos'],
    ['colegio', 'secretaria.enfermeras'],
    ['colegio', 'directiva.enfermeras'],
    ['INTT', 'funcionario.intt'],
  ];
  for (const [scope, name] of refusedEverywhere) {
    it(`${name} may not use the users routes`, async () => {
      const token = await tokenOf(scope, name);
      for (const request of [
        { method: 'GET', url: '' },
        { method: 'GET', url: '/search?dni=10000001' },
        { method: 'POST', url: '', payload: newPerson() },
        { method: 'PUT', url: '/updatedAccess?id=1' },
      ] as const) {
        const response = await call(scope, token, request);
        expect(response.statusCode).toBe(403);
        expect(response.json().error).toBe('FORBIDDEN');
      }
    });
  }

  it('refuses a session of the other login and no session at all', async () => {
    const medic = await tokenOf('colegio', 'admin.medicos');
    const other = await call('INTT', medic, { method: 'GET', url: '' });
    expect(other.json().error).toBe('WRONG_MODULE');
    const intt = await tokenOf('INTT', 'admin.intt');
    const before = await accountCount();
    const created = await call('colegio', intt, { method: 'POST', url: '', payload: newPerson() });
    expect(created.json().error).toBe('WRONG_MODULE');
    expect(await accountCount()).toBe(before);
    expect((await t.app.inject({ method: 'GET', url: '/api/users' })).statusCode).toBe(401);
  });
});

describe('states and bad input', () => {
  it('limits non-Admins to their own state', async () => {
    const token = await tokenOf('colegio', 'presidente.medicos');
    const response = await call('colegio', token, {
      method: 'POST',
      url: '',
      payload: newPerson({ state: 'VE-B' }),
    });
    expect(response.statusCode).toBe(403);
    expect(response.json().error).toBe('STATE_NOT_ALLOWED');
  });

  it('answers each bad field in Spanish and writes nothing', async () => {
    const token = await tokenOf('colegio', 'admin.medicos');
    const before = await accountCount();
    const cases: [Record<string, unknown>, string, number][] = [
      [{ dni: '12ab' }, 'dni', 400],
      [{ names: 'Juan 2' }, 'names', 400],
      [{ state: 'VE-Q' }, 'state', 400],
      [{ type: 'INTT' }, 'type', 400],
    ];
    for (const [change, field, status] of cases) {
      const response = await call('colegio', token, {
        method: 'POST',
        url: '',
        payload: newPerson(change),
      });
      expect(response.statusCode, field).toBe(status);
      const body = response.json();
      expect(body.error).toBe('VALIDATION_ERROR');
      expect(body.errors.map((error: { field: string }) => error.field)).toContain(field);
      expect(body.message).toMatch(/[áéíóú]|datos|estado|tipo|correo/i);
    }
    expect(await accountCount()).toBe(before);
  });

  it('refuses the same person twice in one module and role, and e-mails new people', async () => {
    const token = await tokenOf('colegio', 'admin.medicos');
    const person = newPerson({ state: 'VE-C' });
    const first = await call('colegio', token, { method: 'POST', url: '', payload: person });
    expect(first.statusCode).toBe(200);
    const before = await accountCount();
    const again = await call('colegio', token, { method: 'POST', url: '', payload: person });
    expect(again.statusCode).toBe(409);
    expect(again.json().error).toBe('EMAIL_TAKEN');
    expect(await accountCount()).toBe(before);
    const second = await call('colegio', token, {
      method: 'POST',
      url: '',
      payload: { ...person, rol: 'VialDirector' },
    });
    expect(second.statusCode).toBe(200);
    expect(second.json().data.userId).toBe(first.json().data.userId);
    const mails = await t.database.db.select().from(emailOutbox);
    const welcome = mails.filter((mail) => mail.recipient === person.email);
    expect(welcome).toHaveLength(1);
    expect(welcome[0]?.textBody).toContain('¿Olvidó su contraseña?');
  });
});

describe('each college manages its own accounts', () => {
  const accountIdOf = async (email: string) => {
    const [row] = await t.database.db
      .select({ id: accounts.id })
      .from(accounts)
      .innerJoin(users, eq(users.id, accounts.userId))
      .where(and(eq(users.email, email), eq(accounts.module, 'nurse')));
    if (!row) throw new Error(`no nurse account for ${email}`);
    return row.id;
  };

  it("a medic President neither sees nor touches the nurse college's accounts", async () => {
    const token = await tokenOf('colegio', 'presidente.medicos');
    const nurseId = await accountIdOf('directiva.enfermeras@aptovial.test');
    const listed = await call('colegio', token, { method: 'GET', url: '?limit=100' });
    expect(listed.statusCode).toBe(200);
    const types = new Set(listed.json().data.map((row: { type: string }) => row.type));
    expect([...types]).toEqual(['medic']);
    const before = await accountCount();
    for (const request of [
      { method: 'PUT', url: `/updatedAccess?id=${nurseId}` },
      { method: 'POST', url: '/deleteUsers', payload: { id: nurseId, dni: '12345678' } },
    ] as const) {
      const response = await call('colegio', token, request);
      expect(response.statusCode).toBe(404);
      expect(response.json().error).toBe('USER_NOT_EXISTS');
    }
    const nurse = await call('colegio', token, {
      method: 'POST',
      url: '',
      payload: newPerson({ type: 'nurse' }),
    });
    expect(nurse.statusCode).toBe(400);
    expect(nurse.json().errors.map((error: { field: string }) => error.field)).toEqual(['type']);
    expect(await accountCount()).toBe(before);
  });

  it("the college Admin grants a nurse account the nurse college's roles only", async () => {
    const token = await tokenOf('colegio', 'admin.medicos');
    const create = (rol: string) =>
      call('colegio', token, {
        method: 'POST',
        url: '',
        payload: newPerson({ type: 'nurse', rol, state: 'VE-D' }),
      });
    const secretary = await create('Secretary');
    expect(secretary.statusCode, secretary.body).toBe(200);
    expect(secretary.json().data).toMatchObject({ type: 'nurse', rol: 'Secretary' });
    const vial = await create('VialDirector');
    expect(vial.statusCode).toBe(403);
    expect(vial.json().error).toBe('ROLE_NOT_ALLOWED');
  });
});
