import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accounts, auditEvents, users } from '../../db/schema/index';
import type { TestApp } from '../../test/app';
import { bearer } from '../../test/auth';
import { createSeededApp } from '../../test/demo';
import { callerOf, demo, newPerson, tokensFor } from './testing';

let t: TestApp;
beforeAll(async () => {
  t = await createSeededApp();
});
afterAll(() => t.close());
const tokenOf = tokensFor(() => t);
const call = callerOf(() => t);

async function accountIdOf(name: string): Promise<number> {
  const [row] = await t.database.db
    .select({ id: accounts.id })
    .from(accounts)
    .innerJoin(users, eq(users.id, accounts.userId))
    .where(eq(users.email, demo(name)));
  if (!row) throw new Error(`no account for ${name}`);
  return row.id;
}
const toggle = (scope: 'colegio' | 'INTT', token: string, id: number) =>
  call(scope, token, { method: 'PUT', url: `/updatedAccess?id=${id}` });
const create = (scope: 'colegio' | 'INTT', token: string, person: object) =>
  call(scope, token, { method: 'POST', url: '', payload: person });

describe('one active President per state and college', () => {
  it('refuses a second active President, and its re-activation', async () => {
    const admin = await tokenOf('colegio', 'admin.medicos');
    const second = await create('colegio', admin, newPerson({ rol: 'President' }));
    expect(second.statusCode).toBe(409);
    expect(second.json().error).toBe('ONLY_ONE_PRESIDENT_PER_STATE');
    expect(second.json().message).toMatch(/presidente/);

    const president = await accountIdOf('presidente.medicos');
    const off = await toggle('colegio', admin, president);
    expect(off.json()).toEqual({ data: { id: president, status: 'inactive' } });
    const next = await create('colegio', admin, newPerson({ rol: 'President' }));
    expect(next.statusCode).toBe(200);
    const back = await toggle('colegio', admin, president);
    expect(back.statusCode).toBe(409);
    expect(back.json().error).toBe('ONLY_ONE_PRESIDENT_PER_STATE');
  });

  it('keeps the medic and nurse colleges apart', async () => {
    const admin = await tokenOf('colegio', 'admin.enfermeras');
    const nurse = await create('colegio', admin, newPerson({ rol: 'President', state: 'VE-D' }));
    expect(nurse.statusCode).toBe(200);
    const medic = await tokenOf('colegio', 'admin.medicos');
    const other = await create('colegio', medic, newPerson({ rol: 'President', state: 'VE-D' }));
    expect(other.statusCode).toBe(200);
  });

  it('lets exactly one of two concurrent creations win', async () => {
    const admin = await tokenOf('colegio', 'admin.medicos');
    const results = await Promise.all([
      create('colegio', admin, newPerson({ rol: 'President', state: 'VE-E' })),
      create('colegio', admin, newPerson({ rol: 'President', state: 'VE-E' })),
    ]);
    expect(results.map((r) => r.statusCode).sort()).toEqual([200, 409]);
    expect(results.find((r) => r.statusCode === 409)?.json().error).toBe(
      'ONLY_ONE_PRESIDENT_PER_STATE',
    );
    const active = await t.database.db
      .select()
      .from(accounts)
      .where(and(eq(accounts.state, 'VE-E'), eq(accounts.status, 'active')));
    expect(active).toHaveLength(1);
  });
});

describe('one active ManagingDirector per state in INTT', () => {
  it('refuses a second one, and lets one of two concurrent activations win', async () => {
    const admin = await tokenOf('INTT', 'admin.intt');
    const second = await create('INTT', admin, newPerson({ rol: 'ManagingDirector' }));
    expect(second.statusCode).toBe(409);
    expect(second.json().error).toBe('ONLY_ONE_MANAGIN_DIRECTOR_PER_STATE');

    const ids: number[] = [];
    for (let i = 0; i < 2; i += 1) {
      const made = await create(
        'INTT',
        admin,
        newPerson({ rol: 'ManagingDirector', state: 'VE-F' }),
      );
      expect(made.statusCode, made.body).toBe(200);
      const id: number = made.json().data.id;
      expect((await toggle('INTT', admin, id)).json().data.status).toBe('inactive');
      ids.push(id);
    }
    const results = await Promise.all(ids.map((id) => toggle('INTT', admin, id)));
    expect(results.map((r) => r.statusCode).sort()).toEqual([200, 409]);
    expect(results.find((r) => r.statusCode === 409)?.json().error).toBe(
      'ONLY_ONE_MANAGIN_DIRECTOR_PER_STATE',
    );
  });
});

describe('access', () => {
  it('revoking access ends the account sessions at once, and is audited', async () => {
    const target = await tokenOf('colegio', 'directiva.medicos');
    const check = () =>
      t.app.inject({
        method: 'POST',
        url: '/api/auth/check-auth',
        headers: bearer(target),
        payload: {},
      });
    expect((await check()).statusCode).toBe(200);
    // The demo President was replaced above; the Admin of the college acts here.
    const president = await tokenOf('colegio', 'admin.medicos');
    const id = await accountIdOf('directiva.medicos');
    const off = await toggle('colegio', president, id);
    expect(off.json().data.status).toBe('inactive');
    expect((await check()).statusCode).toBe(401);
    expect((await toggle('colegio', president, id)).json().data.status).toBe('active');
    const events = await t.database.db
      .select()
      .from(auditEvents)
      .where(and(eq(auditEvents.entity, 'account'), eq(auditEvents.entityId, String(id))));
    expect(events.map((event) => event.changes)).toEqual([
      { status: { before: 'active', after: 'inactive' } },
      { status: { before: 'inactive', after: 'active' } },
    ]);
    expect(events[0]?.action).toBe('account_access_changed');
    expect(events[0]?.accountId).toBe(await accountIdOf('admin.medicos'));
  });

  it('refuses roles the caller may not manage, other states and unknown ids', async () => {
    const sectional = await tokenOf('INTT', 'director.seccional.intt');
    const manager = await toggle('INTT', sectional, await accountIdOf('director.general.intt'));
    expect(manager.statusCode).toBe(403);
    expect(manager.json().error).toBe('ROLE_NOT_ALLOWED');
    const missing = await toggle('INTT', sectional, 999_999);
    expect(missing.json().error).toBe('USER_NOT_EXISTS');
    const medic = await toggle('INTT', sectional, await accountIdOf('directiva.enfermeras'));
    expect(medic.json().error).toBe('USER_NOT_EXISTS');
  });
});
