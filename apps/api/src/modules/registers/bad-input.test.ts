import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { schoolNumbers } from '../../db/schema/index';
import type { TestApp } from '../../test/app';
import { createSeededApp } from '../../test/demo';
import { expectRefusal, tokensFor } from '../users/testing';
import { callerOf, newRegister, rowCountsOf } from './testing';

/** Malformed input on the register reads and the school-number update: 400, nothing written. */
let t: TestApp;
const call = callerOf(() => t);
const rowCounts = rowCountsOf(() => t);
const tokens = { college: '', intt: '' };
let number: { id: number; registerId: number };
beforeAll(async () => {
  t = await createSeededApp();
  const tokenOf = tokensFor(() => t);
  tokens.college = await tokenOf('colegio', 'admin.medicos');
  tokens.intt = await tokenOf('INTT', 'funcionario.intt');
  const created = await call(tokens.college, {
    method: 'POST',
    url: '/register',
    payload: newRegister(),
  });
  expect(created.statusCode, created.body).toBe(200);
  [number] = created.json().data.schoolNumbers;
});
afterAll(() => t.close());
const storedNumber = async () =>
  (await t.database.db.select().from(schoolNumbers).where(eq(schoolNumbers.id, number.id)))[0];

type Request = Parameters<ReturnType<typeof callerOf>>[1];
/** Each request is refused naming `field`, and no row is added or the college number changed. */
async function refused(token: string, cases: [Request, string][]) {
  for (const [request, field] of cases) {
    const before = [await rowCounts(), await storedNumber()];
    const response = await call(token, request);
    expectRefusal(response, field);
    expect(response.headers['content-type']).toContain('application/json');
    expect([await rowCounts(), await storedNumber()], JSON.stringify(request)).toEqual(before);
  }
}
const gets = (path: string, cases: [string, string][]): [Request, string][] =>
  cases.map(([query, field]) => [{ method: 'GET', url: `${path}?${query}` }, field]);

/** Malformed filters shared by the reports and the lists. */
const badFilters: [string, string][] = [
  ['state=Zulia', 'state'],
  ['state=XX', 'state'],
  ['medicVial=yes', 'medicVial'],
  ['genders=X', 'genders'],
  ['type=doctor', 'type'],
  ['nationality=X', 'nationality'],
  ['dni=12ab', 'dni'],
  ['specialty=', 'specialty'],
  ['date_range=2026-02-30,', 'date_range.0'],
  ['date_range=,31/12/2026', 'date_range.1'],
  ['date_range=2026-01-01', 'date_range'],
];

describe('GET /api/register/reports/xlsx', () => {
  it('refuses a malformed filter with the field named, instead of a sheet', async () => {
    await refused(tokens.college, gets('/register/reports/xlsx', badFilters));
  });
});

describe('INTT reads', () => {
  it('refuses a malformed search by dni', async () => {
    await refused(
      tokens.intt,
      gets('/register/searchINTT', [
        ['dni=', 'dni'],
        ['nationality=V', 'dni'],
        ['dni=12ab', 'dni'],
        ['dni=1234', 'dni'],
        ['dni=12345678&nationality=X', 'nationality'],
      ]),
    );
  });

  it('refuses malformed paging, sorting and filters of the medics list and its export', async () => {
    const paging: [string, string][] = [
      ['limit=0', 'limit'],
      ['limit=101', 'limit'],
      ['page=0', 'page'],
      ['order_by=email', 'order_by'],
      ['order_direction=sideways', 'order_direction'],
    ];
    await refused(tokens.intt, gets('/register/listMedicsINTT', [...paging, ...badFilters]));
    await refused(tokens.intt, gets('/register/listMedicsINTT/xlsx', badFilters));
  });

  it('refuses dates at the ends of the calendar in Spanish instead of failing with a 500', async () => {
    for (const [url, token] of [
      ['/register/listMedicsINTT?date_range=0000-01-01,', tokens.intt],
      ['/register/listMedicsINTT/xlsx?date_range=,9999-12-31', tokens.intt],
      ['/register/reports?date_range=0000-01-01,', tokens.college],
      ['/register?date_range=,9999-12-31', tokens.college],
    ] as const) {
      const response = await call(token, { method: 'GET', url });
      expect(response.statusCode, `${url} ${response.body}`).toBe(400);
      expect(response.json().errors[0].field).toMatch(/^date_range\.[01]$/);
    }
  });
});

describe('PUT /api/schoolNumber/updatedSchoolNumbers', () => {
  it('refuses impossible dates, unknown states, a missing id and other bad fields', async () => {
    const { id } = number;
    const put = (payload: object): Request => ({
      method: 'PUT',
      url: '/schoolNumber/updatedSchoolNumbers',
      payload,
    });
    await refused(tokens.college, [
      [put({ id, currentSolvency: '2026-02-30' }), 'currentSolvency'],
      [put({ id, currentSolvency: '31/12/2026' }), 'currentSolvency'],
      [put({ id, currentSolvency: '2026-12-31T00:00:00Z' }), 'currentSolvency'],
      [put({ id, registerDate: '2026-13-01' }), 'registerDate'],
      [put({ id, state: 'VE-Q' }), 'state'],
      [put({ id, state: 'Zulia' }), 'state'],
      [put({ currentSolvency: '2026-12-31' }), 'id'],
      [put({ id: 'abc', currentSolvency: '2026-12-31' }), 'id'],
      [put({ id: 0, currentSolvency: '2026-12-31' }), 'id'],
      [put({ id, schoolNumber: '12a' }), 'schoolNumber'],
      [put({ id, grades: ['99'] }), 'grades.0'],
      [put({ id, medicVial: true }), 'licenseNumber'],
    ]);
  });
});
