import { asc, gt, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { certificateDayCounts, certificates } from '../../db/schema/index';
import type { TestApp } from '../../test/app';
import { bearer } from '../../test/auth';
import { tokensFor } from '../users/testing';
import {
  callerOf,
  certificatesApp,
  demoNumberId,
  insertLot,
  insertMedic,
  NOW,
  newCertificate,
} from './testing';

let t: TestApp;
const call = callerOf(() => t);
const INTT = { scope: 'INTT' as const, name: 'funcionario.intt' };
const VIAL = 'director.vial.medicos';

beforeAll(async () => {
  t = await certificatesApp();
  const veB = await insertMedic(t, {});
  await insertLot(t, {
    state: 'VE-B',
    initialNumber: 4_000_001,
    finalNumber: 4_000_100,
    numberTP: 'TP-B',
  });
  const issued = [
    [VIAL, newCertificate({ expeditionDate: '2025-03-01', dueDate: '2026-03-01' })],
    [VIAL, newCertificate({ expeditionDate: '2025-11-20', dueDate: '2026-11-20' })],
    [VIAL, newCertificate({ expeditionDate: '2026-01-15', dueDate: '2027-01-15' })],
    ['admin.medicos', newCertificate({ serial: 4_000_001, schoolNumberId: veB.id, grade: '4' })],
    [
      'admin.medicos',
      newCertificate({
        serial: 4_000_002,
        schoolNumberId: veB.id,
        expeditionDate: '2025-06-30',
        dueDate: '2026-06-30',
      }),
    ],
  ] as const;
  for (const [who, payload] of issued) {
    const response = await call(who, { method: 'POST', url: '/createCertifields', payload });
    expect(response.statusCode, response.body).toBe(200);
  }
});
afterAll(() => t.close());

const page = async (who: string | typeof INTT, query: string) => {
  const response = await call(who, { method: 'GET', url: `/?limit=100&${query}` });
  expect(response.statusCode, response.body).toBe(200);
  return response.json() as { data: unknown[]; total: number };
};

describe('list totals from the per-day counts', () => {
  it('equal counting the rows for a state and a date range, as filters counted row by row do', async () => {
    const queries = [
      '',
      'state=VE-A',
      'state=VE-B',
      'date_range=2026-01-01,',
      'state=VE-A&date_range=2025-01-01,2025-12-31',
      'date_range=,2025-06-30',
    ];
    for (const query of queries) {
      const { data, total } = await page(INTT, query);
      expect(total, query).toBe(data.length);
      // A grade filter is counted row by row: the grades together give the same total.
      const byGrade = await Promise.all(
        ['1', '2', '3', '4', '5'].map(
          async (grade) => (await page(INTT, `grade=${grade}&${query}`)).total,
        ),
      );
      expect(
        byGrade.reduce((sum, n) => sum + n, 0),
        query,
      ).toBe(total);
    }
    expect((await page(INTT, 'state=VE-A&date_range=2025-01-01,2025-12-31')).total).toBe(2);
    // A VE-A account asking for VE-B: nothing, not VE-B's total.
    expect((await page(VIAL, 'state=VE-B')).total).toBe(0);
  });

  it('stay equal to the certificates after an issue, an edit of the date and a removal', async () => {
    const issue = await call(VIAL, {
      method: 'POST',
      url: '/createCertifields',
      payload: newCertificate({ expeditionDate: '2026-02-10' }),
    });
    const issued = issue.json().data as { id: number; serial: number };
    const edited = await call(VIAL, {
      method: 'PUT',
      url: '/updatedCertifields',
      payload: { id: issued.id, expeditionDate: '2026-03-11', dueDate: '2031-03-11' },
    });
    expect(edited.statusCode, edited.body).toBe(200);
    await t.database.db.delete(certificates).where(sql`${certificates.serial} = ${issued.serial}`);
    const kept = await t.database.db
      .select({
        state: certificateDayCounts.state,
        day: certificateDayCounts.expeditionDate,
        total: certificateDayCounts.total,
      })
      .from(certificateDayCounts)
      .where(gt(certificateDayCounts.total, 0))
      .orderBy(asc(certificateDayCounts.state), asc(certificateDayCounts.expeditionDate));
    const counted = await t.database.db
      .select({
        state: certificates.state,
        day: certificates.expeditionDate,
        total: sql<number>`count(*)::int`,
      })
      .from(certificates)
      .groupBy(certificates.state, certificates.expeditionDate)
      .orderBy(asc(certificates.state), asc(certificates.expeditionDate));
    expect(counted.length).toBeGreaterThan(1);
    expect(kept).toEqual(counted);
  });
});

describe('the medic signed in with their own college number', () => {
  it('tells the web which college number the signed-in medic issues as', async () => {
    const token = await tokensFor(
      () => t,
      () => NOW.getTime(),
    )('colegio', VIAL);
    const session = await t.app.inject({
      method: 'POST',
      url: '/api/auth/check-auth',
      headers: bearer(token),
      payload: { token },
    });
    expect(session.statusCode, session.body).toBe(200);
    expect(session.json().user.schoolNumberId).toBe(await demoNumberId(t));
  });
});
