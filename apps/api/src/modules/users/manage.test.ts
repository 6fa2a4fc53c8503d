import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditEvents, users } from '../../db/schema/index';
import type { TestApp } from '../../test/app';
import { createSeededApp } from '../../test/demo';
import { readSheet } from '../../test/xlsx';
import { callerOf, newPerson, tokensFor } from './testing';

let t: TestApp;
beforeAll(async () => {
  t = await createSeededApp();
});
afterAll(() => t.close());
const tokenOf = tokensFor(() => t);
const call = callerOf(() => t);
const get = async (scope: 'colegio' | 'INTT', name: string, url: string) =>
  call(scope, await tokenOf(scope, name), { method: 'GET', url });
const auditOf = (id: number) =>
  t.database.db
    .select()
    .from(auditEvents)
    .where(eq(auditEvents.entityId, String(id)));

async function created(person: object, name = 'admin.medicos') {
  const response = await call('colegio', await tokenOf('colegio', name), {
    method: 'POST',
    url: '',
    payload: person,
  });
  expect(response.statusCode, response.body).toBe(200);
  return response.json().data as { id: number; userId: number; dni: string };
}

describe('delete', () => {
  it('requires the dni to match, then deletes the account and the person', async () => {
    const admin = await tokenOf('colegio', 'admin.medicos');
    const target = await created(newPerson({ state: 'VE-B' }));
    const remove = (payload: object) =>
      call('colegio', admin, { method: 'POST', url: '/deleteUsers', payload });
    const wrong = await remove({ id: target.id, dni: '99999999' });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json()).toMatchObject({
      error: 'USER_DNI_NOT_MATCH',
      message: 'La Cédula no coincide con el usuario a eliminar',
    });
    const missing = await remove({ id: 999_999, dni: target.dni });
    expect(missing.statusCode).toBe(404);
    expect(missing.json().message).toBe('El usuario no existe');
    const hidden = await call('colegio', await tokenOf('colegio', 'presidente.medicos'), {
      method: 'POST',
      url: '/deleteUsers',
      payload: { id: target.id, dni: target.dni },
    });
    expect(hidden.json().error).toBe('USER_NOT_EXISTS'); // VE-B is not the President's state
    expect((await remove({ id: target.id, dni: target.dni })).statusCode).toBe(200);
    expect(await t.database.db.select().from(users).where(eq(users.id, target.userId))).toEqual([]);
    expect((await auditOf(target.id)).map((event) => event.action)).toEqual([
      'account_created',
      'account_deleted',
    ]);
  });

  it('does not exist for INTT', async () => {
    const response = await call('INTT', await tokenOf('INTT', 'admin.intt'), {
      method: 'POST',
      url: '/deleteUsers',
      payload: { id: 1, dni: '10000001' },
    });
    expect(response.statusCode).toBe(404);
  });
});

describe('update', () => {
  it('changes the fields, audits before and after, and keeps the role rules', async () => {
    const target = await created(newPerson({ names: 'Pedro' }), 'presidente.medicos');
    const president = await tokenOf('colegio', 'presidente.medicos');
    const update = (payload: object) =>
      call('colegio', president, { method: 'PUT', url: '', payload });
    const ok = await update({ id: target.id, names: 'Pedro Luis', rol: 'VialDirector' });
    expect(ok.json().data).toMatchObject({ names: 'Pedro Luis', rol: 'VialDirector' });
    const [, event] = await auditOf(target.id);
    expect(event?.changes).toEqual({
      names: { before: 'Pedro', after: 'Pedro Luis' },
      role: { before: 'Directorate', after: 'VialDirector' },
    });
    expect((await update({ id: target.id, rol: 'President' })).json().error).toBe(
      'ROLE_NOT_ALLOWED',
    );
    expect((await update({ id: target.id, state: 'VE-B' })).json().error).toBe('STATE_NOT_ALLOWED');
    expect((await update({ id: target.id, lastNames: 'P3rez' })).statusCode).toBe(400);
  });
});

describe('list, search and reports', () => {
  beforeAll(async () => {
    for (const state of ['VE-B', 'VE-C', 'VE-B']) await created(newPerson({ state }));
  });

  it('pages, filters and sorts', async () => {
    const first = (await get('colegio', 'admin.medicos', '?limit=3&page=1')).json();
    const second = (await get('colegio', 'admin.medicos', '?limit=3&page=2')).json();
    expect(first).toMatchObject({ page: 1, limit: 3 });
    expect(first.data).toHaveLength(3);
    expect(first.total).toBeGreaterThan(6);
    const ids = [...first.data, ...second.data].map((row: { id: number }) => row.id);
    expect(new Set(ids).size).toBe(6);
    const types = new Set(first.data.concat(second.data).map((row: { type: string }) => row.type));
    expect([...types].every((type) => type === 'medic' || type === 'nurse')).toBe(true);

    const byDni = (
      await get('colegio', 'admin.medicos', '?order_by=dni&order_direction=asc&limit=100')
    )
      .json()
      .data.map((row: { dni: string }) => row.dni);
    expect(byDni).toEqual([...byDni].sort());
    const inB = (await get('colegio', 'admin.medicos', '?state=VE-B&rol=Directorate')).json();
    expect(inB.total).toBe(2);
    expect(inB.data[0].createdBy).toBe('admin.medicos@aptovial.test');
    const bad = await get('colegio', 'admin.medicos', '?order_by=password');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors[0].field).toContain('order_by');
  });

  it('shows a non-Admin only their state', async () => {
    const page = (await get('colegio', 'presidente.enfermeras', '?limit=100')).json();
    expect(page.total).toBeGreaterThan(0);
    expect(page.data.every((row: { state: string }) => row.state === 'VE-A')).toBe(true);
    const other = (await get('colegio', 'presidente.enfermeras', '?state=VE-B')).json();
    expect(other.total).toBe(0);
  });

  it('searches by dni within the login and reports every match', async () => {
    const found = (await get('colegio', 'admin.enfermeras', '/search?dni=10000003')).json();
    expect(found.data.map((row: { email: string }) => row.email)).toEqual([
      'directiva.medicos@aptovial.test',
    ]);
    expect((await get('INTT', 'admin.intt', '/search?dni=10000003')).json()).toEqual({ data: [] });
    // The report of one dni holds what the search found (the export of Buscar-usuarios).
    const ofDni = (await get('colegio', 'admin.enfermeras', '/reports?dni=10000003')).json();
    expect(ofDni.data).toEqual(found.data);
    const badDni = await get('colegio', 'admin.enfermeras', '/reports/xlsx?dni=12a');
    expect(badDni.statusCode).toBe(400);
    expect(badDni.json().errors[0].field).toBe('dni');
    const report = (await get('colegio', 'admin.medicos', '/reports?state=VE-B&type=medic')).json();
    expect(report.data).toHaveLength(2);
    const today = new Date().toISOString().slice(0, 10);
    const dated = await get('colegio', 'admin.medicos', `/reports?date_range=,${today}`);
    expect(dated.json().data.length).toBeGreaterThan(3);
    const future = await get('colegio', 'admin.medicos', '/reports?date_range=2999-01-01,');
    expect(future.json().data).toEqual([]);
  });

  it('exports the filtered report to Excel with Spanish headers', async () => {
    const response = await get('colegio', 'admin.medicos', '/reports/xlsx?state=VE-B&type=medic');
    expect(response.statusCode, response.body).toBe(200);
    expect(response.headers['content-type']).toContain('spreadsheetml');
    expect(response.headers['content-disposition']).toMatch(
      /^attachment; filename="usuarios-\d{4}-\d{2}-\d{2}\.xlsx"/,
    );
    expect(response.headers['cache-control']).toBe('no-store');
    const [header, ...rows] = await readSheet(response.rawPayload);
    expect(header?.slice(0, 3)).toEqual(['Cédula', 'Nombres', 'Apellidos']);
    expect(rows).toHaveLength(2);
    const state = header?.indexOf('Estado') ?? -1;
    expect(rows.every((row) => row[state] === 'Anzoátegui')).toBe(true);
    const refused = await get('colegio', 'directiva.medicos', '/reports/xlsx');
    expect(refused.statusCode).toBe(403);
    const bad = await get('colegio', 'admin.medicos', '/reports/xlsx?state=Caracas');
    expect(bad.statusCode).toBe(400);
  });
});
