import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accounts, users } from '../../db/schema/index';
import type { TestApp } from '../../test/app';
import { createSeededApp } from '../../test/demo';
import { callerOf, expectRefusal, newPerson, rowCountsOf, tokensFor } from './testing';

/** Malformed input on /api/users: 400, the field named in Spanish, and no row changed. */
let t: TestApp;
let admin: string;
let target: { id: number; userId: number; dni: string };
beforeAll(async () => {
  t = await createSeededApp();
  admin = await tokensFor(() => t)('colegio', 'admin.medicos');
  const created = await callerOf(() => t)('colegio', admin, {
    method: 'POST',
    url: '',
    payload: newPerson({ state: 'VE-B' }),
  });
  expect(created.statusCode, created.body).toBe(200);
  target = created.json().data;
});
afterAll(() => t.close());
const call = callerOf(() => t);
const rowCounts = rowCountsOf(() => t);
const storedTarget = async () =>
  (
    await t.database.db
      .select()
      .from(accounts)
      .innerJoin(users, eq(users.id, accounts.userId))
      .where(eq(accounts.id, target.id))
  )[0];

type Request = Parameters<ReturnType<typeof callerOf>>[2];
/** Each request is refused naming `field`, and neither the counts nor the target change. */
async function refused(cases: [Request, string][]) {
  for (const [request, field] of cases) {
    const before = [await rowCounts(), await storedTarget()];
    const response = await call('colegio', admin, request);
    expectRefusal(response, field);
    expect([await rowCounts(), await storedTarget()], request.url).toEqual(before);
  }
}
const get = (url: string): Request => ({ method: 'GET', url });

describe('GET /api/users/search', () => {
  it('refuses an empty, missing or malformed dni', async () => {
    await refused([
      [get('/search?dni='), 'dni'],
      [get('/search?dni=%20%20'), 'dni'],
      [get('/search'), 'dni'],
      [get('/search?dni=12ab'), 'dni'],
      [get('/search?dni=1234'), 'dni'],
      [get('/search?dni=1234567890'), 'dni'],
    ]);
  });
});

describe('GET /api/users/reports', () => {
  it('refuses a malformed filter, also on the Excel export', async () => {
    const cases: [string, string][] = [
      ['state=XX', 'state'],
      ['state=Caracas', 'state'],
      ['rol=Boss', 'rol'],
      ['type=doctor', 'type'],
      ['status=maybe', 'status'],
      ['genders=X', 'genders'],
      ['date_range=2026-02-30,', 'date_range.0'],
      ['date_range=,31/12/2026', 'date_range.1'],
      ['date_range=2026-01-01', 'date_range'],
    ];
    await refused(
      cases.flatMap(([query, field]): [Request, string][] => [
        [get(`/reports?${query}`), field],
        [get(`/reports/xlsx?${query}`), field],
      ]),
    );
  });
});

describe('PUT /api/users/updatedAccess', () => {
  it('refuses a malformed or missing id', async () => {
    const put = (query: string): Request => ({ method: 'PUT', url: `/updatedAccess${query}` });
    await refused([
      [put('?id=abc'), 'id'],
      [put(''), 'id'],
      [put('?id='), 'id'],
      [put('?id=0'), 'id'],
      [put('?id=-3'), 'id'],
      [put(`?id=${target.id}.5`), 'id'],
      [put('?id=1e20'), 'id'],
    ]);
  });
});

describe('POST /api/users/deleteUsers', () => {
  it('refuses a body without a dni, with a malformed dni or id, and deletes nothing', async () => {
    const remove = (payload: object): Request => ({ method: 'POST', url: '/deleteUsers', payload });
    await refused([
      [remove({ id: target.id }), 'dni'],
      [remove({ id: target.id, dni: '' }), 'dni'],
      [remove({ id: target.id, dni: '12ab' }), 'dni'],
      [remove({ id: 'abc', dni: target.dni }), 'id'],
      [remove({ id: String(target.id), dni: target.dni }), 'id'],
      [remove({ dni: target.dni }), 'id'],
      [remove({ id: 0, dni: target.dni }), 'id'],
    ]);
    const kept = await storedTarget();
    expect(kept?.users.id).toBe(target.userId);
  });
});

describe('date_range at the ends of the calendar', () => {
  it('refuses years outside 1900-2999 in Spanish instead of failing with a 500', async () => {
    for (const url of [
      '?date_range=0000-01-01,',
      '/reports?date_range=,9999-12-31',
      '/reports/xlsx?date_range=1899-12-31,2026-01-01',
    ]) {
      const response = await call('colegio', admin, { method: 'GET', url });
      expect(response.statusCode, `${url} ${response.body}`).toBe(400);
      expect(response.json().errors[0]).toMatchObject({
        field: expect.stringMatching(/^date_range\.[01]$/),
        message: 'Use fechas entre 1900 y 2999',
      });
    }
    const edges = await call('colegio', admin, {
      method: 'GET',
      url: '?date_range=1900-01-01,2999-12-31',
    });
    expect(edges.statusCode, edges.body).toBe(200);
  });
});
